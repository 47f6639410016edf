import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOW_IT_WENT_MAX, MISSED_WITHIN_MS } from '../../src/contract/reminder-values.js';
import { startTestApp, type TestApp, type TestClient, testClock } from '../helpers/app.js';
import { buy } from '../helpers/billing.js';
import { conversationWithTurn, newReminder } from '../helpers/reminders.js';

// Premium's smart reminders (the answer to "how did it go" kept on the reminder) and the
// 'missed-reminders' early-access feature (paid plans first), against the offline server.
const clock = testClock(new Date('2026-03-10T16:00:00Z'));
const NOW = '2026-03-10T16:00:00.000Z';
const MINUTE = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: clock.now });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Plan = 'free' | 'basic' | 'premium';

async function personOn(plan: Plan): Promise<TestClient> {
  const client = t.client();
  await client.registerIn('Europe/Madrid');
  if (plan !== 'free') {
    const bought = await buy(client, plan);
    expect(bought.status, bought.body).toBe(200);
  }
  return client;
}

const conversation = (client: TestClient) =>
  conversationWithTurn(client, 'I need to call my sister about the trip', 'en-US');

const reminder = (client: TestClient, body: Record<string, unknown> = {}) =>
  newReminder(client, {
    title: 'Call my sister',
    description: 'Ask about the trip',
    scheduledTime: NOW,
    ...body,
  });

async function listed(client: TestClient, id: number) {
  const res = await client.get('/api/reminders');
  expect(res.status, res.body).toBe(200);
  const found = (res.json as { id: number; missed: boolean; howItWent: unknown }[]).find((r) => r.id === id);
  expect(found).toBeDefined();
  return found as { id: number; missed: boolean; howItWent: unknown };
}

const say = (client: TestClient, conversationId: number, content: string) =>
  client.post(`/api/conversations/${conversationId}/messages`, { content, detectedLanguage: 'en-US' });

/** A conversation's reminder, come due and followed up by the expert there. */
async function followedUp(client: TestClient): Promise<{ id: number; conversationId: number }> {
  const conversationId = await conversation(client);
  const id = await reminder(client, { conversationId });
  const res = await client.post(`/api/reminders/${id}/follow-up`, {});
  expect(res.status, res.body).toBe(200);
  expect(res.json.conversationId).toBe(conversationId);
  return { id, conversationId };
}

describe('Smart reminders: how it went, kept on the reminder (Premium)', () => {
  it('keeps the message that answers the follow-up, once, and lists it with the reminder', async () => {
    const client = await personOn('premium');
    const { id, conversationId } = await followedUp(client);
    expect((await listed(client, id)).howItWent).toBeNull();

    clock.advance(MINUTE);
    const answered = await say(client, conversationId, '  It went well,\n she is   coming on Friday. ');
    expect(answered.status, answered.body).toBe(200);
    const expected = {
      text: 'It went well, she is coming on Friday.',
      occurrence: NOW,
      answeredAt: new Date(clock.now()).toISOString(),
    };
    expect((await listed(client, id)).howItWent).toEqual(expected);

    // A retry of the same message and a later message leave the answer as it was.
    expect((await say(client, conversationId, '  It went well,\n she is   coming on Friday. ')).status).toBe(
      200,
    );
    clock.advance(MINUTE);
    expect((await say(client, conversationId, 'Anything else I should plan?')).status).toBe(200);
    expect((await listed(client, id)).howItWent).toEqual(expected);
  });

  it('keeps a long answer cut to its limit', async () => {
    const client = await personOn('premium');
    const { id, conversationId } = await followedUp(client);
    const long = `It went fine. ${'We talked about everything. '.repeat(40)}`;
    expect((await say(client, conversationId, long)).status).toBe(200);
    const answer = (await listed(client, id)).howItWent as { text: string };
    expect([...answer.text]).toHaveLength(HOW_IT_WENT_MAX);
    expect(answer.text.endsWith('…')).toBe(true);
    expect(answer.text.startsWith('It went fine. We talked about everything.')).toBe(true);
  });

  it('never keeps a message that speaks of a crisis as the answer', async () => {
    const client = await personOn('premium');
    const { id, conversationId } = await followedUp(client);
    const res = await say(client, conversationId, 'I want to kill myself');
    expect(res.status, res.body).toBe(200);
    expect(res.json.safety).toBeDefined();
    expect((await listed(client, id)).howItWent).toBeNull();
  });

  it('a message that does not come right after a follow-up is not an answer', async () => {
    const client = await personOn('premium');
    const conversationId = await conversation(client);
    const id = await reminder(client, { conversationId });
    expect((await say(client, conversationId, 'It went well')).status).toBe(200);
    expect((await listed(client, id)).howItWent).toBeNull();
  });

  it.each(['free', 'basic'] as const)(
    'on %s the follow-up is as before and nothing is kept',
    async (plan) => {
      const client = await personOn(plan);
      const conversationId = await conversation(client);
      const id = await reminder(client, { conversationId });
      const spoken = await client.post(`/api/reminders/${id}/follow-up`, {});
      expect(spoken.status, spoken.body).toBe(200);
      expect(spoken.json.text).toBe(
        "It's 5:00 PM. You asked me to remind you: Call my sister. How is it going?",
      );
      expect((await say(client, conversationId, 'It went well')).status).toBe(200);
      expect((await listed(client, id)).howItWent).toBeNull();
    },
  );
});

