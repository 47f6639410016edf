import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followUpMessages } from '../../src/contract/reminder-follow-up.js';
import { FREE_REPLIES_PER_CONVERSATION } from '../../src/server/conversations/usage-limits.js';
import { conversations } from '../../src/server/db/schema/index.js';
import { startTestApp, type TestApp, type TestClient, testClock } from '../helpers/app.js';
import { expectError } from '../helpers/http-assertions.js';
import { conversationWithTurn, newReminder } from '../helpers/reminders.js';

// Offline (no provider): the follow-up is the template of the conversation's language.
// Tuesday 10 March 2026, 16:00 UTC = 17:00 in Madrid (CET, UTC+1).
const clock = testClock(new Date('2026-03-10T16:00:00Z'));
const NOW = '2026-03-10T16:00:00.000Z';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: clock.now });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function madridUser(): Promise<TestClient> {
  const client = t.client();
  await client.registerIn('Europe/Madrid');
  return client;
}

/** A conversation with one turn said in `language`. */
const conversationIn = (client: TestClient, language: string) =>
  conversationWithTurn(client, 'Bonjour, je dois appeler ma sœur', language);

const reminder = (client: TestClient, body: Record<string, unknown> = {}) =>
  newReminder(client, {
    title: 'Call my sister',
    description: 'Ask about the week',
    scheduledTime: NOW,
    ...body,
  });

const followUp = (client: TestClient, id: number | string, body: Record<string, unknown> = {}) =>
  client.post(`/api/reminders/${id}/follow-up`, body);

async function messagesOf(client: TestClient, conversationId: number) {
  const res = await client.get(`/api/conversations/${conversationId}`);
  expect(res.status, res.body).toBe(200);
  return res.json.messages as { id: number; isUser: boolean; content: string }[];
}

