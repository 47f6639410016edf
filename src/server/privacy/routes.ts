import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyContract } from '../../contract/privacy-routes.js';
import { requireUser } from '../http/auth.js';
import { contractRoute } from '../http/contract-route.js';
import { type ExportDeps, exportAccountData, exportFileName } from './export-account-data.js';

export function privacyRoutes(deps: ExportDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...contractRoute(privacyContract.exportData, {
        tags: ['accounts'],
        summary: 'Download everything the account holds, as one JSON file (5 per hour)',
      }),
      handler: async (request, reply) => {
        const { user } = requireUser(request);
        const data = await exportAccountData(deps, user);
        reply.header('content-disposition', `attachment; filename="${exportFileName(deps.clock())}"`);
        return data;
      },
    });
  };
}
