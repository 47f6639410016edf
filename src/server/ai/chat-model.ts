import type { MemoryFactKind } from '../../contract/memory-values.js';
import type { CrisisKind } from '../../contract/safety-values.js';
import type { Expert } from './experts.js';
import type { CallPriority } from './metering/model-limiter.js';

/** A fact the person chose to share in an earlier conversation, as the prompt is given it. */
export type RememberedFact = { kind: MemoryFactKind; text: string };

/** One turn of a conversation as the model sees it. */
export type ChatTurn = { role: 'user' | 'assistant'; content: string };

/** A picture of a file, for a model that can see. */
export type ChatPicture = { data: Uint8Array; mediaType: string; page?: number | undefined };

/** A file the person shared in this conversation, as the model is given it. */
export type ChatDocument = {
  name: string;
  kind: 'image' | 'pdf' | 'text' | 'audio' | 'video';
  mimeType: string;
  size: number;
  meta: {
    pages?: number | undefined;
    width?: number | undefined;
    height?: number | undefined;
    durationSeconds?: number | undefined;
    characters?: number | undefined;
    hasText?: boolean | undefined;
    transcribed?: boolean | undefined;
    /** The file was too large to read in full: `text` is from its first part only. */
    truncated?: boolean | undefined;
  };
  /** The text read from the file (or written down from its sound), already within the budget. */
  text: string;
  /** Shared with the message being answered (not with an earlier one). */
  fresh: boolean;
  /**
   * What a model that can see is shown of it: the image itself, one frame of a video, or the pictures
   * of a scanned PDF's first pages (`page` says which).
   */
  pictures?: ChatPicture[] | undefined;
};

export type ChatRequest = {
  expert: Expert;
  /** BCP-47 language of the conversation, e.g. es-ES. */
  language: string;
  /** Earlier turns, oldest first, already cut to the token budget; the last one is the user's new message. */
  turns: ChatTurn[];
  /** A paid plan may get a larger reply budget and a separate model (AI_MODEL_PREMIUM). */
  premium: boolean;
  /** Whose turn it is (model-limiter.ts): when the provider is busy, the call waits with this priority. */
  priority: CallPriority;
  /** Aborted when the client goes away: the provider request is aborted too. */
  signal: AbortSignal;
  /** Where the person is, as far as known (ISO 3166 alpha-2): help lines are that country's. */
  country?: string;
  /**
   * The user's last message speaks of a crisis (the offline detector found these kinds): the reply
   * must step out of the persona, and the safety instruction is reinforced for this turn.
   */
  crisis?: CrisisKind[];
  /** Files shared in the conversation, newest first (none when absent). */
  documents?: ChatDocument[] | undefined;
  /** What the person chose to share in earlier conversations (none when memory is off). */
  remembered?: readonly RememberedFact[] | undefined;
};

export type ChatUsage = { inputTokens: number; outputTokens: number };

/** A streamed reply: text deltas as they arrive, then the usage once the stream has ended. */
export type ChatStream = {
  textStream: AsyncIterable<string>;
  usage: Promise<ChatUsage>;
};

/**
 * What the conversation engine needs of a language model. Implementations: the AI SDK over any
 * OpenAI-compatible chat API, Anthropic, and the offline responder when neither is configured.
 * Failures reject with AppError 502/503 (AI_PROVIDER_ERROR / AI_PROVIDER_UNAVAILABLE).
 */
export type ChatModel = {
  /** 'openai-compatible' | 'anthropic' | 'offline' */
  readonly provider: string;
  readonly model: string;
  /**
   * Whether the model answering this plan (`premium` may name another model) is given pictures
   * (images, video frames, scanned pages) as well as text.
   */
  seesImages?(premium: boolean): boolean;
  stream(request: ChatRequest): ChatStream;
};
