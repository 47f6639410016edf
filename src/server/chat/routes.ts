import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatContract as contract } from '../../contract/chat-routes.js';
import type { ChatModel } from '../ai/chat-model.js';
import type { Database } from '../db/client.js';
import type { AttemptLimiter } from '../http/brute-force.js';
import { contractRoute } from '../http/contract-route.js';
import { runEventStream } from '../http/run-event-stream.js';
import type { SafetyCheck } from '../safety/safety-check.js';
import { assistantChat } from './assistant-chat.js';
import { sendGuestMessage } from './send-guest-message.js';
import { streamGuestMessage } from './stream-guest-message.js';

export type ChatDeps = {
  db: Database;
  clock: () => Date;
  chatModel: ChatModel;
  limiter: AttemptLimiter;
  /** The server secret: signs guests' speech tokens, salts the keys that count safety events once. */
  secret: string;
  /** The asynchronous safety layer run beside each reply; none without a provider. */
  safetyCheck?: SafetyCheck | undefined;
};

export function chatRoutes(deps: ChatDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...contractRoute(contract.guest, {
        tags: ['chat'],
        summary: 'A guest chat reply; nothing is stored (20 replies an hour per IP)',
      }),
      handler: async (request) =>
        sendGuestMessage({ ...deps, log: request.log }, request.body, request.ip, {
          acceptLanguage: request.headers['accept-language'],
        }),
    });

    app.route({
      ...contractRoute(contract.guestStream, {
        tags: ['chat'],
        summary:
          'A guest chat reply as Server-Sent Events (delta, sentence, done {response, expertId}, error)',
      }),
      handler: async (request, reply) => {
        const body = await streamGuestMessage({ ...deps, log: request.log }, request.body, request.ip, {
          acceptLanguage: request.headers['accept-language'],
        });
        await runEventStream(request, reply, body);
      },
    });

    app.route({
      ...contractRoute(contract.assistant, {
        tags: ['chat'],
        summary:
          'Assistant chat; its threads are kept in our database. The message gets the safety care of every turn (help card, advice line)',
      }),
      handler: async (request) =>
        assistantChat({ ...deps, log: request.log }, request.auth?.user ?? null, request.body, request.ip, {
          acceptLanguage: request.headers['accept-language'],
        }),
    });
  };
}
