import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, safetyEvents } from '../../src/server/db/schema/index.js';
import type { SafetyCheck, SafetyFinding } from '../../src/server/safety/safety-check.js';
import { isSafetyRequest } from '../fake-openai/safety.js';
import { type FakeOpenAI, startFakeOpenAI } from '../fake-openai/server.js';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.js';
import { type ChatTestApp, parseEvents, reply, startChatApp } from '../helpers/chat.js';
import { expectError } from '../helpers/http-assertions.js';

const CRISIS = 'honestly everyone would be better off without me';
const MEDICAL = 'my dad collapsed and he is not breathing';
const ADMIN = 'safety-admin@example.com';

async function conversation(t: TestApp, client?: TestClient) {
  const c = client ?? t.client();
  if (!client) await c.register();
  const res = await c.post('/api/conversations', { goatCategory: 'coach' });
  expect(res.status, res.body).toBe(201);
  return { client: c, id: res.json.id as number };
}

/** The safety events in the order they were stored (Postgres promises no order without one). */
const eventRows = (t: TestApp) => t.database.db.select().from(safetyEvents).orderBy(safetyEvents.id);

describe('offline: the prepared reply, the help card before the first word', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { ADMIN_EMAILS: [ADMIN] } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('sends the safety event before any text, again in done, and marks the message for a reload', async () => {
    const { client, id } = await conversation(t);
    const res = await client.post(`/api/conversations/${id}/messages/stream`, { content: CRISIS });
    expect(res.status).toBe(200);
    const events = parseEvents(res.body);
    expect(events[0]?.event).toBe('safety');
    const notice = events[0]?.data;
    expect(notice.kinds).toEqual(['suicide']);
    expect(notice.country).toBe('US');
    expect(notice.helpLines.map((l: { kind: string }) => l.kind)).toEqual(['crisis', 'emergency']);
    expect(notice.helpLines[0]).toMatchObject({ phone: '988', sms: '988' });
    expect(notice.helpLines[1]).toMatchObject({ phone: '911' });
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data.safety).toEqual(notice);
    // The prepared reply names the same line.
    expect(done?.data.botMessage.content).toContain('988');

    const reloaded = await client.get(`/api/conversations/${id}`);
    const [user, bot] = reloaded.json.messages;
    expect(user.safety).toEqual(notice);
    expect(bot.safety).toBeUndefined();
    // The mark is the user's own data: it is in their download.
    const exported = await client.get('/api/user/export');
    const saved = exported.json.conversations.find((c: { id: number }) => c.id === id);
    expect(saved.messages[0]).toMatchObject({ from: 'you', content: CRISIS, safetyKinds: ['suicide'] });
  });

  it('gives the lines of the country of the settings, else of the browser, and puts 112 first for a medical emergency', async () => {
    const { client, id } = await conversation(t);
    const british = await client.post(
      `/api/conversations/${id}/messages/stream`,
      { content: CRISIS },
      { 'accept-language': 'en-GB,en;q=0.8' },
    );
    const gb = parseEvents(british.body)[0]?.data;
    expect(gb.country).toBe('GB');
    expect(gb.helpLines[0]).toMatchObject({ name: 'Samaritans', phone: '116 123' });
    expect(parseEvents(british.body).at(-1)?.data.botMessage.content).toContain('116 123');

    expect((await client.post('/api/user/settings', { timeZone: 'Europe/Vienna' })).status).toBe(200);
    const res = await client.post(
      `/api/conversations/${id}/messages/stream`,
      { content: 'mein vater ist zusammengebrochen und atmet nicht', detectedLanguage: 'de-DE' },
      { 'accept-language': 'en-GB' },
    );
    const events = parseEvents(res.body);
    expect(events[0]?.event).toBe('safety');
    expect(events[0]?.data.kinds).toContain('medicalEmergency');
    expect(events[0]?.data.country).toBe('AT');
    expect(events[0]?.data.helpLines.map((l: { kind: string; phone: string }) => [l.kind, l.phone])).toEqual([
      ['emergency', '112'],
      ['crisis', '142'],
    ]);
    const text = events.at(-1)?.data.botMessage.content as string;
    expect(text.indexOf('112')).toBeLessThan(text.indexOf('142'));
  });

  it('answers the notice in the JSON answer too, and nothing for an idiom or an ordinary message', async () => {
    const { client, id } = await conversation(t);
    const crisis = await client.post(`/api/conversations/${id}/messages`, { content: MEDICAL });
    expect(crisis.status, crisis.body).toBe(200);
    expect(crisis.json.safety.kinds).toEqual(['medicalEmergency']);
    expect(crisis.json.safety.helpLines[0].kind).toBe('emergency');
    for (const content of ['this deadline is killing me', 'tell me about painting clouds']) {
      const res = await client.post(`/api/conversations/${id}/messages/stream`, { content });
      const events = parseEvents(res.body);
      expect(
        events.some((e) => e.event === 'safety'),
        content,
      ).toBe(false);
      expect(events.at(-1)?.data.safety, content).toBeUndefined();
    }
  });

  it('gives a guest the same card, streamed first and in the answer, and counts it without an address', async () => {
    const before = (await eventRows(t)).length;
    const guest = t.client();
    const res = await guest.post(
      '/api/chat/stream',
      { message: '我不想活了', category: 'coach', detectedLanguage: 'zh-CN' },
      { 'accept-language': 'zh-CN,zh;q=0.9' },
    );
    const events = parseEvents(res.body);
    expect(events[0]?.event).toBe('safety');
    expect(events[0]?.data.country).toBe('CN');
    expect(events[0]?.data.helpLines[0]).toMatchObject({ kind: 'crisis', phone: '12356' });
    expect(events.at(-1)?.data.safety).toEqual(events[0]?.data);
    expect(events.at(-1)?.data.response).toContain('12356');
    const json = await guest.post('/api/chat', {
      message: 'my friend overdosed and wont wake up',
      category: 'coach',
    });
    expect(json.json.safety.kinds).toContain('medicalEmergency');
    const rows = (await eventRows(t)).slice(before);
    expect(rows.map((r) => [r.kind, r.language])).toEqual([
      ['suicide', 'zh-CN'],
      ...json.json.safety.kinds.map((kind: string) => [kind, 'en-US']),
    ]);
    expect(JSON.stringify(rows)).not.toContain(guest.ip);
  });

  it('counts safety events with kind, language, layer and hour only: no text, no user', async () => {
    const before = (await eventRows(t)).length;
    const { client, id } = await conversation(t);
    await client.post(`/api/conversations/${id}/messages/stream`, {
      content: 'quiero desaparecer para siempre y no despertar',
      detectedLanguage: 'es-ES',
    });
    const rows = await eventRows(t);
    expect(rows.length).toBe(before + 1);
    const row = rows.at(-1);
    expect(Object.keys(row ?? {}).sort()).toEqual(['hour', 'id', 'kind', 'language', 'layer']);
    expect(row).toMatchObject({ kind: 'suicide', language: 'es-ES', layer: 'offline' });
    expect(row?.hour.getUTCMinutes()).toBe(0);
    expect(row?.hour.getUTCSeconds()).toBe(0);
    const columns = await t.database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'safety_events' order by 1`,
    );
    expect((columns as { rows: { column_name: string }[] }).rows.map((r) => r.column_name)).toEqual([
      'hour',
      'id',
      'kind',
      'language',
      'layer',
    ]);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain('desaparecer');
    expect(dump).not.toContain(client.cookies.values().next().value ?? 'no cookie');
  });

  it('shows the counts per kind and language to admins only', async () => {
    const guest = t.client();
    expectError(await guest.get('/api/admin/safety-events'), 401, 'UNAUTHORIZED');
    const user = t.client();
    await user.register();
    expect((await user.get('/api/admin/safety-events')).status).toBe(403);
    const admin = t.client();
    await admin.register({ username: ADMIN });
    const res = await admin.get('/api/admin/safety-events');
    expect(res.status, res.body).toBe(200);
    const rows = await eventRows(t);
    expect(res.json.total).toBe(rows.length);
    const suicideEn = rows.filter((r) => r.kind === 'suicide' && r.language === 'en-US').length;
    expect(res.json.counts).toContainEqual({ kind: 'suicide', language: 'en-US', count: suicideEn });
    expect(res.json.layers).toEqual([{ layer: 'offline', count: rows.length }]);
    expect(JSON.stringify(res.json)).not.toMatch(/better off|@example/);

    const old = await admin.get('/api/admin/safety-events?from=2020-01-01&to=2020-01-31');
    expect(old.status).toBe(200);
    expect(old.json).toMatchObject({ from: '2020-01-01', to: '2020-01-31', total: 0, counts: [] });
    expectError(
      await admin.get('/api/admin/safety-events?from=2020-02-01&to=2020-01-01'),
      400,
      'VALIDATION_ERROR',
    );
    expectError(await admin.get('/api/admin/safety-events?from=2020-02-30'), 400, 'VALIDATION_ERROR');
    expectError(
      await admin.get('/api/admin/safety-events?from=2020-01-01&to=2022-01-01'),
      400,
      'VALIDATION_ERROR',
    );
  });
});

describe('with a model: the reply is the model’s, the safety instruction reinforced for that turn', () => {
  let fake: FakeOpenAI;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ reply: 'I hear you. I am here with you.' });
    t = await startTestApp({
      config: { AI_BASE_URL: fake.url, AI_API_KEY: 'sk-test', AI_MODEL: 'fake-chat', AI_MAX_RETRIES: 0 },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const systemOfLastCall = () => {
    const call = fake.requests
      .filter((r) => r.path === '/v1/chat/completions' && !isSafetyRequest(r.body))
      .at(-1);
    const body = call?.body as { messages: { role: string; content: string }[] };
    return body.messages[0]?.content ?? '';
  };

  it('adds the reinforced instruction with the country’s lines only to a turn that speaks of a crisis', async () => {
    const { client, id } = await conversation(t);
    await client.post(`/api/conversations/${id}/messages/stream`, { content: 'how do I stay motivated' });
    expect(systemOfLastCall()).not.toContain('SAFETY, THIS TURN');

    const res = await client.post(
      `/api/conversations/${id}/messages/stream`,
      { content: CRISIS },
      { 'accept-language': 'en-IE' },
    );
    const events = parseEvents(res.body);
    expect(events[0]?.event).toBe('safety');
    expect(events.at(-1)?.data.botMessage.content).toBe('I hear you. I am here with you.');
    const system = systemOfLastCall();
    expect(system).toContain('SAFETY, THIS TURN');
    expect(system).toContain('Step out of your persona now');
    expect(system).toContain('Samaritans Ireland on 116 123, or text 50808 (50808)');
    expect(system).toContain('someone they trust');
  });
});

describe('the asynchronous safety check', () => {
  let t: ChatTestApp;
  let check: SafetyCheck = async () => null;
  const calls: { text: string; language: string; signal: AbortSignal }[] = [];
  beforeAll(async () => {
    t = await startChatApp({
      safetyCheck: (input) => {
        calls.push(input);
        return check(input);
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const finding = (partial: Partial<SafetyFinding>): SafetyFinding => ({
    kinds: [],
    topics: [],
    source: 'model',
    ...partial,
  });

  it('does not hold the reply back: a finding that comes after the first sentence still gives the event and the mark', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    check = async () => {
      await released;
      return finding({ kinds: ['selfHarm'] });
    };
    t.model.behaviour = async function* () {
      yield 'That sounds heavy. ';
      yield 'Tell me more. ';
      release();
      // Let the finding arrive while the reply is still being written.
      await new Promise((resolve) => setImmediate(resolve));
      yield 'I am listening.';
    };
    const { client, id } = await conversation(t);
    const res = await client.post(`/api/conversations/${id}/messages/stream`, {
      content: 'i had a rough week',
    });
    const events = parseEvents(res.body);
    const names = events.map((e) => e.event);
    expect(names.indexOf('sentence')).toBeLessThan(names.indexOf('safety'));
    expect(names.indexOf('safety')).toBeLessThan(names.indexOf('done'));
    const notice = events.find((e) => e.event === 'safety')?.data;
    expect(notice.kinds).toEqual(['selfHarm']);
    expect(events.at(-1)?.data.safety).toEqual(notice);
    expect(calls.at(-1)).toMatchObject({ text: 'i had a rough week', language: 'en-US' });
    // Called off once the turn ended.
    expect(calls.at(-1)?.signal.aborted).toBe(true);

    const userId = events.at(-1)?.data.userMessage.id as number;
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, userId));
    expect(row?.safetyKinds).toEqual(['selfHarm']);
    const rows = await eventRows(t);
    expect(rows.at(-1)).toMatchObject({ kind: 'selfHarm', layer: 'model', language: 'en-US' });
  });

  it('waits for a check still under way when the reply has ended, and adds its kinds to the offline ones', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    check = async () => {
      await released;
      return finding({ kinds: ['harmToOthers', 'suicide'], source: 'moderation' });
    };
    t.model.behaviour = async function* () {
      yield 'I am so glad you told me.';
      setImmediate(release);
    };
    const { client, id } = await conversation(t);
    const res = await client.post(`/api/conversations/${id}/messages/stream`, { content: CRISIS });
    const events = parseEvents(res.body);
    const safety = events.filter((e) => e.event === 'safety');
    expect(safety.map((e) => e.data.kinds)).toEqual([['suicide'], ['suicide', 'harmToOthers']]);
    expect(events[0]?.event).toBe('safety');
    expect(events.at(-1)?.data.safety.kinds).toEqual(['suicide', 'harmToOthers']);
    // One event per kind, by the layer that raised it first (stored in either order).
    const rows = (await eventRows(t)).slice(-2);
    expect(rows.map((r) => [r.kind, r.layer]).sort()).toEqual([
      ['harmToOthers', 'moderation'],
      ['suicide', 'offline'],
    ]);
    // The model was told at once, from the offline layer.
    expect(t.model.requests.at(-1)?.crisis).toEqual(['suicide']);
  });

  it('ignores a check that fails, and takes the topics it finds for the advice line', async () => {
    t.model.behaviour = reply('Keep a small emergency fund first.');
    check = async () => {
      throw new Error('the check is down');
    };
    const { client, id } = await conversation(t);
    const failed = await client.post(`/api/conversations/${id}/messages/stream`, { content: 'hello there' });
    const done = parseEvents(failed.body).at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data.safety).toBeUndefined();
    expect(done?.data.botMessage.adviceNote).toBeUndefined();

    check = async () => finding({ topics: ['financial'] });
    const res = await client.post(`/api/conversations/${id}/messages`, {
      content: 'what should i do with my money',
    });
    expect(res.json.botMessage.adviceNote).toBe(
      'General information, not financial advice: please check with a qualified adviser.',
    );
    const reloaded = await client.get(`/api/conversations/${id}`);
    expect(reloaded.json.messages.at(-1).adviceNote).toBe(res.json.botMessage.adviceNote);
    const transcript = await client.get(`/api/conversations/${id}/export`);
    expect(transcript.json.content).toContain(
      'Keep a small emergency fund first.\n\nGeneral information, not financial advice',
    );
  });

  it('puts the not-professional-advice line under an answer to a medical question, found offline', async () => {
    check = async () => null;
    t.model.behaviour = reply('Rest and water usually help.');
    const { client, id } = await conversation(t);
    const res = await client.post(`/api/conversations/${id}/messages/stream`, {
      content: 'qué medicamento me va bien para el dolor de cabeza',
      detectedLanguage: 'es-ES',
    });
    const done = parseEvents(res.body).at(-1);
    expect(done?.data.botMessage.adviceNote).toBe(
      'Información general, no consejo médico: consulta con un médico.',
    );
    expect(done?.data.botMessage.content).toBe('Rest and water usually help.');
  });
});
