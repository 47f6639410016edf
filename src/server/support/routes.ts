import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../contract/errors.js';
import { supportThreadsResponseSchema } from '../../contract/support.js';
import type { Database } from '../db/client.js';
import { requireUser } from '../http/auth.js';
import { markAnswersRead, supportThreads } from './ticket-replies.js';

const tags = ['support'];

/** The signed-in person's messages to support and the staff's answers to them. */
export function supportRoutes(deps: { db: Database; clock: () => Date }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/support/messages',
      {
        schema: {
          tags,
          summary: 'My messages to support, newest first, with the answers and how many are unread',
          response: { 200: supportThreadsResponseSchema, 401: errorBodySchema },
        },
      },
      async (request) => supportThreads(deps.db, requireUser(request).user.id),
    );

    app.post(
      '/api/support/messages/read',
      {
        schema: {
          tags,
          summary: 'Mark every answer to my messages as read',
          body: z.object({}).strict(),
          response: { 200: z.object({ unread: z.literal(0) }), 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        await markAnswersRead(deps, requireUser(request).user.id);
        return { unread: 0 as const };
      },
    );
  };
}
