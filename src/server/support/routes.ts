import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMessages } from '../../contract/admin.js';
import { errorBodySchema } from '../../contract/errors.js';
import {
  supportThreadsResponseSchema,
  ticketRepliesResponseSchema,
  ticketReplyRequestSchema,
  ticketReplyResponseSchema,
} from '../../contract/support.js';
import type { Database } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { requireAdmin, requireUser } from '../http/auth.js';
import { parseRowId } from '../http/row-id.js';
import type { Mailer } from '../mail/mailer.js';
import { listReplies, markAnswersRead, replyToTicket, supportThreads } from './ticket-replies.js';

const denied = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

function ticketId(raw: string): number {
  const id = parseRowId(raw);
  if (id === null) throw AppError.notFound(adminMessages.ticketNotFound);
  return id;
}

/**
 * Answers from support: staff write them from the console (admin routes, guarded like every
 * /api/admin/ route), and the signed-in person reads the answers to their own messages.
 */
export function supportRoutes(deps: {
  db: Database;
  clock: () => Date;
  /** E-mails staff answers; null without SMTP. */
  mailer: Mailer | null;
  publicUrl: string | undefined;
  supportTimeZone: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/contact-tickets/:id/replies',
      {
        schema: {
          tags: ['admin'],
          summary: "A ticket's staff answers, oldest first",
          params: z.object({ id: z.string() }),
          response: { 200: ticketRepliesResponseSchema, ...denied },
        },
      },
      async (request) => listReplies(deps.db, ticketId(request.params.id)),
    );

    app.post(
      '/api/admin/contact-tickets/:id/replies',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Answer a ticket: the person reads it in the app (if written signed in) and by e-mail (with SMTP)',
          params: z.object({ id: z.string() }),
          body: ticketReplyRequestSchema,
          response: { 200: ticketReplyResponseSchema, ...denied },
        },
      },
      async (request) => {
        const { user } = requireAdmin(request);
        return replyToTicket({ ...deps, log: request.log }, user, ticketId(request.params.id), request.body);
      },
    );

    app.get(
      '/api/support/messages',
      {
        schema: {
          tags: ['support'],
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
          tags: ['support'],
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
