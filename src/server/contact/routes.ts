import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequestSchema, contactResponseSchema } from '../../contract/contact.js';
import { errorBodySchema } from '../../contract/errors.js';
import type { Database } from '../db/client.js';
import type { AttemptLimiter } from '../http/brute-force.js';
import { createTicket } from './create-ticket.js';

export function contactRoutes(deps: {
  db: Database;
  limiter: AttemptLimiter;
  clock: () => Date;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/contact',
      {
        config: { idempotent: 'anyone' },
        schema: {
          tags: ['contact'],
          summary: 'Send a message to support (stored as a contact ticket)',
          body: contactRequestSchema,
          response: {
            200: contactResponseSchema,
            400: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request) =>
        createTicket(deps, request.body, { ip: request.ip, user: request.auth?.user ?? null }),
    );
  };
}
