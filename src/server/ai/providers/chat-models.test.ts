import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAI, startFakeOpenAI } from '../../../../test/fake-openai/server.js';
import { AppError } from '../../http/app-error.js';
import type { ChatModel, ChatRequest, ChatStream } from '../chat-model.js';
import { experts, systemPrompt } from '../experts.js';
import { type AiConfig, aiConfigDefaults } from './ai-env.js';
import { createChatModel } from './chat-models.js';

let fake: FakeOpenAI;
const expert = experts[0] as (typeof experts)[number];

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setBehaviour({ failure: 'none', firstTokenDelayMs: 0, tokensPerSecond: 0, retryAfterMs: 10 });
});

function config(overrides: Partial<AiConfig> = {}): AiConfig {
  return {
    ...aiConfigDefaults(),
    AI_BASE_URL: fake.url,
    AI_API_KEY: 'test-key',
    AI_MODEL: 'small-model',
    AI_MODEL_PREMIUM: 'big-model',
    AI_TIMEOUT_MS: 2000,
    ...overrides,
  };
}

function request(overrides: Partial<ChatRequest> = {}): ChatRequest {
  return {
    expert,
    language: 'en-US',
    turns: [{ role: 'user', content: 'How do I start running' }],
    premium: false,
    priority: 'free',
    signal: new AbortController().signal,
    ...overrides,
  };
}

/** Reads a stream to its end: the deltas, and the error thrown from the iteration if any. */
async function drain(stream: ChatStream): Promise<{ deltas: string[]; error?: unknown }> {
  const deltas: string[] = [];
  try {
    for await (const delta of stream.textStream) deltas.push(delta);
    return { deltas };
  } catch (error) {
    return { deltas, error };
  }
}

const chatRequests = () => fake.requests.filter((r) => r.path === '/v1/chat/completions');
// biome-ignore lint/suspicious/noExplicitAny: the logged body is read field by field
const body = (i = 0) => chatRequests()[i]?.body as any;

function expectAppError(error: unknown, status: number, code: string) {
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status, code });
}