describe('POST /api/reminders/{id}/follow-up', () => {
  it('speaks a conversation’s reminder in its language and expert, stored once as the expert’s message', async () => {
    const client = await madridUser();
    const conversationId = await conversationIn(client, 'fr-FR');
    const id = await reminder(client, { title: 'Appeler ma sœur.', conversationId });
    const expert = (await client.get(`/api/conversations/${conversationId}`)).json;

    const first = await followUp(client, id);
    expect(first.status, first.body).toBe(200);
    expect(first.json).toEqual({
      reminderId: id,
      occurrence: NOW,
      text: "Il est 17:00. Vous m'avez demandé de vous le rappeler : Appeler ma sœur. Comment ça se passe ?",
      sentences: [
        'Il est 17:00.',
        "Vous m'avez demandé de vous le rappeler : Appeler ma sœur.",
        'Comment ça se passe ?',
      ],
      language: 'fr-FR',
      conversationId,
      expertId: expert.expertId,
      expertName: expert.expertName,
      messageId: expect.any(Number),
      source: 'template',
    });
    const stored = await messagesOf(client, conversationId);
    expect(stored.at(-1)).toMatchObject({
      id: first.json.messageId,
      isUser: false,
      content: first.json.text,
    });

    // The same occurrence again (a second tab, the push and the tab's alert): the same words, no new message.
    const again = await followUp(client, id, { at: NOW, language: 'de-DE' });
    expect(again.status, again.body).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await messagesOf(client, conversationId)).toHaveLength(stored.length);
  });

  it('two requests at once store one message', async () => {
    const client = await madridUser();
    const conversationId = await conversationIn(client, 'es-ES');
    const id = await reminder(client, { conversationId });
    const before = (await messagesOf(client, conversationId)).length;
    const [a, b] = await Promise.all([followUp(client, id), followUp(client, id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.json.messageId).toBe(a.json.messageId);
    expect(a.json.text).toBe('Son las 17:00. Me pediste que te lo recordara: Call my sister. ¿Cómo va?');
    expect(await messagesOf(client, conversationId)).toHaveLength(before + 1);
  });

  it('is not a reply of the plan: a Free conversation at its reply limit still hears its reminder', async () => {
    const client = await madridUser();
    const conversationId = await conversationIn(client, 'en-US');
    const { db } = t.database;
    await db
      .update(conversations)
      .set({ replyCount: FREE_REPLIES_PER_CONVERSATION })
      .where(eq(conversations.id, conversationId));
    const id = await reminder(client, { conversationId });
    const res = await followUp(client, id);
    expect(res.status, res.body).toBe(200);
    expect(res.json.text).toBe("It's 5:00 PM. You asked me to remind you: Call my sister. How is it going?");
    const [row] = await db
      .select({ replyCount: conversations.replyCount })
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(row?.replyCount).toBe(FREE_REPLIES_PER_CONVERSATION);
    // The next turn is still refused by the limit: the follow-up gave no reply back either.
    const refused = await client.post(`/api/conversations/${conversationId}/messages`, { content: 'Thanks' });
    expect(refused.status).toBe(403);
  });

  it('a reminder made by form is spoken in the screen’s language, with no conversation and nothing stored', async () => {
    const client = await madridUser();
    const id = await reminder(client, { title: 'Take the pills' });
    const res = await followUp(client, id, { language: 'ja-JP' });
    expect(res.status, res.body).toBe(200);
    expect(res.json).toMatchObject({
      text: '17:00になりました。お知らせの時間です：Take the pills。いかがですか？',
      language: 'ja-JP',
      conversationId: null,
      expertId: null,
      expertName: null,
      messageId: null,
    });
    // Listened to: the occurrence is kept on the reminder, so no other page alerts it again.
    const listed = (await client.get('/api/reminders')).json.find((r: { id: number }) => r.id === id);
    expect(listed.acknowledgedTime).toBe(new Date(NOW).toISOString());
    // Without a language it is English; asked again it is the same words.
    const other = await reminder(client, { title: 'Water the plants' });
    expect((await followUp(client, other)).json.text).toBe(
      "It's 5:00 PM. You asked me to remind you: Water the plants. How is it going?",
    );
    expect((await followUp(client, id, { language: 'en-US' })).json.text).toBe(res.json.text);
  });

  it('answers 404 for another user’s reminder, a missing one or a bad id, and 401 signed out', async () => {
    const owner = await madridUser();
    const id = await reminder(owner);
    const stranger = await madridUser();
    expectError(await followUp(stranger, id), 404, 'NOT_FOUND');
    expectError(await followUp(stranger, 999_999), 404, 'NOT_FOUND');
    expectError(await followUp(stranger, 'abc'), 404, 'NOT_FOUND');
    expectError(await followUp(t.client(), id), 401, 'UNAUTHORIZED');
    // The stranger's attempts stored nothing: the owner's own first request is still the first.
    expect((await followUp(owner, id)).status).toBe(200);
  });

  it('refuses a reminder not yet due, a time that is not one of its own, and a bad language', async () => {
    const client = await madridUser();
    const later = await reminder(client, { scheduledTime: '2026-03-10T18:00:00.000Z' });
    const notDue = await followUp(client, later);
    expectError(notDue, 400, 'VALIDATION_ERROR');
    expect(notDue.json.fields).toEqual({ at: followUpMessages.notDue });
    const id = await reminder(client);
    const wrong = await followUp(client, id, { at: '2026-03-10T15:00:00.000Z' });
    expect(wrong.json.fields).toEqual({ at: followUpMessages.at });
    expect((await followUp(client, id, { at: 'tomorrow' })).json.fields).toEqual({ at: followUpMessages.at });
    expect((await followUp(client, id, { language: 'pt-BR' })).json.fields).toEqual({
      language: followUpMessages.language,
    });
  });

  it('a repeating reminder that has moved on is followed up for the occurrence the notification was about', async () => {
    const client = await madridUser();
    const conversationId = await conversationIn(client, 'de-DE');
    const id = await reminder(client, {
      conversationId,
      scheduledTime: '2026-03-11T16:00:00.000Z',
      isRecurring: true,
      recurringPattern: { type: 'daily', interval: 1 },
    });
    // Yesterday's occurrence (the reminder now waits for tomorrow's) is one of its times.
    const res = await followUp(client, id, { at: '2026-03-10T16:00:00.000Z' });
    expect(res.status, res.body).toBe(200);
    expect(res.json.text).toBe(
      'Es ist 17:00 Uhr. Sie wollten daran erinnert werden: Call my sister. Wie läuft es?',
    );
    // Three days back is too old to be one the user was just told of.
    const old = await followUp(client, id, { at: '2026-03-07T16:00:00.000Z' });
    expect(old.json.fields).toEqual({ at: followUpMessages.at });
  });
});
