import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assistantMessages,
  assistantThreads,
  conversations,
  users,
} from '../../src/server/db/schema/index.js';
import { type ChatTestApp, failAfter, reply, startChatApp } from '../helpers/chat.js';

let t: ChatTestApp;
beforeAll(async () => {
  t = await startChatApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  t.model.behaviour = reply();
});

const dailyLimit = {
  error: 'USAGE_LIMIT_REACHED',
  limitType: 'DAILY_CONVERSATION_LIMIT',
  message: "You've reached your daily limit of 2 conversations on the free plan.",
};
const replyLimit = {
  error: 'USAGE_LIMIT_REACHED',
  limitType: 'CONVERSATION_REPLY_LIMIT',
  message: "You've reached the limit of 10 replies in this conversation on the free plan.",
};

async function freeUser() {
  const client = t.client();
  const { user } = await client.register();
  return { client, userId: user.id as number };
}
const storedMessages = async () => (await t.database.db.select().from(assistantMessages)).length;
const ask = (client: ReturnType<ChatTestApp['client']>, body: Record<string, unknown>) =>
  client.post('/api/assistant/chat', { message: 'What should I do next?', ...body });

describe('POST /api/assistant/chat keeps the free plan limits', () => {
  it('refuses a free user with both limits used up, and stores nothing', async () => {
    const { client } = await freeUser();
    const first = await client.post('/api/conversations', { goatCategory: 'coach' });
    expect((await client.post('/api/conversations', { goatCategory: 'coach' })).status).toBe(201);
    await t.database.db
      .update(conversations)
      .set({ replyCount: 10 })
      .where(eq(conversations.id, first.json.id));
    const before = await storedMessages();
    const requests = t.model.requests.length;
    const fresh = await ask(client, {});
    expect(fresh.status).toBe(403);
    expect(fresh.json).toEqual(dailyLimit);
    const about = await ask(client, { conversationId: first.json.id });
    expect(about.status).toBe(403);
    expect(about.json).toEqual(replyLimit);
    expect(await storedMessages()).toBe(before);
    expect(t.model.requests.length).toBe(requests);
  });

  it("a new thread is one of the day's conversations, and has 10 replies", async () => {
    const { client } = await freeUser();
    const first = await ask(client, {});
    expect(first.status).toBe(200);
    const { threadId } = first.json;
    for (let i = 2; i <= 10; i++) expect((await ask(client, { threadId })).status).toBe(200);
    const eleventh = await ask(client, { threadId });
    expect(eleventh.status).toBe(403);
    expect(eleventh.json).toEqual(replyLimit);
    expect((await ask(client, {})).status).toBe(200);
    expect((await ask(client, {})).json).toEqual(dailyLimit);
    expect((await client.post('/api/conversations', { goatCategory: 'coach' })).json).toEqual(dailyLimit);
  });

  it("a thread about a conversation uses that conversation's replies", async () => {
    const { client } = await freeUser();
    const conversation = await client.post('/api/conversations', { goatCategory: 'coach' });
    const id = conversation.json.id;
    const first = await ask(client, { conversationId: id });
    expect(first.status).toBe(200);
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row?.replyCount).toBe(1);
    await t.database.db.update(conversations).set({ replyCount: 10 }).where(eq(conversations.id, id));
    expect((await ask(client, { threadId: first.json.threadId })).json).toEqual(replyLimit);
  });

  it('gives the reply back when the provider fails', async () => {
    const { client } = await freeUser();
    const first = await ask(client, {});
    t.model.behaviour = failAfter();
    expect((await ask(client, { threadId: first.json.threadId })).status).toBe(502);
    const [thread] = await t.database.db
      .select()
      .from(assistantThreads)
      .where(eq(assistantThreads.id, first.json.threadId));
    expect(thread?.replyCount).toBe(1);
  });

  it('holds exactly under 50 concurrent requests: 10 replies in a thread, 2 new threads a day', async () => {
    const { client } = await freeUser();
    const first = await ask(client, {});
    const { threadId } = first.json;
    const replies = await Promise.all(Array.from({ length: 50 }, () => ask(client, { threadId })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(9);
    expect(replies.filter((r) => r.status === 403)).toHaveLength(41);

    const other = await freeUser();
    const threads = await Promise.all(Array.from({ length: 50 }, () => ask(other.client, {})));
    expect(threads.filter((r) => r.status === 200)).toHaveLength(2);
    expect(
      threads.filter((r) => r.status === 403).every((r) => r.json.limitType === 'DAILY_CONVERSATION_LIMIT'),
    ).toBe(true);
    const rows = await t.database.db
      .select()
      .from(assistantThreads)
      .where(eq(assistantThreads.userId, other.userId));
    expect(rows).toHaveLength(2);
  });

  it('paid plans have no limit', async () => {
    const { client, userId } = await freeUser();
    await t.database.db
      .update(users)
      .set({
        subscriptionType: 'basic',
        subscriptionStatus: 'trial',
        subscriptionExpiresAt: new Date(Date.now() + 864e5),
      })
      .where(eq(users.id, userId));
    for (let i = 0; i < 3; i++) expect((await ask(client, {})).status).toBe(200);
  });
});
