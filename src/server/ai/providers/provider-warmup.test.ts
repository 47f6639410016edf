import { describe, expect, it } from 'vitest';
import { aiConfigDefaults } from './ai-env.js';
import { createWarmUp, providerRoots, WARM_UP_INTERVAL_MS } from './provider-warmup.js';

function setup(roots: string[], answer: (url: string) => Promise<Response> = async () => new Response('{}')) {
  let now = Date.parse('2026-11-22T09:00:00Z');
  const calls: string[] = [];
  const debug: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    calls.push(String(input));
    return answer(String(input));
  }) as typeof globalThis.fetch;
  const warmUp = createWarmUp({
    roots,
    fetch,
    clock: () => new Date(now),
    log: { debug: (_details, message) => debug.push(message) },
  });
  return { warmUp, calls, debug, advance: (ms: number) => (now += ms) };
}

describe('createWarmUp', () => {
  it('opens one connection per origin with a GET of {root}/models', async () => {
    const { warmUp, calls } = setup([
      'https://api.openai.com/v1',
      'https://api.openai.com/v1/',
      'http://127.0.0.1:8000/tts/v1/',
    ]);
    await warmUp();
    expect(calls).toEqual(['https://api.openai.com/v1/models', 'http://127.0.0.1:8000/tts/v1/models']);
  });

  it('does nothing when no remote provider is configured', async () => {
    const { warmUp, calls } = setup([]);
    await warmUp();
    expect(calls).toEqual([]);
  });

  it('shares a running warm-up, and skips calls within the interval after it started', async () => {
    let release: () => void = () => {};
    const { warmUp, calls, advance } = setup(
      ['https://api.example.com/v1'],
      () => new Promise((resolve) => (release = () => resolve(new Response('')))),
    );
    const first = warmUp();
    const second = warmUp();
    expect(second).toBe(first);
    release();
    await first;
    advance(WARM_UP_INTERVAL_MS - 1);
    await warmUp();
    expect(calls).toHaveLength(1);
    advance(1);
    const third = warmUp();
    release();
    await third;
    expect(calls).toHaveLength(2);
  });

  it('ignores a failure, logging it at debug', async () => {
    const { warmUp, debug } = setup(['https://down.example.com/v1'], async () => {
      throw new TypeError('fetch failed');
    });
    await expect(warmUp()).resolves.toBeUndefined();
    expect(debug).toEqual(['provider warm-up failed']);
  });
});

describe('providerRoots', () => {
  const base = aiConfigDefaults();
  it('names the OpenAI-compatible API, else Anthropic, plus a remote speech API', () => {
    expect(
      providerRoots({ ...base, AI_BASE_URL: 'http://a/v1', ANTHROPIC_API_KEY: 'k' }, 'http://s/v1'),
    ).toEqual(['http://a/v1', 'http://s/v1']);
    expect(providerRoots({ ...base, ANTHROPIC_API_KEY: 'k' }, null)).toEqual([
      'https://api.anthropic.com/v1',
    ]);
    expect(
      providerRoots({ ...base, ANTHROPIC_API_KEY: 'k', ANTHROPIC_BASE_URL: 'http://c/v1' }, null),
    ).toEqual(['http://c/v1']);
    expect(providerRoots(base, null)).toEqual([]);
  });
});
