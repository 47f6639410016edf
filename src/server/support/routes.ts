import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '../../contract/admin.js';
import { supportContract as contract } from '../../contract/support-routes.js';
import type { Database } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { requireAdmin, requireUser } from '../http/auth.js';
import { contractRoute } from '../http/contract-route.js';
import { parseRowId } from '../http/row-id.js';
import type { Mailer } from '../mail/mailer.js';
import { listReplies, markAnswersRead, replyToTicket, supportThreads } from './ticket-replies.js';

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
    app.route({
      ...contractRoute(contract.ticketReplies, {
        tags: ['admin'],
        summary: "A ticket's staff answers, oldest first",
      }),
      handler: async (request) => listReplies(deps.db, ticketId(request.params.id)),
    });

    app.route({
      ...contractRoute(contract.replyToTicket, {
        tags: ['admin'],
        summary:
          'Answer a ticket: the person reads it in the app (if written signed in) and by e-mail (with SMTP)',
      }),
      handler: async (request) => {
        const { user } = requireAdmin(request);
        return replyToTicket({ ...deps, log: request.log }, user, ticketId(request.params.id), request.body);
      },
    });

    app.route({
      ...contractRoute(contract.threads, {
        tags: ['support'],
        summary: 'My messages to support, newest first, with the answers and how many are unread',
      }),
      handler: async (request) => supportThreads(deps.db, requireUser(request).user.id),
    });

    app.route({
      ...contractRoute(contract.markAnswersRead, {
        tags: ['support'],
        summary: 'Mark every answer to my messages as read',
      }),
      handler: async (request) => {
        await markAnswersRead(deps, requireUser(request).user.id);
        return { unread: 0 as const };
      },
    });
  };
}
