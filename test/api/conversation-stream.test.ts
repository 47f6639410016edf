import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversations, idempotencyKeys, messages } from '../../src/server/db/schema/index.js';
import {
  type ChatTestApp,
  DEFAULT_REPLY,
  failAfter,
  parseEvents,
  reply,
  startChatApp,
  waitForAbort,
} from '../helpers/chat.js';

let t: ChatTestApp;
let base: string;
beforeAll(async () => {
  t = await startChatApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
}, 60_000);
afterAll(async () => {
  // fetch (undici) may keep a spare connection open that has never carried a request.
  t.app.server.closeAllConnections();
  await t?.close();
});
beforeEach(() => {
  t.model.behaviour = reply();
});

async function conversation() {
  const client = t.client();
  await client.register();
  const res = await client.post('/api/conversations', { goatCategory: 'science' });
  return { client, id: res.json.id as number };
}

async function stored(id: number) {
  return t.database.db
    .select({ isUser: messages.isUser, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, id))
    .orderBy(messages.id);
}

describe('POST /api/conversations/:id/messages/stream', () => {
  it('streams deltas, sentences, then done with the stored messages', async () => {
    const { client, id } = await conversation();
    const res = await client.post(`/api/conversations/${id}/messages/stream`, { content: 'What is light?' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const events = parseEvents(res.body);
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.map((e) => e.data.text).join('')).toBe(DEFAULT_REPLY);
    expect(events.filter((e) => e.event === 'sentence').map((e) => e.data)).toEqual([
      { index: 0, text: 'Hello there, friend.' },
      { index: 1, text: 'This is a test reply!' },
      { index: 2, text: 'Does it work?' },
    ]);
    const last = events[events.length - 1];
    expect(last?.event).toBe('done');
    // Every sentence comes right after the delta that completed it, before the next delta.
    const order = events.map((e) => e.event);
    expect(order.indexOf('sentence')).toBeLessThan(order.lastIndexOf('delta'));
    const rows = await stored(id);
    expect(rows).toEqual([
      { isUser: true, content: 'What is light?' },
      { isUser: false, content: DEFAULT_REPLY },
    ]);
    const detail = await client.get(`/api/conversations/${id}`);
    expect(last?.data).toEqual({
      userMessage: { id: detail.json.messages[0].id, content: 'What is light?' },
      botMessage: { id: detail.json.messages[1].id, content: DEFAULT_REPLY },
      showTrialOffer: false,
      replyCount: 1,
      repliesLeft: 9,
    });
  });

  it('a provider failure mid-stream ends with an error event and gives the reply back', async () => {
    const { client, id } = await conversation();
    t.model.behaviour = failAfter('Well. ');
    const res = await client.post(`/api/conversations/${id}/messages/stream`, { content: 'Hmm?' });
    expect(res.status).toBe(200);
    const events = parseEvents(res.body);
    expect(events[0]).toEqual({ event: 'delta', data: { text: 'Well. ' } });
    expect(events[events.length - 1]).toEqual({
      event: 'error',
      data: {
        error: 'AI_PROVIDER_ERROR',
        message: 'The AI provider failed. Please try again.',
        retryable: true,
      },
    });
    expect(await stored(id)).toEqual([{ isUser: true, content: 'Hmm?' }]);
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row?.replyCount).toBe(0);
  });

  it('validation errors answer JSON 400 before any stream starts', async () => {
    const { client, id } = await conversation();
    const res = await client.post(`/api/conversations/${id}/messages/stream`, { content: ' ' });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('a client that leaves mid-stream aborts the model; the sentences sent are stored, cut', async () => {
    const { client, id } = await conversation();
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const abortsBefore = t.model.aborted;
    t.model.behaviour = waitForAbort('First sentence here. Second one too. And a third that never');
    const controller = new AbortController();
    const res = await fetch(`${base}/api/conversations/${id}/messages/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ content: 'Tell me a story' }),
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    let text = '';
    const decoder = new TextDecoder();
    while (parseEvents(text).filter((e) => e.event === 'sentence').length < 2) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended early');
      text += decoder.decode(value, { stream: true });
    }
    controller.abort();
    await expect.poll(async () => (await stored(id)).length, { timeout: 5000 }).toBe(2);
    expect(t.model.aborted).toBe(abortsBefore + 1);
    expect((await stored(id))[1]).toEqual({
      isUser: false,
      content: 'First sentence here. Second one too. …',
    });
  });

  it('a repeat (same Idempotency-Key) of a turn the client left answers the cut reply, storing nothing new', async () => {
    const { client, id } = await conversation();
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const key = 'turn-left-mid-stream';
    t.model.behaviour = waitForAbort('First sentence here. Second one too. And a third that never');
    const controller = new AbortController();
    const res = await fetch(`${base}/api/conversations/${id}/messages/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'idempotency-key': key },
      body: JSON.stringify({ content: 'Tell me a story' }),
      signal: controller.signal,
    });
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    let text = '';
    const decoder = new TextDecoder();
    while (parseEvents(text).filter((e) => e.event === 'sentence').length < 2) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended early');
      text += decoder.decode(value, { stream: true });
    }
    controller.abort();
    const recorded = async () => {
      const [row] = await t.database.db
        .select({ state: idempotencyKeys.state })
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, key));
      return row?.state;
    };
    await expect.poll(recorded, { timeout: 5000 }).toBe('done');
    const asked = t.model.requests.length;
    const again = await client.post(
      `/api/conversations/${id}/messages/stream`,
      { content: 'Tell me a story' },
      { 'idempotency-key': key },
    );
    expect(again.headers['idempotent-replayed']).toBe('true');
    const events = parseEvents(again.body);
    expect(events.filter((e) => e.event === 'sentence').map((e) => e.data.text)).toEqual([
      'First sentence here.',
      'Second one too.',
    ]);
    expect(events.at(-1)?.event).toBe('done');
    expect(events.at(-1)?.data.botMessage.content).toBe('First sentence here. Second one too. …');
    expect(t.model.requests.length).toBe(asked);
    expect(await stored(id)).toEqual([
      { isUser: true, content: 'Tell me a story' },
      { isUser: false, content: 'First sentence here. Second one too. …' },
    ]);
  });

  it('a client that leaves before any sentence gives the reply back', async () => {
    const { client, id } = await conversation();
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    t.model.behaviour = waitForAbort('Thinking about');
    const controller = new AbortController();
    const res = await fetch(`${base}/api/conversations/${id}/messages/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ content: 'Quick question' }),
      signal: controller.signal,
    });
    const reader = res.body?.getReader();
    await reader?.read();
    controller.abort();
    const replies = async () => {
      const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
      return row?.replyCount;
    };
    await expect.poll(replies, { timeout: 5000 }).toBe(0);
    expect(await stored(id)).toEqual([{ isUser: true, content: 'Quick question' }]);
  });
});

describe('POST /api/chat/stream (guest)', () => {
  it('streams the reply and ends with done {response, expertId}; nothing is stored', async () => {
    const before = (await t.database.db.select().from(messages)).length;
    const res = await t.client().post('/api/chat/stream', { message: 'Hi there', category: 'tech' });
    expect(res.status).toBe(200);
    const events = parseEvents(res.body);
    expect(events.filter((e) => e.event === 'sentence')).toHaveLength(3);
    const done = events[events.length - 1];
    expect(done?.event).toBe('done');
    expect(done?.data.response).toBe(DEFAULT_REPLY);
    expect(typeof done?.data.expertId).toBe('string');
    expect((await t.database.db.select().from(messages)).length).toBe(before);
  });
});
