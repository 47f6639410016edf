import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationContract as contract } from '../../contract/conversation-routes.js';
import { CONVERSATION_LIST_MAX, conversationMessages } from '../../contract/conversations.js';
import type { ChatModel } from '../ai/chat-model.js';
import { planOf } from '../billing/plan.js';
import type { Database } from '../db/client.js';
import type { ScannedPagesReader } from '../files/scanned-pages.js';
import type { FileStorage } from '../files/storage.js';
import type { VideoFrameReader } from '../files/video-frame.js';
import { AppError } from '../http/app-error.js';
import { requireUser } from '../http/auth.js';
import { contractRoute } from '../http/contract-route.js';
import { recordedStream } from '../http/idempotency.js';
import { parseRowId } from '../http/row-id.js';
import { runEventStream } from '../http/run-event-stream.js';
import type { MemoryExtractor } from '../memory/memory-extractor.js';
import type { ReminderExtractor } from '../reminders/reminder-extractor.js';
import type { SafetyCheck } from '../safety/safety-check.js';
import { createConversation } from './create-conversation.js';
import { cutReply } from './cut-reply.js';
import { deleteConversation } from './delete-conversation.js';
import { exportConversation } from './export-conversation.js';
import { getConversation } from './get-conversation.js';
import { listConversations } from './list-conversations.js';
import { renameConversation } from './rename-conversation.js';
import { searchConversations } from './search-conversations.js';
import { sendMessage } from './send-message.js';
import { streamMessage } from './stream-message.js';

export type ConversationDeps = {
  db: Database;
  clock: () => Date;
  chatModel: ChatModel;
  /** The asynchronous safety layer run beside each reply; none without a provider. */
  safetyCheck?: SafetyCheck | undefined;
  /** The server secret: salts the keys that count safety events once per conversation and kind. */
  secret: string;
  storage?: FileStorage | undefined;
  /** A frame of a shared video, for a model that sees. */
  videoFrame?: VideoFrameReader | undefined;
  /** The page pictures of a shared scanned PDF, for a model that sees. */
  scannedPages?: ScannedPagesReader | undefined;
  /** Finds the facts a person shares, for their memory (none: nothing is remembered). */
  memoryExtractor?: MemoryExtractor | undefined;
  /** Finds the reminders a message asks for (default the offline chrono-node one). */
  reminderExtractor?: ReminderExtractor | undefined;
};

/** What the request says of where the person is: the browser's languages and regions. */
const whereOf = (request: FastifyRequest) => ({ acceptLanguage: request.headers['accept-language'] });

function conversationId(raw: string): number {
  const id = parseRowId(raw);
  if (id === null) throw AppError.notFound(conversationMessages.notFound);
  return id;
}

