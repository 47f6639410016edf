import type { FastifyBaseLogger } from 'fastify';
import type { SendMessageResponse } from '../../contract/conversations.js';
import type { ChatModel } from '../ai/chat-model.js';
import { type ReplyHandlers, streamReply } from '../ai/stream-reply.js';
import type { Database } from '../db/client.js';
import { messages } from '../db/schema/index.js';
import type { FileStorage } from '../files/storage.js';
import type { VideoFrameReader } from '../files/video-frame.js';
import type { PreparedTurn } from './prepare-turn.js';
import { releaseReply } from './usage-limits.js';

export type TurnDeps = {
  db: Database;
  /** Where uploaded files are read from (pictures for a model that sees). */
  storage?: FileStorage | undefined;
  /** A frame of a shared video, for a model that sees. */
  videoFrame?: VideoFrameReader | undefined;
  clock: () => Date;
  chatModel: ChatModel;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
};

/** A finished turn; null when the client went away before anything was said. */
export type TurnResult = (SendMessageResponse & { cut: boolean }) | null;

/** What is stored of a reply cut short: the sentences already sent, marked as cut. */
export const CUT_MARK = ' …';

/**
 * Asks the model and stores its reply. A provider failure gives the claimed reply back, keeps the
 * user's message, and rejects with a retryable 502/503. When `signal` aborts (the client left), the
 * sentences already emitted are stored followed by " …"; with none, the reply is given back.
 */
export async function runTurn(
  deps: TurnDeps,
  turn: PreparedTurn,
  signal: AbortSignal,
  handlers: ReplyHandlers = {},
): Promise<TurnResult> {
  const { db, chatModel } = deps;
  let reply: Awaited<ReturnType<typeof streamReply>>;
  try {
    reply = await streamReply(
      chatModel,
      {
        expert: turn.expert,
        language: turn.language,
        turns: turn.turns,
        premium: turn.plan.premium,
        signal,
        documents: turn.documents,
      },
      handlers,
    );
  } catch (err) {
    await releaseReply(db, turn.conversationId, turn.userId);
    throw err;
  }
  deps.log.info(
    {
      turn: {
        conversationId: turn.conversationId,
        provider: chatModel.provider,
        model: chatModel.model,
        aborted: reply.aborted,
        chars: reply.text.length,
        ...reply.timings,
      },
    },
    'chat turn',
  );
  let content = reply.text;
  if (reply.aborted) {
    if (reply.sentences.length === 0) {
      await releaseReply(db, turn.conversationId, turn.userId);
      return null;
    }
    const joiner = /^(zh|ja)/.test(turn.language) ? '' : ' ';
    content = `${reply.sentences.join(joiner)}${CUT_MARK}`;
  }
  const [bot] = await db
    .insert(messages)
    .values({
      conversationId: turn.conversationId,
      isUser: false,
      content,
      timestamp: deps.clock(),
      detectedLanguage: turn.language,
    })
    .returning({ id: messages.id, content: messages.content });
  if (!bot) throw new Error('reply not stored');
  return {
    userMessage: turn.userMessage,
    botMessage: bot,
    showTrialOffer: turn.showTrialOffer,
    replyCount: turn.replyCount,
    cut: reply.aborted,
  };
}
