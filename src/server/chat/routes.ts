import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assistantChatRequestSchema,
  assistantChatResponseSchema,
  chatErrorSchema,
  guestChatRequestSchema,
  guestChatResponseSchema,
} from '../../contract/chat.js';
import { errorBodySchema } from '../../contract/errors.js';
import type { ChatModel } from '../ai/chat-model.js';
import type { Database } from '../db/client.js';
import type { AttemptLimiter } from '../http/brute-force.js';
import { errorEventBody, installChatErrors } from '../http/chat-error.js';
import { openEventStream } from '../http/sse.js';
import { assistantChat } from './assistant-chat.js';
import { claimGuestReply, guestChat } from './guest-chat.js';

export type ChatDeps = { db: Database; clock: () => Date; chatModel: ChatModel; limiter: AttemptLimiter };

const errors = {
  400: errorBodySchema,
  403: chatErrorSchema,
  404: errorBodySchema,
  502: chatErrorSchema,
  503: chatErrorSchema,
};

export function chatRoutes(deps: ChatDeps): FastifyPluginAsyncZod {
  return async (app) => {
    installChatErrors(app);

    app.post(
      '/api/chat',
      {
        schema: {
          tags: ['chat'],
          summary: 'A guest chat reply; nothing is stored (20 replies an hour per IP)',
          body: guestChatRequestSchema,
          response: { 200: guestChatResponseSchema, ...errors },
        },
      },
      async (request) => {
        await claimGuestReply(deps.limiter, request.ip);
        const { reply, expert } = await guestChat(
          deps,
          request.body,
          request.ip,
          new AbortController().signal,
        );
        return { response: reply.text, expertId: expert.id };
      },
    );

    app.post(
      '/api/chat/stream',
      {
        schema: {
          tags: ['chat'],
          summary:
            'A guest chat reply as Server-Sent Events (delta, sentence, done {response, expertId}, error)',
          body: guestChatRequestSchema,
          response: errors,
        },
      },
      async (request, reply) => {
        await claimGuestReply(deps.limiter, request.ip);
        const events = openEventStream(request, reply);
        try {
          const { reply: answer, expert } = await guestChat(deps, request.body, request.ip, events.signal, {
            onDelta: (text) => events.send('delta', { text }),
            onSentence: (index, text) => events.send('sentence', { index, text }),
          });
          request.log.info(
            { turn: { guest: true, aborted: answer.aborted, ...answer.timings } },
            'chat turn',
          );
          if (!answer.aborted) events.send('done', { response: answer.text, expertId: expert.id });
        } catch (err) {
          events.send('error', errorEventBody(err));
        } finally {
          events.end();
        }
      },
    );

    app.post(
      '/api/assistant/chat',
      {
        schema: {
          tags: ['chat'],
          summary: 'Assistant chat; its threads are kept in our database',
          body: assistantChatRequestSchema,
          response: { 200: assistantChatResponseSchema, ...errors },
        },
      },
      async (request) => assistantChat(deps, request.auth?.user ?? null, request.body, request.ip),
    );
  };
}
