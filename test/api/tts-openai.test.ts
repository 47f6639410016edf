import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiUsage, users } from '../../src/server/db/schema/index.js';
import { type FakeOpenAI, startFakeOpenAI } from '../fake-openai/server.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { readWav, tempDir, ttsPath, waitFor } from '../helpers/speech.js';

let t: TestApp;
let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-speech' });
  t = await startTestApp({
    config: { dataDir: tempDir(), TTS_BASE_URL: fake.url, TTS_API_KEY: 'sk-test-speech' },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.setBehaviour({ failure: 'none', firstByteDelayMs: 0 });
});

const unique = () => `${Math.random().toString(36).slice(2)}`;
const speechRequests = () => fake.requests.filter((r) => r.path === '/v1/audio/speech');
const lastSpeechBody = () => speechRequests().at(-1)?.body as Record<string, unknown>;

describe('GET /api/tts with an OpenAI-compatible provider', () => {
  it('meters each provider call in api_usage (tts: calls, characters, cost); cache hits are free', async () => {
    const tts = async () =>
      (await t.database.db.select().from(apiUsage).where(eq(apiUsage.apiType, 'tts')))[0] ?? {
        callCount: 0,
        characterCount: 0,
        estimatedCost: 0,
      };
    const before = await tts();
    const text = `Metered speech ${unique()}`;
    const url = ttsPath({ text });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await waitFor(async () => (await tts()).callCount === before.callCount + 1);
    const after = await tts();
    expect(after.characterCount - before.characterCount).toBe(text.length);
    expect(after.estimatedCost).toBeGreaterThan(before.estimatedCost);
    await waitFor(async () => (await t.app.inject({ method: 'GET', url })).headers['x-tts-cache'] === 'hit');
    expect((await tts()).callCount).toBeLessThanOrEqual(before.callCount + 2);
    const settled = (await tts()).callCount;
    expect((await t.app.inject({ method: 'GET', url })).headers['x-tts-cache']).toBe('hit');
    expect((await tts()).callCount).toBe(settled);
  });

  it('passes on the provider audio and sends it the cleaned text, voice, model and speed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: ttsPath({
        text: `## Hello **there** [friend](https://x.example) ${unique()}`,
        voice: 'fable',
        speed: '1.5',
        model: 'tts-1',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['x-tts-engine']).toBe('openai');
    expect(res.headers['x-tts-model']).toBe('tts-1');
    expect(readWav(res.rawPayload).seconds).toBeGreaterThan(0.2);
    const body = lastSpeechBody();
    expect(body).toMatchObject({ model: 'tts-1', voice: 'fable', speed: 1.5, response_format: 'mp3' });
    expect(String(body.input)).toMatch(/^Hello there friend [a-z0-9]+\.?$/);
    expect(speechRequests().at(-1)?.headers.authorization).toBe('Bearer sk-test-speech');
  });

  it('answers a repeat from the cache without calling the provider', async () => {
    const url = ttsPath({ text: `Cached phrase ${unique()}` });
    const first = await t.app.inject({ method: 'GET', url });
    const calls = speechRequests().length;
    await waitFor(async () => (await t.app.inject({ method: 'GET', url })).headers['x-tts-cache'] === 'hit');
    const second = await t.app.inject({ method: 'GET', url: `${url}&t=${Date.now()}` });
    expect(second.headers['x-tts-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(speechRequests().length).toBeLessThanOrEqual(calls + 1); // at most one miss while the copy landed
    const third = await t.app.inject({ method: 'GET', url });
    expect(third.headers['x-tts-cache']).toBe('hit');
    expect(speechRequests().length).toBeLessThanOrEqual(calls + 1);
  });

  it('serves tts-1 to guests and Free users who ask for HD, and HD to paid plans', async () => {
    const text = `Quality check ${unique()}`;
    const hd = ttsPath({ text, model: 'tts-1-hd' });
    const guest = await t.client().get(hd);
    expect(guest.status).toBe(200);
    expect(guest.headers['x-tts-model']).toBe('tts-1');
    expect(lastSpeechBody().model).toBe('tts-1');

    const free = t.client();
    await free.register();
    expect((await free.get(`${hd}&voice=echo`)).headers['x-tts-model']).toBe('tts-1');
    expect(lastSpeechBody()).toMatchObject({ model: 'tts-1', voice: 'echo' });

    const paid = t.client();
    const { username } = await paid.register();
    await t.database.db
      .update(users)
      .set({
        subscriptionType: 'basic',
        subscriptionStatus: 'trial',
        subscriptionExpiresAt: new Date(Date.now() + 7 * 864e5),
      })
      .where(eq(users.username, username));
    const res = await paid.get(`${hd}&voice=onyx`);
    expect(res.status).toBe(200);
    expect(res.headers['x-tts-model']).toBe('tts-1-hd');
    expect(lastSpeechBody()).toMatchObject({ model: 'tts-1-hd', voice: 'onyx' });
  });

  it('answers 502 when the provider fails and 503 when it is rate limited', async () => {
    fake.setBehaviour({ failure: 'http500' });
    const failed = await t.app.inject({ method: 'GET', url: ttsPath({ text: `Fails ${unique()}` }) });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe('TTS_FAILED');
    fake.setBehaviour({ failure: 'http429', retryAfterMs: 2000 });
    const limited = await t.app.inject({ method: 'GET', url: ttsPath({ text: `Busy ${unique()}` }) });
    expect(limited.statusCode).toBe(503);
    expect(limited.headers['retry-after']).toBe('2');
  });

  it('does not cache audio the provider cut off', async () => {
    const url = ttsPath({ text: `Broken ${unique()}` });
    fake.setBehaviour({ failure: 'broken-stream' });
    await t.app.inject({ method: 'GET', url }).catch(() => undefined);
    fake.setBehaviour({ failure: 'none' });
    const calls = speechRequests().length;
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-tts-cache']).toBe('miss');
    expect(speechRequests().length).toBe(calls + 1);
  });

  it('aborts the provider request when the listener goes away', async () => {
    fake.setBehaviour({ firstByteDelayMs: 10_000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const calls = speechRequests().length;
    const req = get(`http://127.0.0.1:${port}${ttsPath({ text: `Never mind ${unique()}` })}`);
    req.on('error', () => {});
    await waitFor(() => speechRequests().length > calls, 5000, 'the provider request');
    req.destroy();
    await waitFor(
      () => speechRequests().at(-1)?.aborted === true,
      5000,
      'the provider request to be aborted',
    );
  });

  it('lists the voices as spoken by the provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tts/voices' });
    expect(res.json().engine).toBe('openai');
    expect(res.json().voices).toHaveLength(6);
  });
});
