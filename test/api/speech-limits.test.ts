import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_SAMPLE_TEXT } from '../../src/contract/speech.js';
import { users } from '../../src/server/db/schema/index.js';
import { type FakeOpenAI, makeWav, startFakeOpenAI } from '../fake-openai/server.js';
import { startTestApp, type TestApp, testClock } from '../helpers/app.js';
import { parseEvents } from '../helpers/chat.js';
import { tempDir, ttsPath } from '../helpers/speech.js';

// Small allowances, so the tests can use them up: characters of speech and seconds of recording a day.
const TTS_GUEST = 100;
const TTS_FREE = 60;
const STT_GUEST = 10;

let t: TestApp;
let fake: FakeOpenAI;
const clock = testClock();
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-limits' });
  t = await startTestApp({
    clock: clock.now,
    config: {
      dataDir: tempDir(),
      TTS_BASE_URL: fake.url,
      TTS_API_KEY: 'sk-test-limits',
      STT_BASE_URL: fake.url,
      STT_API_KEY: 'sk-test-limits',
      SPEECH_QUOTAS: {
        tts: { guest: TTS_GUEST, free: TTS_FREE, basic: 150_000, premium: 300_000 },
        stt: { guest: STT_GUEST, free: 1800, basic: 7200, premium: 14_400 },
      },
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let n = 0;
/** A unique text of exactly `length` characters. */
const textOf = (length: number) => `${String(++n).padStart(4, '0')} ${'x'.repeat(length - 5)}`;
const speechCalls = () => fake.requests.filter((r) => r.path === '/v1/audio/speech').length;
const tts = (query: Record<string, string>) => `/api/tts?${new URLSearchParams(query)}`;

describe('who may hear what (GET /api/tts)', () => {
  it('refuses a guest text without a token, with a token for another text, or with a forged one', async () => {
    const guest = t.client();
    const calls = speechCalls();
    const bare = await guest.get(tts({ text: 'Say anything I like.' }));
    expect(bare.status).toBe(403);
    expect(bare.json).toEqual({
      error: 'FORBIDDEN',
      message: 'Guests may only hear replies Voxpert gave them. Please sign in to hear other text.',
    });
    const other = ttsPath({ text: 'A reply the server gave.' }).replace(/text=[^&]*/, 'text=Something+else');
    expect((await guest.get(other)).status).toBe(403);
    const forged = ttsPath({ text: 'Hello.' }).replace(/token=(\d+)\.[^&]*/, `token=$1.${'A'.repeat(43)}`);
    expect((await guest.get(forged)).status).toBe(403);
    expect(speechCalls()).toBe(calls);
  });

  it("lets a guest hear each sentence of the server's streamed reply, and the whole reply, with its token", async () => {
    const guest = t.client();
    const stream = await guest.post('/api/chat/stream', {
      message: 'Tell me about focus',
      category: 'coach',
    });
    expect(stream.status).toBe(200);
    const events = parseEvents(stream.body);
    const sentences = events.filter((e) => e.event === 'sentence');
    expect(sentences.length).toBeGreaterThan(0);
    // As many sentences as the small guest allowance holds (at least the first).
    let heard = 0;
    const within = sentences.filter(({ data }, i) => {
      heard += data.text.length;
      return i === 0 || heard <= TTS_GUEST;
    });
    for (const { data } of within) {
      expect(typeof data.speechToken).toBe('string');
      const res = await guest.get(tts({ text: data.text, token: data.speechToken, voice: 'nova' }));
      expect(res.status, res.body).toBe(200);
    }
    const done = events.find((e) => e.event === 'done')?.data;
    const whole = await guest.post('/api/chat', { message: 'And once more', category: 'coach' });
    expect(whole.status).toBe(200);
    expect(typeof whole.json.speechToken).toBe('string');
    expect(typeof done.speechToken).toBe('string');
    // A sentence's token does not open another sentence of the same reply.
    if (sentences.length > 1) {
      const [first, second] = sentences;
      expect((await guest.get(tts({ text: second?.data.text, token: first?.data.speechToken }))).status).toBe(
        403,
      );
    }
  });

  it("refuses a guest's token once it has expired (30 minutes)", async () => {
    const guest = t.client();
    const stream = await guest.post('/api/chat/stream', { message: 'Quick tip please', category: 'coach' });
    const sentence = parseEvents(stream.body).find((e) => e.event === 'sentence')?.data;
    clock.advance(31 * 60 * 1000);
    try {
      expect((await guest.get(tts({ text: sentence.text, token: sentence.speechToken }))).status).toBe(403);
    } finally {
      clock.advance(-31 * 60 * 1000);
    }
  });

  it('lets a guest hear the voice sample, and a signed-in person any text', async () => {
    expect((await t.client().get(tts({ text: VOICE_SAMPLE_TEXT }))).status).toBe(200);
    const member = t.client();
    await member.register();
    expect((await member.get(tts({ text: 'Anything I want to hear.' }))).status).toBe(200);
  });

  it('refuses text over 1000 characters with a field error, before any provider call', async () => {
    const member = t.client();
    await member.register();
    const calls = speechCalls();
    const res = await member.get(tts({ text: 'a'.repeat(1001) }));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'Text is too long (at most 1000 characters)',
      fields: { text: 'Text is too long (at most 1000 characters)' },
    });
    // 1000 characters pass the check (and then meet this account's small daily allowance).
    expect((await member.get(tts({ text: 'a'.repeat(1000) }))).status).toBe(429);
    expect(speechCalls()).toBe(calls);
  });
});

describe('daily speech allowances', () => {
  it('gives a guest IP exactly its characters under 50 concurrent requests, then 429 TOO_MANY_REQUESTS', async () => {
    const guest = t.client();
    const calls = speechCalls();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => guest.get(ttsPath({ text: textOf(10) }))),
    );
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(ok).toHaveLength(TTS_GUEST / 10);
    expect(refused).toHaveLength(50 - TTS_GUEST / 10);
    expect(speechCalls()).toBe(calls + TTS_GUEST / 10);
    expect(refused[0]?.json).toEqual({
      error: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(
        /^Today's speech allowance is used up\. Please try again in [\d,]+ minutes?\.$/,
      ),
    });
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(3600);
    // Another guest address has its own allowance.
    expect((await t.client().get(ttsPath({ text: textOf(10) }))).status).toBe(200);
  });

  it("meters a signed-in person's speech by plan, and a paid plan gets more", async () => {
    const member = t.client();
    const { username } = await member.register();
    for (let i = 0; i < TTS_FREE / 20; i++)
      expect((await member.get(tts({ text: textOf(20) }))).status).toBe(200);
    const over = await member.get(tts({ text: textOf(20) }));
    expect(over.status).toBe(429);
    expect(over.json.error).toBe('TOO_MANY_REQUESTS');
    await t.database.db
      .update(users)
      .set({
        subscriptionType: 'basic',
        subscriptionStatus: 'active',
        subscriptionExpiresAt: new Date(Date.now() + 864e5),
      })
      .where(eq(users.username, username));
    expect((await member.get(tts({ text: textOf(20) }))).status).toBe(200);
  });

  it('gives the characters back when the provider fails', async () => {
    const member = t.client();
    await member.register();
    fake.setBehaviour({ failure: 'http500' });
    try {
      for (let i = 0; i < 5; i++) expect((await member.get(tts({ text: textOf(20) }))).status).toBe(502);
    } finally {
      fake.setBehaviour({ failure: 'none' });
    }
    for (let i = 0; i < TTS_FREE / 20; i++)
      expect((await member.get(tts({ text: textOf(20) }))).status).toBe(200);
  });

  it('gives a guest IP exactly its seconds of transcription under 50 concurrent requests', async () => {
    const audio = makeWav(1);
    const seconds = Math.ceil(audio.length / 16_000);
    const allowed = Math.floor(STT_GUEST / seconds);
    expect(allowed).toBeGreaterThan(0);
    const guest = t.client();
    const transcriptions = () => fake.requests.filter((r) => r.path === '/v1/audio/transcriptions').length;
    const calls = transcriptions();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(audio)], { type: 'audio/wav' }), 'speech.wav');
        return multipartPost(guest.ip, form);
      }),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(allowed);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(50 - allowed);
    expect(refused[0]?.json()).toEqual({
      error: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(
        /^Today's speech recognition allowance is used up\. Please try again in/,
      ),
    });
    expect(transcriptions()).toBe(calls + allowed);
  });
});

async function multipartPost(ip: string, form: FormData) {
  const request = new Request('http://x/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return t.app.inject({
    method: 'POST',
    url: '/api/transcribe',
    remoteAddress: ip,
    payload,
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  });
}