describe("Missed reminders come back ('missed-reminders', early access)", () => {
  it('GET /api/user names the features of the plan in force: none on Free, early access on Basic (trial) and Premium', async () => {
    const free = await personOn('free');
    expect((await free.get('/api/user')).json).toMatchObject({ plan: 'free', features: [] });
    const basic = await personOn('basic');
    const me = await basic.get('/api/user');
    expect(me.json).toMatchObject({
      plan: 'basic',
      subscriptionStatus: 'trial',
      features: ['missed-reminders'],
    });
    const premium = await personOn('premium');
    expect((await premium.get('/api/user')).json).toMatchObject({
      plan: 'premium',
      features: ['missed-reminders'],
    });
  });

  it('a Basic person’s one-off reminder that came due unheard is marked missed until heard', async () => {
    const client = await personOn('basic');
    const at = new Date(clock.now().getTime() - 2 * 3600_000).toISOString();
    const id = await reminder(client, { scheduledTime: at });
    expect((await listed(client, id)).missed).toBe(true);

    // Listened to (the follow-up) or dismissed: not missed any more.
    const heard = await client.post(`/api/reminders/${id}/acknowledge`, { at });
    expect(heard.status, heard.body).toBe(200);
    expect((await listed(client, id)).missed).toBe(false);
  });

  it('only a one-off reminder, open, past the grace minute and within the week is missed', async () => {
    const client = await personOn('premium');
    const now = clock.now().getTime();
    const iso = (ms: number) => new Date(ms).toISOString();
    const justDue = await reminder(client, { title: 'Just due', scheduledTime: iso(now - 30_000) });
    const ahead = await reminder(client, { title: 'Ahead', scheduledTime: iso(now + 3600_000) });
    const old = await reminder(client, { title: 'Old', scheduledTime: iso(now - MISSED_WITHIN_MS - MINUTE) });
    const done = await reminder(client, { title: 'Done', scheduledTime: iso(now - 3600_000) });
    expect((await client.request('PATCH', `/api/reminders/${done}`, { isCompleted: true })).status).toBe(200);
    const repeating = await reminder(client, {
      title: 'Pills',
      scheduledTime: iso(now - 3600_000),
      isRecurring: true,
      recurringPattern: { type: 'daily', interval: 1 },
    });
    const lastWeek = await reminder(client, {
      title: 'Last week',
      scheduledTime: iso(now - MISSED_WITHIN_MS + MINUTE),
    });
    for (const id of [justDue, ahead, old, done, repeating])
      expect((await listed(client, id)).missed).toBe(false);
    expect((await listed(client, lastWeek)).missed).toBe(true);
  });

  it('a Free person’s missed reminder is not marked: the list is as before', async () => {
    const client = await personOn('free');
    const id = await reminder(client, {
      scheduledTime: new Date(clock.now().getTime() - 2 * 3600_000).toISOString(),
    });
    expect(await listed(client, id)).toMatchObject({
      missed: false,
      howItWent: null,
      acknowledgedTime: null,
    });
  });
});
