import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversations, messages, users } from '../../src/server/db/schema/index.js';
import type { TestClient } from '../helpers/app.js';
import { type ChatTestApp, DEFAULT_REPLY, failAfter, reply, startChatApp } from '../helpers/chat.js';
import { expectError } from '../helpers/http-assertions.js';

let t: ChatTestApp;
beforeAll(async () => {
  t = await startChatApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  t.model.behaviour = reply();
  t.model.requests.length = 0;
});

async function conversation(options: { paid?: boolean; category?: string } = {}) {
  const client = t.client();
  const { user } = await client.register();
  if (options.paid) {
    await t.database.db
      .update(users)
      .set({ subscriptionType: 'premium', subscriptionStatus: 'active' })
      .where(eq(users.id, user.id));
  }
  const res = await client.post('/api/conversations', { goatCategory: options.category ?? 'coach' });
  expect(res.status).toBe(201);
  return { client, id: res.json.id as number, expertId: res.json.expertId as string };
}

const send = (client: TestClient, id: number, body: unknown) =>
  client.post(`/api/conversations/${id}/messages`, body);

async function stored(id: number) {
  return t.database.db
    .select({ isUser: messages.isUser, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, id))
    .orderBy(messages.id);
}

async function replyCount(id: number) {
  const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
  return row?.replyCount;
}