describe('OpenAI-compatible chat model', () => {
  let model: ChatModel;
  beforeEach(() => {
    model = createChatModel(config());
  });

  it('streams deltas in order that join to the full reply, with the system prompt and usage', async () => {
    fake.setBehaviour({ tokensPerSecond: 400 });
    const stream = model.stream(request());
    const { deltas, error } = await drain(stream);
    expect(error).toBeUndefined();
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.join('')).toMatch(/^You said: How do I start running\. /);
    expect(deltas.join('').split(' ')).toHaveLength(24);
    expect(model).toMatchObject({ provider: 'openai-compatible', model: 'small-model' });
    expect(body()).toMatchObject({
      model: 'small-model',
      stream: true,
      max_tokens: 400,
      messages: [
        { role: 'system', content: systemPrompt(expert, 'en-US') },
        { role: 'user', content: 'How do I start running' },
      ],
    });
    expect(chatRequests()[0]?.headers.authorization).toBe('Bearer test-key');
    // The fake counts words of every message, the system prompt included.
    const words = body().messages.map((m: { content: string }) => m.content.split(/\s+/).length);
    const inputTokens = words.reduce((a: number, b: number) => a + b, 0);
    expect(await stream.usage).toEqual({ inputTokens, outputTokens: 24 });
  });

  it('uses the premium model and reply budget for a paid plan', async () => {
    const { error } = await drain(model.stream(request({ premium: true })));
    expect(error).toBeUndefined();
    expect(body()).toMatchObject({ model: 'big-model', max_tokens: 800 });
  });

  it("sends pictures only to the plan's model that sees (AI_VISION=auto goes by each model's name)", async () => {
    const seeing = createChatModel(config({ AI_MODEL: 'llama3.1:8b', AI_MODEL_PREMIUM: 'gpt-4o' }));
    expect(seeing.seesImages?.(false)).toBe(false);
    expect(seeing.seesImages?.(true)).toBe(true);
    const picture = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
    const documents = [
      {
        name: 'scan.pdf',
        kind: 'pdf' as const,
        mimeType: 'application/pdf',
        size: 4000,
        meta: { pages: 2, hasText: false },
        text: '',
        fresh: true,
        pictures: [
          { data: picture, mediaType: 'image/jpeg', page: 1 },
          { data: picture, mediaType: 'image/jpeg', page: 2 },
        ],
      },
    ];
    for (const premium of [true, false]) {
      fake.requests.length = 0;
      const { error } = await drain(seeing.stream(request({ premium, documents })));
      expect(error).toBeUndefined();
      const last = body().messages.at(-1);
      const system = body().messages[0].content as string;
      if (premium) {
        expect(last.content.slice(1)).toEqual([
          { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,/9j/2Q==' } },
          { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,/9j/2Q==' } },
        ]);
        expect(system).toContain('the pictures of pages 1 and 2 of 2 are attached to the latest message');
      } else {
        expect(last).toEqual({ role: 'user', content: 'How do I start running' });
        expect(system).toContain('Nothing could be read from it: say so plainly');
      }
    }
    // AI_VISION=false says it outright, whatever the name.
    expect(createChatModel(config({ AI_MODEL_PREMIUM: 'gpt-4o', AI_VISION: false })).seesImages?.(true)).toBe(
      false,
    );
  });

  it('answers 503 when the provider does not answer within AI_TIMEOUT_MS', async () => {
    fake.setBehaviour({ failure: 'timeout' });
    const started = Date.now();
    const timed = createChatModel(config({ AI_TIMEOUT_MS: 400 }));
    const stream = timed.stream(request());
    const { error } = await drain(stream);
    expect(Date.now() - started).toBeLessThan(1500);
    expectAppError(error, 503, 'AI_PROVIDER_UNAVAILABLE');
    await expect(stream.usage).rejects.toBe(error);
    await expect.poll(() => chatRequests()[0]?.aborted).toBe(true);
  });

  it('retries 429 with backoff, then answers 503', async () => {
    fake.setBehaviour({ failure: 'http429' });
    const { error } = await drain(model.stream(request()));
    expectAppError(error, 503, 'AI_PROVIDER_UNAVAILABLE');
    expect((error as AppError).message).toBe(
      'The AI service is busy right now. Please try again in a moment.',
    );
    expect(chatRequests()).toHaveLength(3);
  });

  it('succeeds after one 500 thanks to the retry', async () => {
    fake.setBehaviour({ failure: 'fail-once-500' });
    // Without retry-after the SDK waits 2 s before its first retry.
    const patient = createChatModel(config({ AI_TIMEOUT_MS: 10_000 }));
    const { deltas, error } = await drain(patient.stream(request()));
    expect(error).toBeUndefined();
    expect(deltas.join('')).toMatch(/^You said/);
    expect(chatRequests()).toHaveLength(2);
  });

  it('answers 502 when the provider keeps failing with 500', async () => {
    fake.setBehaviour({ failure: 'http500' });
    const { error } = await drain(
      createChatModel(config({ AI_MAX_RETRIES: 1, AI_TIMEOUT_MS: 10_000 })).stream(request()),
    );
    expectAppError(error, 502, 'AI_PROVIDER_ERROR');
    expect((error as AppError).message).toBe('The AI service did not answer properly. Please try again.');
    expect(chatRequests()).toHaveLength(2);
  });

  it('answers 502 from the iteration when the stream breaks midway', async () => {
    fake.setBehaviour({ failure: 'broken-stream', tokensPerSecond: 200 });
    const stream = model.stream(request());
    const { deltas, error } = await drain(stream);
    expect(deltas.length).toBeGreaterThan(0);
    expectAppError(error, 502, 'AI_PROVIDER_ERROR');
    await expect(stream.usage).rejects.toBeInstanceOf(AppError);
  });

  it('answers 503 when nothing listens at AI_BASE_URL', async () => {
    const gone = await startFakeOpenAI();
    const url = gone.url;
    await gone.close();
    const { error } = await drain(
      createChatModel(config({ AI_BASE_URL: url, AI_MAX_RETRIES: 0 })).stream(request()),
    );
    expectAppError(error, 503, 'AI_PROVIDER_UNAVAILABLE');
  });

  it('cancels the provider request when the client goes away, without an error', async () => {
    fake.setBehaviour({ tokensPerSecond: 20 });
    const client = new AbortController();
    const stream = model.stream(request({ signal: client.signal }));
    const deltas: string[] = [];
    for await (const delta of stream.textStream) {
      deltas.push(delta);
      if (deltas.length === 2) client.abort();
    }
    expect(deltas.length).toBeLessThan(5);
    await expect.poll(() => chatRequests()[0]?.aborted).toBe(true);
    expect(chatRequests()[0]?.completed).toBe(false);
    await expect(stream.usage).resolves.toEqual({ inputTokens: 0, outputTokens: 0 });
  });

  it('cancels the provider request when the client leaves before the first token', async () => {
    fake.setBehaviour({ firstTokenDelayMs: 5000 });
    const client = new AbortController();
    const stream = model.stream(request({ signal: client.signal }));
    setTimeout(() => client.abort(), 100);
    const { deltas, error } = await drain(stream);
    expect(error).toBeUndefined();
    expect(deltas).toEqual([]);
    await expect.poll(() => chatRequests()[0]?.aborted).toBe(true);
  });

  it('cancels the provider request when the reader stops early', async () => {
    fake.setBehaviour({ tokensPerSecond: 20 });
    const stream = model.stream(request());
    for await (const _delta of stream.textStream) break;
    await expect.poll(() => chatRequests()[0]?.aborted).toBe(true);
  });
});

describe('offline chat model', () => {
  it('streams a demonstration reply that says so in plain words', async () => {
    const model = createChatModel(aiConfigDefaults());
    expect(model.provider).toBe('offline');
    const stream = model.stream(request());
    const { deltas, error } = await drain(stream);
    expect(error).toBeUndefined();
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.join('')).toContain('this is a demonstration');
    expect(deltas.join('')).not.toMatch(/AI_BASE_URL|provider|API key/);
    expect(await stream.usage).toEqual({ inputTokens: 0, outputTokens: 0 });
    expect(chatRequests()).toHaveLength(0);
  });
});