export function conversationRoutes(deps: ConversationDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['conversations'];

    app.route({
      ...contractRoute(contract.list, {
        tags,
        summary: "The signed-in user's conversations, newest first, a page at a time",
        description:
          'With `limit` (1-100, default 20) or `cursor` (the `nextCursor` of the page before), the answer is a ' +
          'ConversationPage `{items, nextCursor, total}`. Without either, it is the first 200 as a bare array ' +
          '(the answer of earlier clients).',
      }),
      handler: async (request) => {
        const { user } = requireUser(request);
        const { limit, cursor } = request.query;
        if (limit === undefined && cursor === undefined) {
          return (await listConversations(deps, user.id, { limit: CONVERSATION_LIST_MAX })).items;
        }
        return listConversations(deps, user.id, { limit, cursor });
      },
    });

    app.route({
      ...contractRoute(contract.search, {
        tags,
        summary: "Search the signed-in user's conversations by words, newest first, a page at a time",
        description:
          "Every word of `q` must be in the conversation's title or one of its messages, anywhere in a " +
          'word (case, accents and vowel points ignored; Chinese and Japanese matched inside the text). ' +
          '`limit` (1-100, default 20) and `cursor` (the `nextCursor` of the page before) page it like the list.',
      }),
      handler: async (request) => {
        const { user } = requireUser(request);
        return searchConversations(deps, user.id, request.query);
      },
    });

    app.route({
      ...contractRoute(contract.create, {
        tags,
        summary: 'Start a conversation (free plan: 2 a day, showTrialOffer on the last)',
      }),
      config: { idempotent: 'signed-in' },
      handler: async (request, reply) => {
        const { user } = requireUser(request);
        const created = await createConversation(deps, user, request.body.goatCategory);
        return reply.code(201).send(created);
      },
    });

    app.route({
      ...contractRoute(contract.detail, {
        tags,
        summary: 'One of your conversations with its messages, oldest first',
      }),
      handler: async (request) => {
        const { user } = requireUser(request);
        return getConversation(
          deps,
          user.id,
          conversationId(request.params.id),
          { timeZone: user.settings.timeZone ?? null, ...whereOf(request) },
          !planOf(user, deps.clock()).paid,
        );
      },
    });

    app.route({
      ...contractRoute(contract.rename, {
        tags,
        summary: 'Rename one of your conversations (automatic titles never replace a title you gave)',
      }),
      handler: async (request) => {
        const { user } = requireUser(request);
        return renameConversation(deps.db, user.id, conversationId(request.params.id), request.body.title);
      },
    });

    app.route({
      ...contractRoute(contract.remove, {
        tags,
        summary:
          'Delete one of your conversations: its messages, summary, shared files and the facts remembered only from it',
        description:
          "Reminders set in it stay, no longer linked to it. The day's count of new conversations is not " +
          "given back. A conversation already deleted, or another user's, is 404.",
      }),
      handler: async (request) => {
        const { user } = requireUser(request);
        await deleteConversation(
          { db: deps.db, storage: deps.storage, log: request.log },
          user.id,
          conversationId(request.params.id),
        );
        return { success: true, message: conversationMessages.deleted };
      },
    });

    app.route({
      ...contractRoute(contract.send, {
        tags,
        summary: "Send a message and get the expert's reply (free plan: 10 replies a conversation)",
      }),
      config: { idempotent: 'signed-in' },
      handler: async (request) => {
        const { user } = requireUser(request);
        const id = conversationId(request.params.id);
        return sendMessage({ ...deps, log: request.log }, user, id, request.body, whereOf(request));
      },
    });

    app.route({
      ...contractRoute(contract.stream, {
        tags,
        summary:
          'Send a message; the reply streams as Server-Sent Events (safety, delta, sentence, done, error)',
        description:
          'Events: `safety` SafetyNotice when a safety layer finds a crisis in the message (the offline ' +
          'detector before any text; the asynchronous check whenever it answers, again when it adds kinds); ' +
          '`delta` {text}; `sentence` {index, text}; `done` SendMessageResponse (with `safety` when raised); ' +
          'or `error` ChatError.',
      }),
      config: { idempotent: 'signed-in' },
      handler: async (request, reply) => {
        const { user } = requireUser(request);
        const id = conversationId(request.params.id);
        const body = await streamMessage(
          { ...deps, log: request.log },
          user,
          id,
          request.body,
          whereOf(request),
        );
        await runEventStream(request, reply, recordedStream(request, body));
      },
    });

    app.route({
      ...contractRoute(contract.cut, {
        tags,
        summary: 'The reply was interrupted: keep only what the expert said aloud, followed by " …"',
      }),
      handler: async (request) => {
        const { user } = requireUser(request);
        const id = conversationId(request.params.id);
        const messageId = parseRowId(request.params.messageId);
        if (messageId === null) throw AppError.notFound(conversationMessages.messageNotFound);
        return cutReply(deps.db, user.id, id, messageId, request.body.spoken);
      },
    });

    app.route({
      ...contractRoute(contract.export, {
        tags,
        summary: 'A plain-text transcript of one of your conversations',
      }),
      handler: async (request) => {
        const { user } = requireUser(request);
        return exportConversation(deps, user, conversationId(request.params.id));
      },
    });
  };
}
