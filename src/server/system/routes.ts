import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../contract/errors.js';
import type { DatabaseHandle } from '../db/client.js';
import { checkReady } from './check-ready.js';

/** Liveness (the process answers) and readiness (the database answers). */
export function systemRoutes(database: Pick<DatabaseHandle, 'ping'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      { schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } } },
      async () => ({ status: 'ok' as const }),
    );
    app.get(
      '/readyz',
      {
        schema: {
          tags: ['system'],
          response: { 200: z.object({ status: z.literal('ready') }), 503: errorBodySchema },
        },
      },
      async (request) => checkReady(database, request.log),
    );
  };
}
