import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactContract } from '../../contract/contact-routes.js';
import type { Database } from '../db/client.js';
import type { AttemptLimiter } from '../http/brute-force.js';
import { contractRoute } from '../http/contract-route.js';
import { createTicket } from './create-ticket.js';

export function contactRoutes(deps: {
  db: Database;
  limiter: AttemptLimiter;
  clock: () => Date;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...contractRoute(contactContract.send, {
        tags: ['contact'],
        summary: 'Send a message to support (stored as a contact ticket)',
      }),
      config: { idempotent: 'anyone' },
      handler: async (request) =>
        createTicket(deps, request.body, { ip: request.ip, user: request.auth?.user ?? null }),
    });
  };
}
