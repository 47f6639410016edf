import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../contract/errors.js';
import { accountExportSchema } from '../../contract/privacy.js';
import { requireUser } from '../http/auth.js';
import { type ExportDeps, exportAccountData, exportFileName } from './export-account-data.js';

export function privacyRoutes(deps: ExportDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user/export',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Download everything the account holds, as one JSON file (5 per hour)',
          response: { 200: accountExportSchema, 401: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request, reply) => {
        const { user } = requireUser(request);
        const data = await exportAccountData(deps, user);
        reply.header('content-disposition', `attachment; filename="${exportFileName(deps.clock())}"`);
        return data;
      },
    );
  };
}
