import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertById } from '../../src/server/ai/experts.js';
import { conversations, users } from '../../src/server/db/schema/index.js';
import { testClock } from '../helpers/app.js';
import { type ChatTestApp, startChatApp } from '../helpers/chat.js';
import { expectError } from '../helpers/http-assertions.js';

// 22:00 on 1 March in New York, already 2 March in UTC.
const clock = testClock(new Date('2026-03-02T03:00:00Z'));
let t: ChatTestApp;
beforeAll(async () => {
  t = await startChatApp({ clock: clock.now });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function signedIn(timeZone?: string) {
  const client = t.client();
  const { user } = await client.register();
  if (timeZone) expect((await client.post('/api/user/settings', { timeZone })).status).toBe(200);
  return { client, userId: user.id as number };
}

async function makePaid(userId: number) {
  await t.database.db
    .update(users)
    .set({ subscriptionType: 'basic', subscriptionStatus: 'trial' })
    .where(eq(users.id, userId));
}

const dailyLimit = {
  error: 'USAGE_LIMIT_REACHED',
  limitType: 'DAILY_CONVERSATION_LIMIT',
  message: "You've reached your daily limit of 2 conversations on the free plan.",
};

describe('POST /api/conversations', () => {
  it('creates a conversation with a concrete expert of its category', async () => {
    const { client } = await signedIn();
    const res = await client.post('/api/conversations', { goatCategory: 'science' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ goatCategory: 'science', showTrialOffer: false });
    expect(expertById(res.json.expertId)?.category).toBe('science');
    const detail = await client.get(`/api/conversations/${res.json.id}`);
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({
      id: res.json.id,
      goatCategory: 'science',
      expertId: res.json.expertId,
      expertName: expertById(res.json.expertId)?.name,
      title: null,
      replyCount: 0,
      messages: [],
    });
  });

  it('a random conversation keeps the expert it picked', async () => {
    const { client, userId } = await signedIn();
    await makePaid(userId);
    const res = await client.post('/api/conversations', { goatCategory: 'random' });
    expect(res.status).toBe(201);
    expect(expertById(res.json.expertId)).toBeDefined();
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, res.json.id));
    expect(row?.expertId).toBe(res.json.expertId);
    for (let i = 0; i < 3; i++) {
      expect((await client.get(`/api/conversations/${res.json.id}`)).json.expertId).toBe(res.json.expertId);
    }
  });

  it('refuses an unknown category, and guests', async () => {
    const { client } = await signedIn();
    expectError(
      await client.post('/api/conversations', { goatCategory: 'cooking' }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(await client.post('/api/conversations', {}), 400, 'VALIDATION_ERROR');
    expectError(await t.client().post('/api/conversations', { goatCategory: 'tech' }), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/conversations/:id', () => {
  it("answers 404 for another user's conversation, everywhere", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const { id } = (await alice.client.post('/api/conversations', { goatCategory: 'arts' })).json;
    expectError(await bob.client.get(`/api/conversations/${id}`), 404, 'NOT_FOUND');
    expectError(await bob.client.get(`/api/conversations/${id}/export`), 404, 'NOT_FOUND');
    const sent = await bob.client.post(`/api/conversations/${id}/messages`, { content: 'hi' });
    expectError(sent, 404, 'NOT_FOUND');
    const streamed = await bob.client.post(`/api/conversations/${id}/messages/stream`, { content: 'hi' });
    expectError(streamed, 404, 'NOT_FOUND');
    expect((await bob.client.get('/api/conversations')).json).toEqual([]);
    expect((await alice.client.get(`/api/conversations/${id}`)).status).toBe(200);
  });

  it('answers 404 for ids that cannot exist', async () => {
    const { client } = await signedIn();
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999', '2147483647', '007']) {
      expectError(await client.get(`/api/conversations/${id}`), 404, 'NOT_FOUND');
      expectError(await client.post(`/api/conversations/${id}/messages`, { content: 'x' }), 404, 'NOT_FOUND');
    }
  });
});

describe('daily conversation limit (free plan)', () => {
  it('allows 2 a day, offers the trial on the 2nd, refuses the 3rd and stores nothing', async () => {
    const { client, userId } = await signedIn();
    const first = await client.post('/api/conversations', { goatCategory: 'coach' });
    const second = await client.post('/api/conversations', { goatCategory: 'coach' });
    expect([first.status, first.json.showTrialOffer]).toEqual([201, false]);
    expect([second.status, second.json.showTrialOffer]).toEqual([201, true]);
    const third = await client.post('/api/conversations', { goatCategory: 'coach' });
    expect(third.status).toBe(403);
    expect(third.json).toEqual(dailyLimit);
    const rows = await t.database.db.select().from(conversations).where(eq(conversations.userId, userId));
    expect(rows).toHaveLength(2);
  });

  it("starts a new day at midnight in the user's time zone", async () => {
    const { client } = await signedIn('America/New_York');
    expect((await client.post('/api/conversations', { goatCategory: 'tech' })).status).toBe(201);
    expect((await client.post('/api/conversations', { goatCategory: 'tech' })).status).toBe(201);
    clock.advance(60 * 60_000); // 23:00 in New York: the same day
    expect((await client.post('/api/conversations', { goatCategory: 'tech' })).status).toBe(403);
    clock.advance(90 * 60_000); // 00:30 in New York: a new day (in UTC the day did not change)
    const next = await client.post('/api/conversations', { goatCategory: 'tech' });
    expect([next.status, next.json.showTrialOffer]).toEqual([201, false]);
    const last = await client.post('/api/conversations', { goatCategory: 'tech' });
    expect([last.status, last.json.showTrialOffer]).toEqual([201, true]);
    expect((await client.post('/api/conversations', { goatCategory: 'tech' })).status).toBe(403);
  });

  it('a stored zone the database does not know counts the day in UTC instead of refusing', async () => {
    const { client, userId } = await signedIn();
    // Saved before zones were checked against the database: Node knows it, Postgres does not.
    await t.database.db
      .update(users)
      .set({ settings: sql`${users.settings} || '{"timeZone":"US/Pacific-New"}'::jsonb` })
      .where(eq(users.id, userId));
    expect((await client.get('/api/user/settings')).json.timeZone).toBe('US/Pacific-New');
    const first = await client.post('/api/conversations', { goatCategory: 'tech' });
    expect([first.status, first.json.showTrialOffer]).toEqual([201, false]);
    expect((await client.post('/api/conversations', { goatCategory: 'tech' })).status).toBe(201);
    expect((await client.post('/api/conversations', { goatCategory: 'tech' })).json).toEqual(dailyLimit);
    // The user can still replace it with a good zone.
    expect((await client.post('/api/user/settings', { timeZone: 'America/Los_Angeles' })).status).toBe(200);
  });

  it('a paid plan has no daily limit and no trial offer', async () => {
    const { client, userId } = await signedIn();
    await makePaid(userId);
    for (let i = 0; i < 4; i++) {
      const res = await client.post('/api/conversations', { goatCategory: 'sports' });
      expect([res.status, res.json.showTrialOffer]).toEqual([201, false]);
    }
  });

  it('a canceled subscription past its end is the free plan again', async () => {
    const { client, userId } = await signedIn();
    await t.database.db
      .update(users)
      .set({
        subscriptionType: 'premium',
        subscriptionStatus: 'canceled',
        subscriptionExpiresAt: new Date(0),
      })
      .where(eq(users.id, userId));
    await client.post('/api/conversations', { goatCategory: 'sports' });
    await client.post('/api/conversations', { goatCategory: 'sports' });
    expect((await client.post('/api/conversations', { goatCategory: 'sports' })).status).toBe(403);
  });

  it('50 simultaneous requests create exactly 2 conversations', async () => {
    const { client, userId } = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => client.post('/api/conversations', { goatCategory: 'random' })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 403)).toHaveLength(48);
    expect(answers.filter((a) => a.json.showTrialOffer === true)).toHaveLength(1);
    const rows = await t.database.db.select().from(conversations).where(eq(conversations.userId, userId));
    expect(rows).toHaveLength(2);
  });
});
