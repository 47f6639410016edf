import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { ChatError } from '../chat-error.js';
import { experts } from '../experts.js';
import { sdkChatModel } from '../providers/sdk-chat-model.js';
import { streamReply } from '../stream-reply.js';
import {
  type CallPriority,
  createModelLimiter,
  limitedModel,
  type ModelLimiter,
  replyPriority,
} from './model-limiter.js';

/** Queues calls in the given order on a full limiter and records the order in which they start. */
function harness(max: number) {
  const limiter = createModelLimiter(max);
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  const call = (name: string, priority: CallPriority, signal?: AbortSignal) =>
    limiter.acquire(priority, signal).then((release) => {
      started.push(name);
      releases.set(name, release);
    });
  const finish = async (name: string) => {
    releases.get(name)?.();
    // Let the granted waiter's continuation run.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { limiter, started, call, finish };
}

describe('model limiter', () => {
  it('lets maxConcurrent calls run at once and makes the next one wait for a free slot', async () => {
    const h = harness(2);
    await Promise.all([h.call('a', 'free'), h.call('b', 'free')]);
    void h.call('c', 'free');
    await h.finish('none');
    expect(h.started).toEqual(['a', 'b']);
    expect(h.limiter.waiting).toBe(1);
    await h.finish('a');
    expect(h.started).toEqual(['a', 'b', 'c']);
    expect(h.limiter.active).toBe(2);
  });

  it('serves waiting calls Premium, then Basic, then Free, then background; first come first served within each', async () => {
    const h = harness(1);
    await h.call('holder', 'free');
    for (const [name, priority] of [
      ['bg1', 'background'],
      ['free1', 'free'],
      ['basic1', 'basic'],
      ['free2', 'free'],
      ['premium1', 'premium'],
      ['bg2', 'background'],
      ['premium2', 'premium'],
    ] as const)
      void h.call(name, priority);
    for (const name of ['holder', 'premium1', 'premium2', 'basic1', 'free1', 'free2', 'bg1'])
      await h.finish(name);
    expect(h.started).toEqual(['holder', 'premium1', 'premium2', 'basic1', 'free1', 'free2', 'bg1', 'bg2']);
  });

  it('a call aborted while waiting leaves the queue at once, with the reason, and takes no slot', async () => {
    const h = harness(1);
    await h.call('holder', 'premium');
    const leave = new AbortController();
    const left = h.call('left', 'premium', leave.signal);
    void h.call('stays', 'free');
    expect(h.limiter.waiting).toBe(2);
    leave.abort(new Error('the person left'));
    await expect(left).rejects.toThrow('the person left');
    expect(h.limiter.waiting).toBe(1);
    await h.finish('holder');
    expect(h.started).toEqual(['holder', 'stays']);
    await expect(h.call('late', 'premium', leave.signal)).rejects.toThrow('the person left');
  });

  it('gives a slot back once however often its release is called', async () => {
    const h = harness(1);
    await h.call('a', 'free');
    void h.call('b', 'free');
    void h.call('c', 'free');
    await h.finish('a');
    await h.finish('a');
    expect(h.started).toEqual(['a', 'b']);
    expect(h.limiter.active).toBe(1);
  });

  it('gives a reply the priority of the plan, guests and Free alike', () => {
    expect(replyPriority({ paid: true, premium: true })).toBe('premium');
    expect(replyPriority({ paid: true, premium: false })).toBe('basic');
    expect(replyPriority({ paid: false, premium: false })).toBe('free');
  });
});

/** A provider that answers "Hello." after `delayMs`, or fails with the call's abort reason when it is aborted first. */
function providerAnsweringAfter(delayMs: number) {
  return new MockLanguageModelV3({
    doStream: async ({ abortSignal }) => {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, delayMs);
        abortSignal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(abortSignal.reason);
        });
      });
      return {
        stream: simulateReadableStream({
          chunks: [
            { type: 'text-start', id: 't' },
            { type: 'text-delta', id: 't', delta: 'Hello.' },
            { type: 'text-end', id: 't' },
            {
              type: 'finish',
              finishReason: { unified: 'stop', raw: 'stop' },
              usage: {
                inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
                outputTokens: { total: 1, text: 1, reasoning: 0 },
              },
            },
          ],
        }),
      };
    },
  });
}

/** One reply through the limiter with AI_TIMEOUT_MS = timeoutMs: what it ended with, and when. */
async function replyWithin(limiter: ModelLimiter, provider: MockLanguageModelV3, timeoutMs: number) {
  const model = sdkChatModel({
    provider: 'openai-compatible',
    model: 'm',
    premiumModel: 'm',
    timeoutMs,
    maxRetries: 0,
    maxOutputTokens: 50,
    maxOutputTokensPremium: 50,
    languageModel: (_id, priority) => limitedModel(provider, limiter, priority),
  });
  const started = Date.now();
  const outcome = await streamReply(model, {
    expert: experts[0] as (typeof experts)[number],
    language: 'en-US',
    turns: [{ role: 'user', content: 'Hi' }],
    premium: false,
    priority: 'free',
    signal: new AbortController().signal,
  }).then(
    (reply) => ({ text: reply.text, error: undefined }),
    (error: unknown) => ({ text: undefined, error }),
  );
  return { ...outcome, elapsedMs: Date.now() - started };
}

describe('the model timeout and the wait for a slot', () => {
  it('counts the wait toward AI_TIMEOUT_MS: a reply that waited past it ends then, as a provider timeout does, and leaves the queue', async () => {
    const limiter = createModelLimiter(1);
    const release = await limiter.acquire('premium');
    // The slot is held far longer than the timeout; a fresh timeout after the wait would end at ~2,400 ms.
    const held = setTimeout(release, 2_000);
    const waited = await replyWithin(limiter, providerAnsweringAfter(0), 400);
    clearTimeout(held);
    expect(waited.elapsedMs).toBeLessThan(1_200);
    expect(limiter.waiting).toBe(0);
    expect(limiter.active).toBe(1);
    release();

    // The same answer as a provider that is itself too slow.
    const slow = await replyWithin(limiter, providerAnsweringAfter(5_000), 400);
    for (const { error } of [waited, slow]) {
      expect(error).toBeInstanceOf(ChatError);
      expect((error as ChatError).status).toBe(503);
      expect((error as ChatError).body()).toEqual({
        error: 'AI_PROVIDER_UNAVAILABLE',
        message: 'The AI service is busy right now. Please try again in a moment.',
        retryable: true,
      });
    }
    expect(limiter.active).toBe(0);
  });

  it('a reply whose wait and answer together fit within AI_TIMEOUT_MS is answered', async () => {
    const limiter = createModelLimiter(1);
    const release = await limiter.acquire('premium');
    setTimeout(release, 150);
    const reply = await replyWithin(limiter, providerAnsweringAfter(100), 2_000);
    expect(reply.error).toBeUndefined();
    expect(reply.text).toBe('Hello.');
    expect(limiter.active).toBe(0);
  });
});
