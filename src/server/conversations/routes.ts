import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationExportSchema,
  conversationListSchema,
  conversationMessages,
} from '../../contract/conversations.js';
import { errorBodySchema } from '../../contract/errors.js';
import { readSettings } from '../accounts/user-view.js';
import type { Database } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { requireUser } from '../http/auth.js';
import { parseRowId } from '../http/row-id.js';
import { exportConversation } from './export-conversation.js';
import { listConversations } from './list-conversations.js';

/** Any text: an id that is not a positive int4 answers 404 like a missing conversation, never 400 or 500. */
const idParams = z.object({ id: z.string() });

export function conversationRoutes(deps: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/conversations',
      {
        schema: {
          tags: ['conversations'],
          summary: "The signed-in user's conversations, newest first (at most 200)",
          response: { 200: conversationListSchema, 401: errorBodySchema },
        },
      },
      async (request) => listConversations(deps, requireUser(request).user.id),
    );

    app.get(
      '/api/conversations/:id/export',
      {
        schema: {
          tags: ['conversations'],
          summary: 'A plain-text transcript of one of your conversations',
          params: idParams,
          response: { 200: conversationExportSchema, 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => {
        const { user } = requireUser(request);
        const id = parseRowId(request.params.id);
        if (id === null) throw AppError.notFound(conversationMessages.notFound);
        return exportConversation(deps, user.id, id, readSettings(user.settings).timeZone);
      },
    );
  };
}
