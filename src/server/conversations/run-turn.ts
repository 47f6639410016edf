import type { FastifyBaseLogger } from 'fastify';
import type { SendMessageResponse } from '../../contract/conversations.js';
import type { SafetyNotice } from '../../contract/safety-values.js';
import type { ChatModel } from '../ai/chat-model.js';
import { type ReplyHandlers, streamReply } from '../ai/stream-reply.js';
import type { Database } from '../db/client.js';
import { messages } from '../db/schema/index.js';
import type { FileStorage } from '../files/storage.js';
import type { VideoFrameReader } from '../files/video-frame.js';
import type { FoundFact } from '../memory/find-facts.js';
import { keepSafeFacts, type MemoryExtractor, type TurnSafetyReading } from '../memory/memory-extractor.js';
import { rememberFacts } from '../memory/memory-store.js';
import { adviceNote } from '../safety/advice-topics.js';
import type { SafetyCheck } from '../safety/safety-check.js';
import { watchTurnSafety } from '../safety/turn-safety.js';
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
  /** The asynchronous safety layer (the model's check, the provider's moderation), run beside the reply. */
  safetyCheck?: SafetyCheck | undefined;
  /** Finds the facts the person shared, run beside the reply; none: nothing is remembered. */
  memoryExtractor?: MemoryExtractor | undefined;
};

export type TurnHandlers = ReplyHandlers & {
  /** A safety layer found a crisis in the user's message (again when another layer adds kinds). */
  onSafety?(notice: SafetyNotice): void;
};

/** A finished turn; null when the client went away before anything was said. */
export type TurnResult = (SendMessageResponse & { cut: boolean }) | null;

/** What is stored of a reply cut short: the sentences already sent, marked as cut. */
export const CUT_MARK = ' …';

/**
 * Asks the model and stores its reply. The user's message is read for a crisis at once (the offline
 * detector: its `onSafety` comes before the reply starts, and the model is told to step out of its
 * persona for this turn) and by the asynchronous safety check beside the reply. A medical, legal or
 * financial question gets the not-professional-advice line stored with the reply. A provider failure gives the claimed reply back, keeps the
 * user's message, and rejects with a retryable 502/503. When `signal` aborts (the client left), the
 * sentences already emitted are stored followed by " …"; with none, the reply is given back.
 */
export async function runTurn(
  deps: TurnDeps,
  turn: PreparedTurn,
  signal: AbortSignal,
  handlers: TurnHandlers = {},
): Promise<TurnResult> {
  const { db, chatModel } = deps;
  const { onSafety, ...replyHandlers } = handlers;
  const safety = watchTurnSafety(
    deps,
    {
      text: turn.userMessage.content,
      language: turn.language,
      country: turn.country,
      messageId: turn.userMessage.id,
      ...(onSafety ? { onNotice: onSafety } : {}),
    },
    signal,
  );
  const sharing = turn.memory.enabled
    ? findSharedFacts(deps, turn.userMessage.content, turn.language)
    : Promise.resolve([]);
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
        country: turn.country,
        ...(safety.offline ? { crisis: safety.offline.kinds } : {}),
        documents: turn.documents,
        remembered: turn.memory.facts,
      },
      replyHandlers,
    );
  } catch (err) {
    await safety.settle(false);
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
  await safety.settle(!reply.aborted);
  let content = reply.text;
  if (reply.aborted) {
    if (reply.sentences.length === 0) {
      await releaseReply(db, turn.conversationId, turn.userId);
      return null;
    }
    const joiner = /^(zh|ja)/.test(turn.language) ? '' : ' ';
    content = `${reply.sentences.join(joiner)}${CUT_MARK}`;
  }
  // A crisis is answered with care and the help card, not with a disclaimer.
  const note = safety.kinds().length > 0 ? null : adviceNote(safety.topics(), turn.language);
  const [bot] = await db
    .insert(messages)
    .values({
      conversationId: turn.conversationId,
      isUser: false,
      content,
      timestamp: deps.clock(),
      detectedLanguage: turn.language,
      adviceNote: note,
    })
    .returning({ id: messages.id, content: messages.content });
  if (!bot) throw new Error('reply not stored');
  await rememberShared(deps, turn, sharing, { crisis: safety.kinds(), topics: safety.topics() });
  const notice = safety.notice();
  return {
    userMessage: turn.userMessage,
    botMessage: note === null ? bot : { ...bot, adviceNote: note },
    ...(notice ? { safety: notice } : {}),
    showTrialOffer: turn.showTrialOffer,
    replyCount: turn.replyCount,
    cut: reply.aborted,
  };
}

/** The facts the message shares, found beside the reply; a failure finds none (logged). */
function findSharedFacts(deps: TurnDeps, text: string, language: string): Promise<FoundFact[]> {
  const extractor = deps.memoryExtractor;
  if (!extractor) return Promise.resolve([]);
  return extractor.extract(text, language).catch((err: unknown) => {
    deps.log.error({ err }, 'memory: facts not read');
    return [];
  });
}

/** How long the end of a reply waits for the reading of shared facts before leaving it to finish alone. */
export const MEMORY_GRACE_MS = 2000;

/**
 * Keeps what the person shared once the turn's safety is known: nothing from a crisis, health only
 * when they asked for it to be remembered (keepSafeFacts). The reading ran beside the reply; if it is
 * still under way, `done` waits at most MEMORY_GRACE_MS and the facts are then kept when it ends. A
 * failure is logged; the reply stands.
 */
async function rememberShared(
  deps: TurnDeps,
  turn: PreparedTurn,
  sharing: Promise<FoundFact[]>,
  safety: TurnSafetyReading,
): Promise<void> {
  const keep = async (found: readonly FoundFact[]) => {
    const facts = keepSafeFacts(found, turn.language, safety);
    if (facts.length === 0) return;
    try {
      await rememberFacts(deps.db, turn.userId, facts, deps.clock());
    } catch (err) {
      deps.log.error({ err }, 'memory: facts not kept');
    }
  };
  const kept = sharing.then(keep);
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, MEMORY_GRACE_MS);
  });
  await Promise.race([kept, grace]);
  clearTimeout(timer);
}
