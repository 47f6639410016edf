import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationMessages } from '../../contract/conversations.js';
import { summaryContract } from '../../contract/summary-routes.js';
import { AppError } from '../http/app-error.js';
import { requireUser } from '../http/auth.js';
import { contractRoute } from '../http/contract-route.js';
import { parseRowId } from '../http/row-id.js';
import { type SummaryDeps, summarizeConversation } from './summarize-conversation.js';

export function summaryRoutes(deps: SummaryDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...contractRoute(summaryContract.summarize, {
        tags: ['conversations'],
        summary:
          'The summary of one of your conversations: discussed, advice, next steps with suggested times',
        description:
          'Written by the language model (structured output, checked) or, offline or when the model’s answer ' +
          'fails its checks, by picking key sentences and reading the reminder requests. Stored with the ' +
          'conversation and answered again until the conversation has new turns. 409 NOTHING_TO_SUMMARISE ' +
          'when the user has said nothing yet.',
      }),
      handler: async (request) => {
        const { user } = requireUser(request);
        const id = parseRowId(request.params.id);
        if (id === null) throw AppError.notFound(conversationMessages.notFound);
        return summarizeConversation(deps, user, id, request.body.timeZone);
      },
    });
  };
}
