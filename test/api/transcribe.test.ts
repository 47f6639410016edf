import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiUsage } from '../../src/server/db/schema/index.js';
import { type FakeOpenAI, makeWav, startFakeOpenAI } from '../fake-openai/server.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { multipart, type Part } from '../helpers/multipart.js';
import { tempDir } from '../helpers/speech.js';

const recording = (type = 'audio/wav', data = makeWav(1)): Part => ({
  name: 'file',
  filename: 'speech.wav',
  type,
  data,
});

let t: TestApp;
let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-stt', transcriptionText: 'Remind me to call my sister' });
  t = await startTestApp({
    config: { dataDir: tempDir(), STT_BASE_URL: fake.url, STT_API_KEY: 'sk-test-stt' },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.setBehaviour({ failure: 'none' }));

const send = (parts: Part[], headers: Record<string, string> = {}) => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/transcribe',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};

describe('POST /api/transcribe', () => {
  it('answers the text of a recording from the transcription provider', async () => {
    const res = await send([{ name: 'language', value: 'es-ES' }, recording('audio/webm;codecs=opus')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ text: 'Remind me to call my sister' });
    const sent = fake.requests.at(-1);
    expect(sent?.path).toBe('/v1/audio/transcriptions');
    expect(sent?.headers.authorization).toBe('Bearer sk-test-stt');
    expect(sent?.body).toMatchObject({
      model: 'whisper-1',
      language: 'es',
      file: { name: 'recording.wav', type: 'audio/webm', size: makeWav(1).length },
    });
  });

  it('meters each transcription in api_usage (stt)', async () => {
    const calls = async () =>
      (await t.database.db.select().from(apiUsage).where(eq(apiUsage.apiType, 'stt')))[0]?.callCount ?? 0;
    const before = await calls();
    const res = await send([recording('audio/webm')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await calls()).toBe(before + 1);
  });

  it('works without a language (the provider detects it), with the field after the file too', async () => {
    expect((await send([recording()])).statusCode).toBe(200);
    expect(fake.requests.at(-1)?.body).not.toHaveProperty('language');
    expect((await send([recording(), { name: 'language', value: 'ja-JP' }])).statusCode).toBe(200);
    expect(fake.requests.at(-1)?.body).toMatchObject({ language: 'ja' });
  });

  it('answers 413 for a recording over 10 MB', async () => {
    const calls = fake.requests.length;
    const res = await send([recording('audio/wav', Buffer.alloc(10 * 1024 * 1024 + 1, 1))]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'File is too large. Maximum size is 10MB.',
    });
    expect(fake.requests.length).toBe(calls);
  });

  it('answers 400 for a file that is not audio, and for no file', async () => {
    const text = await send([recording('text/plain', Buffer.from('hello'))]);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      fields: { file: 'The file must be an audio recording.' },
    });
    const none = await send([{ name: 'language', value: 'en-US' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.file).toMatch(/attach an audio recording/);
  });

  it('answers 502 when the provider fails', async () => {
    fake.setBehaviour({ failure: 'http500' });
    const res = await send([recording()]);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe('STT_FAILED');
  });

  it('is announced by GET /api/tts/voices, so a browser without recognition knows it can record', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tts/voices' });
    expect(res.json().transcription).toBe(true);
  });

  it('refuses a recording sent from another site', async () => {
    const res = await send([recording()], { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
  });

  it('answers 503 STT_UNAVAILABLE when no transcription provider is configured', async () => {
    const bare = await startTestApp({ config: { dataDir: tempDir() }, database: t.database });
    try {
      const body = multipart([recording()]);
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/transcribe',
        payload: body.payload,
        headers: body.headers,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: 'STT_UNAVAILABLE',
        message: 'Speech recognition is not available on this server. Please type your message instead.',
      });
      const voices = await bare.app.inject({ method: 'GET', url: '/api/tts/voices' });
      expect(voices.json().transcription).toBe(false);
    } finally {
      await bare.app.close();
    }
  });
});
