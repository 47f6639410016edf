import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consentSentence } from '../../src/contract/voice-clone.js';
import { users, voiceCloneRecordings, voiceClones } from '../../src/server/db/schema/index.js';
import { expireOwnVoices } from '../../src/server/jobs/voice-clone-expiry.js';
import { cloneSettings } from '../../src/server/voice-clone/clone-settings.js';
import { elevenLabsCloner } from '../../src/server/voice-clone/voice-cloner.js';
import { type FakeElevenLabs, startFakeElevenLabs } from '../fake-elevenlabs/server.js';
import { type FakeOpenAI, makeWav, startFakeOpenAI } from '../fake-openai/server.js';
import {
  startTestApp,
  type TestApp,
  type TestClient,
  type TestResponse,
  testConfig,
} from '../helpers/app.js';
import { buy } from '../helpers/billing.js';
import { expectError } from '../helpers/http-assertions.js';
import { multipart, type Part } from '../helpers/multipart.js';
import { tempDir, ttsPath, waitFor } from '../helpers/speech.js';

let t: TestApp;
let eleven: FakeElevenLabs;
let openai: FakeOpenAI;
beforeAll(async () => {
  eleven = await startFakeElevenLabs({ apiKey: 'xi-voice-test' });
  openai = await startFakeOpenAI({ apiKey: 'sk-test-speech' });
  t = await startTestApp({
    config: {
      dataDir: tempDir(),
      TTS_BASE_URL: openai.url,
      TTS_API_KEY: 'sk-test-speech',
      TTS_CACHE_MAX_MB: 0,
      ELEVENLABS_API_KEY: 'xi-voice-test',
      ELEVENLABS_BASE_URL: eleven.url,
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await eleven?.close();
  await openai?.close();
});
beforeEach(() => eleven.fail('none'));

const wav = (seconds: number) => makeWav(seconds);
const recording = (name: 'consent' | 'passage', data = wav(0.5)): Part => ({
  name,
  filename: `${name}.wav`,
  type: 'audio/wav',
  data,
});
/** A complete upload: the name, the consent sentence, and `passages` passages. */
const upload = (passages = 3, name = 'Ada Lovelace'): Part[] => [
  { name: 'name', value: name },
  recording('consent'),
  ...Array.from({ length: passages }, () => recording('passage')),
];
const send = (client: TestClient, parts: Part[]) => {
  const body = multipart(parts);
  return client.post('/api/voice-clone', body.payload, body.headers);
};
const userId = async (client: TestClient) => (await client.get('/api/user')).json.id as number;

/** 403 PREMIUM_REQUIRED with the upgrade path, as the other Premium-only routes answer. */
function expectPremiumRequired(res: TestResponse): void {
  expect(res.status, res.body).toBe(403);
  expect(res.json).toEqual({
    error: 'PREMIUM_REQUIRED',
    message: 'Your own voice is part of Premium. Upgrade to Premium to use it.',
    upgradeUrl: '/pricing?plan=premium',
  });
}

async function premiumMember(): Promise<TestClient> {
  const client = t.client();
  await client.register();
  expect((await buy(client, 'premium')).status).toBe(200);
  return client;
}

describe('own voice: making it', () => {
  it('is sold only where a provider is configured: /api/tts/voices says so', async () => {
    expect((await t.client().get('/api/tts/voices')).json.cloning).toBe(true);
    expect(cloneSettings(testConfig())).toBeNull();
  });

  it('refuses Free and Basic as other Premium-only features do (403 with the upgrade path)', async () => {
    const free = t.client();
    await free.register();
    const refused = await send(free, upload());
    expectPremiumRequired(refused);
    const basic = t.client();
    await basic.register();
    expect((await buy(basic, 'basic')).status).toBe(200);
    expectPremiumRequired(await send(basic, upload()));
    expectError(await t.client().get('/api/voice-clone'), 401, 'UNAUTHORIZED');
    expect(eleven.requests.filter((r) => r.path === '/v1/voices/add')).toHaveLength(0);
  });

  it('answers bad input with 400 naming each field, and sends nothing to the provider', async () => {
    const client = await premiumMember();
    const before = eleven.requests.length;
    const missing = await send(client, [recording('passage')]);
    expectError(missing, 400, 'VALIDATION_ERROR');
    expect(Object.keys(missing.json.fields).sort()).toEqual(['consent', 'name', 'passage']);
    const notAudio = await send(client, [
      ...upload(2),
      { name: 'passage', filename: 'x.wav', type: 'audio/wav', data: Buffer.from('not audio at all') },
    ]);
    expectError(notAudio, 400, 'VALIDATION_ERROR');
    expect(notAudio.json.fields.passage).toBe('The file must be an audio recording.');
    expectError(await send(client, upload(7)), 400, 'VALIDATION_ERROR');
    expectError(await send(client, upload(3, 'x'.repeat(81))), 400, 'VALIDATION_ERROR');
    const json = await client.post('/api/voice-clone', { name: 'Ada' });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
    expect(eleven.requests.length).toBe(before);
  });

  it('makes the voice from the consent and the passages, keeps every recording, and only once', async () => {
    const client = await premiumMember();
    const made = await send(client, upload(3, 'Grace Hopper'));
    expect(made.status, made.body).toBe(201);
    expect(made.json).toMatchObject({
      status: 'ready',
      consentText:
        'I, Grace Hopper, agree that Voxpert may create a copy of my voice for my own conversations',
      recordings: 4,
      deletesAt: null,
    });
    const add = eleven.requests.filter((r) => r.path === '/v1/voices/add').at(-1);
    expect(add?.apiKey).toBe('xi-voice-test');
    const voice = [...eleven.voices.values()].at(-1);
    expect(voice?.files.map((f) => f.type)).toEqual(Array(4).fill('audio/wav'));
    const status = await client.get('/api/voice-clone');
    expect(status.json).toEqual({ available: true, voice: made.json });
    const id = await userId(client);
    const [row] = await t.database.db.select().from(voiceClones).where(eq(voiceClones.userId, id));
    expect(row?.providerVoiceId).toBe(voice?.voiceId);
    const kept = await t.database.db
      .select()
      .from(voiceCloneRecordings)
      .where(eq(voiceCloneRecordings.cloneId, row?.id ?? 0));
    expect(kept.map((r) => [r.kind, r.position, r.contentType])).toEqual([
      ['consent', 0, 'audio/wav'],
      ['passage', 1, 'audio/wav'],
      ['passage', 2, 'audio/wav'],
      ['passage', 3, 'audio/wav'],
    ]);
    expectError(await send(client, upload()), 409, 'VOICE_CLONE_EXISTS');
  });

  it("passes on the provider's refusals as clear answers, and keeps nothing", async () => {
    const client = await premiumMember();
    eleven.fail('unprocessable', 'add');
    const unusable = await send(client, upload());
    expectError(unusable, 400, 'VALIDATION_ERROR');
    expect(unusable.json.fields.passage).toMatch(/could not be used/);
    eleven.fail('rate-limited', 'add');
    const busy = await send(client, upload());
    expectError(busy, 503, 'VOICE_CLONE_FAILED');
    expect(busy.headers['retry-after']).toBe('1');
    eleven.fail('unauthorized', 'add');
    expectError(await send(client, upload()), 502, 'VOICE_CLONE_FAILED');
    eleven.fail('server-error', 'add');
    expectError(await send(client, upload()), 502, 'VOICE_CLONE_FAILED');
    expect((await client.get('/api/voice-clone')).json.voice).toBeNull();
  });
});

describe('own voice: speaking', () => {
  it("streams a reply's sentence in the person's own voice (MP3 from the provider)", async () => {
    const client = await premiumMember();
    expect((await send(client, upload())).status).toBe(201);
    const res = await client.get(ttsPath({ text: 'Hello **there**, this is me.', voice: 'own' }));
    expect(res.status, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['x-tts-engine']).toBe('elevenlabs');
    const call = eleven.requests.filter((r) => r.path.startsWith('/v1/text-to-speech/')).at(-1);
    const id = await userId(client);
    const [row] = await t.database.db.select().from(voiceClones).where(eq(voiceClones.userId, id));
    expect(call?.path).toBe(`/v1/text-to-speech/${row?.providerVoiceId}/stream`);
    expect(call?.body).toMatchObject({
      text: 'Hello there, this is me.',
      model_id: 'eleven_multilingual_v2',
    });
    expect(call?.query.get('output_format')).toBe('mp3_44100_128');
  });

  it('streams the audio as the provider sends it, before the provider has finished', async () => {
    const slow = await startFakeElevenLabs({ apiKey: 'k', chunks: 3, chunkDelayMs: 300 });
    try {
      const cloner = elevenLabsCloner({ apiKey: 'k', baseUrl: slow.url, model: 'm' });
      const voiceId = await cloner.addVoice('x', [
        { audio: wav(0.2), contentType: 'audio/wav', filename: 'a.wav' },
      ]);
      const started = Date.now();
      const audio = await cloner.speak(
        voiceId,
        'A sentence long enough to come in parts.',
        AbortSignal.timeout(5000),
      );
      const first: Buffer = await new Promise((resolve) => audio.body.once('data', resolve));
      const firstAt = Date.now() - started;
      const rest: Buffer[] = [first];
      for await (const chunk of audio.body) rest.push(chunk as Buffer);
      const all = Buffer.concat(rest);
      expect(firstAt).toBeLessThan(500);
      expect(Date.now() - started).toBeGreaterThanOrEqual(550);
      // MPEG-1 Layer III frames from the first byte.
      expect([...all.subarray(0, 2)]).toEqual([0xff, 0xfb]);
    } finally {
      await slow.close();
    }
  });

  it('stops the provider when the listener goes away (a barge-in)', async () => {
    const client = await premiumMember();
    expect((await send(client, upload())).status).toBe(201);
    eleven.setPace(40, 250);
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const speaking = () => eleven.requests.filter((r) => r.path.startsWith('/v1/text-to-speech/'));
      const calls = speaking().length;
      const req = get(`http://127.0.0.1:${port}${ttsPath({ text: 'A long reply to cut.', voice: 'own' })}`, {
        headers: { cookie },
      });
      req.on('error', () => {});
      const answer = await new Promise<IncomingMessage>((resolve) => req.on('response', resolve));
      expect(answer.headers['x-tts-engine']).toBe('elevenlabs');
      await new Promise((resolve) => answer.once('data', resolve));
      expect(speaking().length).toBe(calls + 1);
      req.destroy();
      await waitFor(() => speaking().at(-1)?.aborted === true, 5000, 'the provider request to be aborted');
    } finally {
      eleven.setPace(4, 0);
    }
  });

  it('falls back to the normal voice when the provider fails, never a 500', async () => {
    const client = await premiumMember();
    expect((await send(client, upload())).status).toBe(201);
    for (const failure of ['rate-limited', 'unauthorized', 'server-error'] as const) {
      eleven.fail(failure, 'tts');
      const res = await client.get(ttsPath({ text: `Still heard after ${failure}.`, voice: 'own' }));
      expect(res.status, `${failure}: ${res.body}`).toBe(200);
      expect(res.headers['x-tts-engine']).toBe('openai');
      expect(res.headers['content-type']).toBe('audio/wav');
    }
    const fallback = openai.requests.filter((r) => r.path === '/v1/audio/speech').at(-1);
    expect(fallback?.body).toMatchObject({ voice: 'nova' });
  });

  it('is used only by its owner: others asking for voice=own hear the normal voice', async () => {
    const owner = await premiumMember();
    expect((await send(owner, upload())).status).toBe(201);
    const before = eleven.requests.length;
    const other = await premiumMember();
    expect((await other.get('/api/voice-clone')).json.voice).toBeNull();
    expectError(await other.request('DELETE', '/api/voice-clone'), 404, 'NOT_FOUND');
    const heard = await other.get(ttsPath({ text: 'Whose voice is this?', voice: 'own' }));
    expect(heard.headers['x-tts-engine']).toBe('openai');
    const guest = await t
      .client()
      .get(ttsPath({ text: "Hello! This is how I'll sound when we talk.", voice: 'own' }));
    expect(guest.headers['x-tts-engine']).toBe('openai');
    expect(eleven.requests.length).toBe(before);
    expect((await owner.get('/api/voice-clone')).json.voice.status).toBe('ready');
  });
});

describe('own voice: deleting it', () => {
  it('deletes the voice at the provider and every recording kept', async () => {
    const client = await premiumMember();
    expect((await send(client, upload())).status).toBe(201);
    const id = await userId(client);
    const [row] = await t.database.db.select().from(voiceClones).where(eq(voiceClones.userId, id));
    const providerId = row?.providerVoiceId ?? '';
    expect(eleven.voices.has(providerId)).toBe(true);
    eleven.fail('server-error', 'delete');
    expectError(await client.request('DELETE', '/api/voice-clone'), 502, 'VOICE_CLONE_FAILED');
    expect((await client.get('/api/voice-clone')).json.voice).not.toBeNull();
    eleven.fail('none');
    const gone = await client.request('DELETE', '/api/voice-clone');
    expect(gone.status, gone.body).toBe(204);
    expect(eleven.voices.has(providerId)).toBe(false);
    expect(
      await t.database.db
        .select()
        .from(voiceCloneRecordings)
        .where(eq(voiceCloneRecordings.cloneId, row?.id ?? 0)),
    ).toEqual([]);
    expect((await client.get('/api/voice-clone')).json.voice).toBeNull();
    const heard = await client.get(ttsPath({ text: 'And now?', voice: 'own' }));
    expect(heard.headers['x-tts-engine']).toBe('openai');
  });

  it('goes with the account, deleted at the provider first', async () => {
    const client = t.client();
    const { password } = await client.register();
    expect((await buy(client, 'premium')).status).toBe(200);
    expect((await send(client, upload())).status).toBe(201);
    const id = await userId(client);
    const [row] = await t.database.db.select().from(voiceClones).where(eq(voiceClones.userId, id));
    const res = await client.post('/api/user/delete', { password });
    expect(res.status, res.body).toBe(200);
    expect(eleven.voices.has(row?.providerVoiceId ?? '')).toBe(false);
    expect(await t.database.db.select().from(voiceClones).where(eq(voiceClones.userId, id))).toEqual([]);
  });
});

describe('own voice: a cancelled Premium', () => {
  it('stops using the voice at once, and deletes it when the paid period is over', async () => {
    const client = await premiumMember();
    expect((await send(client, upload())).status).toBe(201);
    const id = await userId(client);
    const [row] = await t.database.db.select().from(voiceClones).where(eq(voiceClones.userId, id));
    expect((await client.post('/api/subscription/cancel')).status).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, id));
    const periodEnd = user?.subscriptionExpiresAt;
    expect(periodEnd).toBeInstanceOf(Date);

    const status = (await client.get('/api/voice-clone')).json.voice;
    expect(status).toMatchObject({ status: 'paused', deletesAt: periodEnd?.toISOString() });
    const heard = await client.get(ttsPath({ text: 'Am I still me?', voice: 'own' }));
    expect(heard.headers['x-tts-engine']).toBe('openai');
    // Re-recording is refused too while the plan is cancelled.
    expectPremiumRequired(await send(client, upload()));

    const cloner = elevenLabsCloner({ apiKey: 'xi-voice-test', baseUrl: eleven.url, model: 'm' });
    const before = (periodEnd?.getTime() ?? 0) - 60_000;
    const during = await expireOwnVoices({ db: t.database.db, clock: () => new Date(before), cloner });
    expect(during.deleted).toBe(0);
    const [paused] = await t.database.db.select().from(voiceClones).where(eq(voiceClones.userId, id));
    expect(paused?.status).toBe('paused');
    expect(eleven.voices.has(row?.providerVoiceId ?? '')).toBe(true);

    const after = (periodEnd?.getTime() ?? 0) + 60_000;
    const ended = await expireOwnVoices({ db: t.database.db, clock: () => new Date(after), cloner });
    expect(ended.deleted).toBeGreaterThanOrEqual(1);
    expect(eleven.voices.has(row?.providerVoiceId ?? '')).toBe(false);
    expect(await t.database.db.select().from(voiceClones).where(eq(voiceClones.userId, id))).toEqual([]);
  });
});

it('the consent sentence names the person', () => {
  expect(consentSentence('Ada')).toBe(
    'I, Ada, agree that Voxpert may create a copy of my voice for my own conversations',
  );
});
