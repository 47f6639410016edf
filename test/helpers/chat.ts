import { ErrorCode } from '../../src/contract/errors.js';
import type { ChatModel, ChatRequest } from '../../src/server/ai/chat-model.js';
import { buildApp } from '../../src/server/app.js';
import type { Config } from '../../src/server/config.js';
import { AppError } from '../../src/server/http/app-error.js';
import type { SafetyCheck } from '../../src/server/safety/safety-check.js';
import { type TestApp, TestClient, testConfig } from './app.js';
import { createTestDatabase } from './database.js';

export const DEFAULT_REPLY = 'Hello there, friend. This is a test reply! Does it work?';

/** How the test model answers one request: the pieces of text it streams. */
export type Behaviour = (request: ChatRequest) => AsyncIterable<string>;

/** Streams `text` word by word. */
export function reply(text: string = DEFAULT_REPLY): Behaviour {
  return async function* () {
    for (const piece of text.match(/\S+\s*/g) ?? []) yield piece;
  };
}

/** Streams `before`, then fails the way a provider adapter does (AppError 502). */
export function failAfter(before = 'I was about to '): Behaviour {
  return async function* () {
    yield before;
    throw new AppError('AI_PROVIDER_ERROR', 502, 'The AI provider failed. Please try again.');
  };
}

/** Streams `before`, then waits for the abort signal (the client leaving) and ends. */
export function waitForAbort(before: string, started?: () => void): Behaviour {
  return async function* (request) {
    for (const piece of before.match(/\S+\s*/g) ?? []) yield piece;
    started?.();
    if (!request.signal.aborted) {
      await new Promise<void>((resolve) => request.signal.addEventListener('abort', () => resolve()));
    }
  };
}

/** A ChatModel for tests: records every request and answers with `behaviour`. */
export class TestModel implements ChatModel {
  readonly provider = 'test';
  readonly model = 'test-model';
  readonly requests: ChatRequest[] = [];
  behaviour: Behaviour = reply();
  aborted = 0;

  stream(request: ChatRequest) {
    this.requests.push(request);
    request.signal.addEventListener('abort', () => this.aborted++);
    return {
      textStream: this.behaviour(request),
      usage: Promise.resolve({ inputTokens: 1, outputTokens: 1 }),
    };
  }
}

export type ChatTestApp = TestApp & { model: TestModel };

/** The app with a TestModel as its language model. */
export async function startChatApp(
  options: { clock?: () => Date; safetyCheck?: SafetyCheck; config?: Partial<Config> } = {},
): Promise<ChatTestApp> {
  const database = await createTestDatabase();
  const config = testConfig(options.config);
  const model = new TestModel();
  const app = await buildApp({
    config,
    database,
    webRoot: null,
    chatModel: model,
    ...(options.safetyCheck ? { safetyCheck: options.safetyCheck } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  let ip = 0;
  return {
    app,
    database,
    config,
    model,
    client: (address) => new TestClient(app, address ?? `10.1.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Parses a text/event-stream body into its events. */
// biome-ignore lint/suspicious/noExplicitAny: test events are read field by field
export function parseEvents(body: string): { event: string; data: any }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) };
    });
}

/**
 * The `error` event of a Server-Sent Events answer that stands for a server failure (an unexpected
 * error, or a retryable one such as a provider's), or null: a stream's own 5xx, which its 200 hides.
 */
export function streamFailure(res: { headers: Record<string, unknown>; body: string }): string | null {
  if (!String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) return null;
  const failed = parseEvents(res.body).find(
    (e) => e.event === 'error' && (e.data?.error === ErrorCode.internal || e.data?.retryable === true),
  );
  return failed ? JSON.stringify(failed.data) : null;
}
