import type { FastifyBaseLogger } from 'fastify';
import type { SafetyNotice } from '../../contract/safety-values.js';
import type { ChatDocument, ChatModel, ChatTurn, RememberedFact } from '../ai/chat-model.js';
import type { Expert } from '../ai/experts.js';
import type { CallPriority } from '../ai/metering/model-limiter.js';
import { type ReplyHandlers, type StreamedReply, streamReply } from '../ai/stream-reply.js';
import type { FoundFact } from '../memory/find-facts.js';
import { keepSafeFacts, type MemoryExtractor, type TurnSafetyReading } from '../memory/memory-extractor.js';
import { rememberFacts } from '../memory/memory-store.js';
import { adviceNote } from '../safety/advice-topics.js';
import { type TurnSafetyDeps, watchTurnSafety } from '../safety/turn-safety.js';
import type { TurnKind } from './turn-kinds.js';

export type PipelineDeps = TurnSafetyDeps & {
  chatModel: ChatModel;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Finds the facts the person shared, run beside the reply; none: nothing is remembered. */
  memoryExtractor?: MemoryExtractor | undefined;
};

export type TurnHandlers = ReplyHandlers & {
  /** A safety layer found a crisis in the person's message (again when another layer adds kinds). */
  onSafety?(notice: SafetyNotice): void;
};

/** What is stored of a reply cut short: the sentences already sent, marked as cut. */
export const CUT_MARK = ' …';

/** How long the end of a reply waits for the reading of shared facts before leaving it to finish alone. */
export const MEMORY_GRACE_MS = 2000;

/**
 * The reply as it is to be stored: whole, or cut (the sentences said, then CUT_MARK); `crisis`: a
 * safety layer found a crisis in the person's message.
 */
export type ReplyToStore = { content: string; adviceNote: string | null; cut: boolean; crisis: boolean };

/**
 * One turn, as its kind prepared it: the reply is already claimed (so `release` gives it back), and
 * the person's message stored where the kind keeps it. The pipeline does the rest.
 */
export type Turn<Stored> = {
  kind: TurnKind;
  /** The person's words, as they sent them. */
  text: string;
  /** The turn's language (BCP-47): the reply's, the help card's, the advice line's. */
  language: string;
  /** The country whose help lines a crisis gets. */
  country: string;
  expert: Expert;
  premium: boolean;
  /** The priority of the turn's model calls: its person's plan (model-limiter.ts). */
  priority: CallPriority;
  /** The history the model is given, cut to the token budget; the last one is the person's message. */
  turns: ChatTurn[];
  documents?: ChatDocument[] | undefined;
  /** The stored message to mark with the crisis kinds (a reload shows the card again); null: none. */
  markMessageId: number | null;
  /** At most one safety event is counted per scope and kind (a conversation, a thread, a guest's address). */
  eventScope: string;
  /**
   * The person's memory when it is on: what the prompt is given, whose facts are kept, and the
   * conversation they are told in (deleting it forgets them; null: none).
   */
  memory: { userId: number; facts: RememberedFact[]; conversationId: number | null } | null;
  /** Gives the claimed reply back: the provider failed, or the client left before anything was said. */
  release(): Promise<void>;
  /** Stores the reply where the kind keeps its replies; answers what the kind's answer names of it. */
  store(reply: ReplyToStore): Promise<Stored>;
  /** What the turn's log line names besides the timings (never the person's words). */
  logFields: Record<string, unknown>;
  /**
   * The reply already written for this turn (what the expert says of a reminder it set): said in
   * place of the model's, unless the offline detector finds a crisis, which the model answers.
   */
  scripted?: string | undefined;
};

/** A reply already written, given as a model's stream (no provider call, nothing metered). */
function scriptedModel(text: string): ChatModel {
  return {
    provider: 'scripted',
    model: 'scripted',
    stream: () => ({
      textStream: (async function* () {
        yield text;
      })(),
      usage: Promise.resolve({ inputTokens: 0, outputTokens: 0 }),
    }),
  };
}

/** A finished turn; the pipeline answers null when the client left before anything was said. */
export type TurnOutcome<Stored> = {
  stored: Stored;
  reply: StreamedReply;
  /** The help card, when any safety layer found a crisis. */
  safety: SafetyNotice | null;
  /** The not-professional-advice line (never with a crisis). */
  adviceNote: string | null;
  /** The client left mid-reply: what was stored is the sentences said, marked cut. */
  cut: boolean;
};

