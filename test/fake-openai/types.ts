import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FakeSafetyAnswer, ModerationCategories } from './safety.js';

/**
 * How the fake provider misbehaves (applies to every POST endpoint):
 * - 'timeout': never answers (the socket stays open until the client gives up or close()).
 * - 'http500' / 'http429': an OpenAI-style JSON error; 429 carries retry-after and retry-after-ms.
 * - 'broken-stream': starts the answer, sends part of it, then destroys the socket.
 * - 'fail-once-500': the first request after start/setBehaviour gets a 500, later ones succeed.
 */
export type FakeFailure = 'none' | 'timeout' | 'http500' | 'http429' | 'broken-stream' | 'fail-once-500';

export type FakeOpenAIOptions = {
  /** Chat reply text, or a function of the last user message. Default: a deterministic reply of replyTokens words. */
  reply?: string | ((lastUserMessage: string) => string);
  /** Words in the default reply (a token is a word and its following space). Default 24. */
  replyTokens: number;
  /** Delay before the first streamed token / the non-streamed answer. Default 0. */
  firstTokenDelayMs: number;
  /** Streaming rate; 0 sends every token at once. Default 0. */
  tokensPerSecond: number;
  failure: FakeFailure;
  /** Sent with 429 as retry-after-ms (and rounded up as retry-after seconds). Default 1000. */
  retryAfterMs: number;
  /** Delay before the first byte of /v1/audio/speech. Default 0. */
  firstByteDelayMs: number;
  /** Seconds of audio per character of speech input. Default 0.06. */
  speechSecondsPerChar: number;
  /** Text answered by /v1/audio/transcriptions. Default 'hello from the fake transcriber'. */
  transcriptionText: string;
  /**
   * The answer to the safety check's structured request (a chat completion whose response_format is
   * the safety schema). Default: defaultSafetyAnswer of safety.ts. The delay is firstTokenDelayMs.
   */
  safetyAnswer?: (message: string) => FakeSafetyAnswer;
  /**
   * The content answered to the memory extraction's structured request (response_format named
   * memory_facts), as text, so a test can send an invalid answer too. Default: no facts.
   */
  memoryAnswer?: (message: string) => string;
  /** The flagged categories of POST /v1/moderations per input. Default: defaultModerationCategories. */
  moderationCategories?: (input: string) => ModerationCategories;
  /** Delay before the moderation answer. Default 0. */
  moderationDelayMs: number;
  /**
   * A chat completion whose last user message this answers a promise for is held until the promise
   * settles (then answered as usual): a test decides when a call the server made ends.
   */
  hold?: (lastUserMessage: string) => Promise<void> | undefined;
  /** When set, requests without `Authorization: Bearer <apiKey>` get 401. */
  apiKey?: string;
  /**
   * How long an idle connection is kept (and said in its Keep-Alive hint). Default: Node's 5 s; a
   * test of connection reuse sets a provider's longer one, so a slow machine's pause does not end it.
   */
  keepAliveMs?: number;
};

/** One received request, as logged by the fake server. */
export type FakeRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body; for multipart, the fields plus file: {name, type, size}. */
  body: unknown;
  /** True once the client closed the connection before the answer was complete. */
  aborted: boolean;
  /** True once the answer was sent completely. */
  completed: boolean;
};

export type FakeContext = {
  options: FakeOpenAIOptions;
  entry: FakeRequest;
  req: IncomingMessage;
  res: ServerResponse;
  /** Waits ms (0: no wait); resolves false when the client went away or the server is closing. */
  wait(ms: number): Promise<boolean>;
};