describe('POST /api/conversations/:id/messages', () => {
  it('stores the message and the reply in order and answers the reply', async () => {
    const { client, id, expertId } = await conversation();
    const res = await send(client, id, { content: '  How do I start running?  ', detectedLanguage: 'es-ES' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      userMessage: { content: 'How do I start running?' },
      botMessage: { content: DEFAULT_REPLY },
      showTrialOffer: false,
      replyCount: 1,
    });
    const [request] = t.model.requests;
    expect(request?.expert.id).toBe(expertId);
    expect(request?.language).toBe('es-ES');
    expect(request?.premium).toBe(false);
    expect(request?.turns).toEqual([{ role: 'user', content: 'How do I start running?' }]);
    await send(client, id, { content: 'And then?' });
    const detail = await client.get(`/api/conversations/${id}`);
    expect(detail.json.title).toBe('How do I start running?');
    expect(detail.json.replyCount).toBe(2);
    expect(
      detail.json.messages.map((m: { isUser: boolean; content: string }) => [m.isUser, m.content]),
    ).toEqual([
      [true, 'How do I start running?'],
      [false, DEFAULT_REPLY],
      [true, 'And then?'],
      [false, DEFAULT_REPLY],
    ]);
    expect(detail.json.messages[1].id).toBe(res.json.botMessage.id);
    expect(t.model.requests[1]?.turns.map((turn) => turn.role)).toEqual(['user', 'assistant', 'user']);
  });

  it('refuses blank, over-long and malformed messages with 400 and stores nothing', async () => {
    const { client, id } = await conversation();
    const cases: [unknown, string, string][] = [
      [{ content: '   ' }, 'content', 'Message cannot be empty'],
      [{ content: '' }, 'content', 'Message cannot be empty'],
      [{}, 'content', 'Message cannot be empty'],
      [{ content: 'x'.repeat(4001) }, 'content', 'Message is too long (at most 4000 characters)'],
      [{ content: 'hi', detectedLanguage: 'xx-XX' }, 'detectedLanguage', ''],
      [{ content: 'hi', speakerId: 's'.repeat(101) }, 'speakerId', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await send(client, id, body);
      expectError(res, 400, 'VALIDATION_ERROR');
      expect(res.json.fields[field], res.body).toBeTypeOf('string');
      if (message) expect(res.json.fields[field]).toBe(message);
    }
    expect((await send(client, id, { content: 'x'.repeat(4000) })).status).toBe(200);
    expect(await stored(id)).toHaveLength(2);
  });

  it('a provider failure answers 502 retryable, keeps the message, gives the reply back; a retry reuses it', async () => {
    const { client, id } = await conversation();
    t.model.behaviour = failAfter();
    const failed = await send(client, id, { content: 'Tell me about sleep' });
    expect(failed.status).toBe(502);
    expect(failed.json).toMatchObject({ error: 'AI_PROVIDER_ERROR', retryable: true });
    expect(await stored(id)).toEqual([{ isUser: true, content: 'Tell me about sleep' }]);
    expect(await replyCount(id)).toBe(0);
    t.model.behaviour = reply();
    const retried = await send(client, id, { content: 'Tell me about sleep' });
    expect(retried.status).toBe(200);
    expect(retried.json.replyCount).toBe(1);
    expect(await stored(id)).toEqual([
      { isUser: true, content: 'Tell me about sleep' },
      { isUser: false, content: DEFAULT_REPLY },
    ]);
    expect(t.model.requests[1]?.turns).toEqual([{ role: 'user', content: 'Tell me about sleep' }]);
  });

  it('an empty reply from the provider is a 502 too', async () => {
    const { client, id } = await conversation();
    t.model.behaviour = reply('');
    expect((await send(client, id, { content: 'Hello?' })).status).toBe(502);
    expect(await replyCount(id)).toBe(0);
  });

  it('sends only the newest turns that fit the token budget, always the new message', async () => {
    const { client, id } = await conversation({ paid: true });
    const long = (n: number) => `${n} ${'word '.repeat(790)}`.trim(); // about 990 tokens each
    for (let n = 1; n <= 8; n++) {
      t.model.behaviour = reply(`Answer ${n}.`);
      expect((await send(client, id, { content: long(n) })).status).toBe(200);
    }
    const last = t.model.requests[t.model.requests.length - 1];
    const turns = last?.turns ?? [];
    expect(turns[turns.length - 1]?.content).toBe(long(8));
    expect(turns[0]?.role).toBe('user');
    expect(turns.some((turn) => turn.content === long(1) || turn.content === long(2))).toBe(false);
    expect(turns.some((turn) => turn.content === long(4))).toBe(true);
    const tokens = turns.reduce((sum, turn) => sum + Math.ceil(turn.content.length / 4), 0);
    expect(tokens).toBeLessThanOrEqual(6000);
    expect(turns.length).toBeGreaterThanOrEqual(9);
    // A single message larger than the budget is still sent.
    t.model.behaviour = reply();
    const huge = 'z'.repeat(4000);
    expect((await send(client, id, { content: huge })).status).toBe(200);
    expect(t.model.requests[t.model.requests.length - 1]?.turns.at(-1)?.content).toBe(huge);
    expect(last?.premium).toBe(true);
  });
});

describe('reply limit (free plan)', () => {
  it('allows 10 replies with the trial offer on the 10th, then 403 and the message is not stored', async () => {
    const { client, id } = await conversation();
    for (let n = 1; n <= 10; n++) {
      const res = await send(client, id, { content: `Message ${n}` });
      expect([res.status, res.json.replyCount, res.json.repliesLeft, res.json.showTrialOffer]).toEqual([
        200,
        n,
        10 - n,
        n === 10,
      ]);
      if (n === 8) expect((await client.get(`/api/conversations/${id}`)).json.repliesLeft).toBe(2);
    }
    // Opened again at the limit, the conversation says so before anything is spoken.
    expect((await client.get(`/api/conversations/${id}`)).json.repliesLeft).toBe(0);
    const refused = await send(client, id, { content: 'Message 11' });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      error: 'USAGE_LIMIT_REACHED',
      limitType: 'CONVERSATION_REPLY_LIMIT',
      message: "You've reached the limit of 10 replies in this conversation on the free plan.",
    });
    const refusedStream = await client.post(`/api/conversations/${id}/messages/stream`, { content: 'Again' });
    expect(refusedStream.status).toBe(403);
    expect(refusedStream.json.limitType).toBe('CONVERSATION_REPLY_LIMIT');
    const rows = await stored(id);
    expect(rows).toHaveLength(20);
    expect(rows.some((r) => r.content === 'Message 11' || r.content === 'Again')).toBe(false);
    expect(await replyCount(id)).toBe(10);
  });

  it('a paid plan gets more than 10 replies, never the trial offer', async () => {
    const { client, id } = await conversation({ paid: true });
    for (let n = 1; n <= 12; n++) {
      const res = await send(client, id, { content: `Message ${n}` });
      expect([res.status, res.json.showTrialOffer, res.json.repliesLeft]).toEqual([200, false, null]);
    }
    expect((await client.get(`/api/conversations/${id}`)).json.repliesLeft).toBeNull();
    expect(await replyCount(id)).toBe(12);
  });

  it('50 simultaneous messages on a fresh conversation get exactly 10 replies', async () => {
    const { client, id } = await conversation();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => send(client, id, { content: `Parallel ${n}` })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(40);
    expect(answers.filter((a) => a.json.showTrialOffer === true)).toHaveLength(1);
    const rows = await stored(id);
    expect(rows.filter((r) => !r.isUser)).toHaveLength(10);
    expect(rows.filter((r) => r.isUser)).toHaveLength(10);
    expect(await replyCount(id)).toBe(10);
  });
});

describe('the saved conversation in the list: a title and a preview that differ', () => {
  it('titles it from the first sentence of the first message and previews the latest answer', async () => {
    const { client, id } = await conversation();
    await send(client, id, { content: 'i feel lonely in the evenings. what could i do on sunday' });
    let [item] = (await client.get('/api/conversations')).json;
    expect(item).toMatchObject({ id, title: 'I feel lonely in the evenings', preview: DEFAULT_REPLY });
    t.model.behaviour = reply('Try a walking group. Many meet on Sunday mornings.');
    await send(client, id, { content: 'and on weekdays' });
    [item] = (await client.get('/api/conversations')).json;
    expect(item).toMatchObject({
      title: 'I feel lonely in the evenings',
      preview: 'Try a walking group. Many meet on Sunday mornings.',
      messageCount: 4,
    });
  });

  it('shows no preview while the first message is all there is (the reply failed)', async () => {
    const { client, id } = await conversation();
    t.model.behaviour = failAfter();
    expect((await send(client, id, { content: 'Hello. How do I start running' })).status).toBe(502);
    const [item] = (await client.get('/api/conversations')).json;
    expect(item).toMatchObject({ title: 'Hello. How do I start running', preview: null, messageCount: 1 });
  });
});