/**
 * The one turn pipeline, for every kind of turn. The person's message is read for a crisis at once
 * (the offline detector: `onSafety` comes before the reply starts, and the model is told to step out
 * of its persona for this turn) and by the asynchronous safety check beside the reply; the facts it
 * shares are read beside the reply too when memory is on. Then the model's reply (metered by the chat
 * model), the advice line for a medical, legal or financial question, storing, and the facts the
 * safety rules allow. A provider failure gives the claimed reply back and rejects with a retryable
 * 502/503. When `signal` aborts (the client left), the sentences already emitted are stored followed
 * by CUT_MARK; with none, the reply is given back and the answer is null.
 */
export async function runTurn<Stored>(
  deps: PipelineDeps,
  turn: Turn<Stored>,
  signal: AbortSignal,
  handlers: TurnHandlers = {},
): Promise<TurnOutcome<Stored> | null> {
  const { onSafety, ...replyHandlers } = handlers;
  const safety = watchTurnSafety(
    deps,
    {
      text: turn.text,
      language: turn.language,
      country: turn.country,
      priority: turn.priority,
      messageId: turn.markMessageId,
      eventScope: turn.eventScope,
      ...(onSafety ? { onNotice: onSafety } : {}),
    },
    signal,
  );
  const sharing = turn.memory ? findSharedFacts(deps, turn.text, turn.language) : Promise.resolve([]);
  const chatModel =
    turn.scripted !== undefined && !safety.offline ? scriptedModel(turn.scripted) : deps.chatModel;
  let reply: StreamedReply;
  try {
    reply = await streamReply(
      chatModel,
      {
        expert: turn.expert,
        language: turn.language,
        turns: turn.turns,
        premium: turn.premium,
        priority: turn.priority,
        signal,
        country: turn.country,
        ...(safety.offline ? { crisis: safety.offline.kinds } : {}),
        ...(turn.documents ? { documents: turn.documents } : {}),
        ...(turn.memory ? { remembered: turn.memory.facts } : {}),
      },
      replyHandlers,
    );
  } catch (err) {
    await safety.settle(false);
    await turn.release();
    throw err;
  }
  deps.log.info(
    {
      turn: {
        kind: turn.kind,
        ...turn.logFields,
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
      await turn.release();
      return null;
    }
    const joiner = /^(zh|ja)/.test(turn.language) ? '' : ' ';
    content = `${reply.sentences.join(joiner)}${CUT_MARK}`;
  }
  // A crisis is answered with care and the help card, not with a disclaimer.
  const crisis = safety.kinds();
  const note = crisis.length > 0 ? null : adviceNote(safety.topics(), turn.language);
  const stored = await turn.store({
    content,
    adviceNote: note,
    cut: reply.aborted,
    crisis: crisis.length > 0,
  });
  if (turn.memory) {
    await rememberShared(deps, turn.memory, turn.language, sharing, {
      crisis,
      topics: safety.topics(),
    });
  }
  return { stored, reply, safety: safety.notice(), adviceNote: note, cut: reply.aborted };
}

/** The facts the message shares, found beside the reply; a failure finds none (logged). */
function findSharedFacts(deps: PipelineDeps, text: string, language: string): Promise<FoundFact[]> {
  const extractor = deps.memoryExtractor;
  if (!extractor) return Promise.resolve([]);
  return extractor.extract(text, language).catch((err: unknown) => {
    deps.log.error({ err }, 'memory: facts not read');
    return [];
  });
}

/**
 * Keeps what the person shared once the turn's safety is known: nothing from a crisis, health only
 * when they asked for it to be remembered (keepSafeFacts). The reading ran beside the reply; if it is
 * still under way, the answer waits at most MEMORY_GRACE_MS and the facts are then kept when it ends.
 * A failure is logged; the reply stands.
 */
async function rememberShared(
  deps: PipelineDeps,
  memory: { userId: number; conversationId: number | null },
  language: string,
  sharing: Promise<FoundFact[]>,
  safety: TurnSafetyReading,
): Promise<void> {
  const keep = async (found: readonly FoundFact[]) => {
    const facts = keepSafeFacts(found, language, safety);
    if (facts.length === 0) return;
    try {
      await rememberFacts(deps.db, memory.userId, facts, deps.clock(), memory.conversationId);
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
