import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderMessages } from '../../src/contract/reminders.js';
import { apiUsage } from '../../src/server/db/schema/index.js';
import { startTestApp, type TestApp, type TestClient, testClock } from '../helpers/app.js';
import { expectError } from '../helpers/http-assertions.js';

// Tuesday 10 March 2026, 13:30 UTC = 14:30 in Madrid (CET, UTC+1; summer time starts on 29 March).
const clock = testClock(new Date('2026-03-10T13:30:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: clock.now });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function signedIn(timeZone: string): Promise<TestClient> {
  const client = t.client();
  await client.registerIn(timeZone);
  return client;
}

const extract = (client: TestClient, message: unknown) => client.post('/api/extract-reminders', { message });

type Expected = { title: string; scheduledTime: string; category: string };

describe('POST /api/extract-reminders in Europe/Madrid', () => {
  let madrid: TestClient;
  beforeAll(async () => {
    madrid = await signedIn('Europe/Madrid');
  });

  it.each<[string, Expected]>([
    [
      'Remind me to call my sister on Sunday at 5 pm',
      { title: 'Call my sister', scheduledTime: '2026-03-15T16:00:00.000Z', category: 'task' },
    ],
    [
      'remind me to take my pills tomorrow at 8',
      { title: 'Take my pills', scheduledTime: '2026-03-11T07:00:00.000Z', category: 'medication' },
    ],
    [
      'In 2 hours remind me to stretch',
      { title: 'Stretch', scheduledTime: '2026-03-10T15:30:00.000Z', category: 'general' },
    ],
    [
      'Remind me about my dentist appointment next Monday at 9',
      { title: 'My dentist appointment', scheduledTime: '2026-03-16T08:00:00.000Z', category: 'appointment' },
    ],
    [
      "Don't let me forget to pay rent on Friday",
      // A date without a time: 9:00 local.
      { title: 'Pay rent', scheduledTime: '2026-03-13T08:00:00.000Z', category: 'task' },
    ],
    [
      'Set a reminder for my doctor appointment on March 30 at 10am',
      // After the change to summer time (UTC+2).
      { title: 'My doctor appointment', scheduledTime: '2026-03-30T08:00:00.000Z', category: 'appointment' },
    ],
    [
      'Give me a reminder in 30 minutes to check the oven',
      { title: 'Check the oven', scheduledTime: '2026-03-10T14:00:00.000Z', category: 'task' },
    ],
    [
      'Can you remind me at noon to eat lunch?',
      // Noon has passed today (14:30): the next noon is tomorrow's.
      { title: 'Eat lunch', scheduledTime: '2026-03-11T11:00:00.000Z', category: 'general' },
    ],
    [
      'Make a reminder to water the plants at 5',
      // 5 without am/pm: 17:00 today comes before 05:00 tomorrow.
      { title: 'Water the plants', scheduledTime: '2026-03-10T16:00:00.000Z', category: 'task' },
    ],
    [
      'Create a reminder to take my medicine tonight',
      { title: 'Take my medicine', scheduledTime: '2026-03-10T21:00:00.000Z', category: 'medication' },
    ],
  ])('reads %j', async (message, expected) => {
    const res = await extract(madrid, message);
    expect(res.status, res.body).toBe(200);
    expect(res.json).toHaveLength(1);
    expect(res.json[0]).toEqual({
      id: expect.any(Number),
      ...expected,
      description: message,
      isCompleted: false,
      createdAt: '2026-03-10T13:30:00.000Z',
      priority: 'medium',
      isRecurring: false,
      recurringPattern: { type: 'none', interval: 1 },
      notificationSent: false,
      conversationId: null,
      acknowledgedTime: null,
      duplicate: false,
    });
  });
});

describe('POST /api/extract-reminders', () => {
  it('reads the same words on the UTC wall clock when the user has no time zone', async () => {
    const client = t.client();
    await client.register();
    const res = await extract(client, 'Remind me to call my sister on Sunday at 5 pm');
    expect(res.json.map((r: Expected) => r.scheduledTime)).toEqual(['2026-03-15T17:00:00.000Z']);
  });

  it('creates several reminders from one message, visible in GET /api/reminders', async () => {
    const client = await signedIn('UTC');
    const res = await extract(
      client,
      'Remind me to buy bread at 5 and to call the bank tomorrow. Also remind me to take my vitamins on Friday at 8am.',
    );
    expect(res.status).toBe(200);
    expect(res.json.map((r: Expected) => [r.title, r.scheduledTime, r.category])).toEqual([
      ['Buy bread', '2026-03-10T17:00:00.000Z', 'task'],
      ['Call the bank', '2026-03-11T09:00:00.000Z', 'task'],
      ['Take my vitamins', '2026-03-13T08:00:00.000Z', 'medication'],
    ]);
    const list = (await client.get('/api/reminders')).json;
    expect(list.map((r: Expected) => r.title)).toEqual(['Buy bread', 'Call the bank', 'Take my vitamins']);
    // The list adds what only it carries: how a due reminder went, and whether it was missed.
    expect(list.map(({ howItWent, missed, ...r }: { howItWent: unknown; missed: unknown }) => r)).toEqual(
      res.json.map(({ duplicate, ...r }: { duplicate: boolean }) => r),
    );
    expect(list.map((r: { howItWent: unknown; missed: unknown }) => [r.howItWent, r.missed])).toEqual([
      [null, false],
      [null, false],
      [null, false],
    ]);
  });

  it('creates nothing for a request without a date, and keeps the dated ones', async () => {
    const client = await signedIn('UTC');
    expect((await extract(client, 'Remind me to relax more')).json).toEqual([]);
    const mixed = await extract(client, 'Remind me to relax and to call Sam on Sunday at 10am');
    expect(mixed.json.map((r: Expected) => r.title)).toEqual(['Call Sam']);
    expect((await client.get('/api/reminders')).json).toHaveLength(1);
  });

  it('reads a message without a request phrase as one reminder per dated sentence', async () => {
    const client = await signedIn('UTC');
    const res = await extract(
      client,
      'Dentist appointment on April 3rd at 11am. Pick up the kids on Friday. Thanks!',
    );
    expect(res.json.map((r: Expected) => [r.title, r.scheduledTime, r.category])).toEqual([
      ['Dentist appointment', '2026-04-03T11:00:00.000Z', 'appointment'],
      ['Pick up the kids', '2026-03-13T09:00:00.000Z', 'task'],
    ]);
  });

  it('creates at most 20 reminders from one message, the first ones asked for', async () => {
    const client = await signedIn('UTC');
    const message = Array.from({ length: 25 }, (_, i) => `Remind me to call friend ${i + 1} tomorrow.`).join(
      ' ',
    );
    const res = await extract(client, message);
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(20);
    expect(res.json[19].title).toBe('Call friend 20');
    expect((await client.get('/api/reminders')).json).toHaveLength(20);
  });

  it.each(['', '   ', '\n\t '])('refuses the blank message %j', async (message) => {
    const client = await signedIn('UTC');
    const res = await extract(client, message);
    expectError(res, 400, 'VALIDATION_ERROR', reminderMessages.emptyMessage);
    expect(res.json.fields).toEqual({ message: reminderMessages.emptyMessage });
  });

  it('refuses a missing or wrongly typed message with 400, and bad JSON too', async () => {
    const client = await signedIn('UTC');
    expectError(await client.post('/api/extract-reminders', {}), 400, 'VALIDATION_ERROR');
    expectError(await extract(client, 42), 400, 'VALIDATION_ERROR');
    const bad = await client.post('/api/extract-reminders', '{"message"', {
      'content-type': 'application/json',
    });
    expect(bad.status).toBe(400);
  });

  it('records no provider usage for offline extraction', async () => {
    const client = await signedIn('UTC');
    await extract(client, 'Remind me to call Ann tomorrow at 3pm');
    expect(await t.database.db.select().from(apiUsage)).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    expectError(await extract(t.client(), 'Remind me to call Ann tomorrow at 3pm'), 401, 'UNAUTHORIZED');
  });
});

describe('POST /api/extract-reminders: repeating requests', () => {
  it('stores "every morning at 8" as a daily reminder from the next 8:00 on the user’s clock', async () => {
    const client = await signedIn('Europe/Madrid');
    const res = await extract(client, 'Remind me to take my blood pressure pills every morning at 8');
    expect(res.status, res.body).toBe(200);
    expect(res.json).toMatchObject([
      {
        title: 'Take my blood pressure pills',
        scheduledTime: '2026-03-11T07:00:00.000Z',
        category: 'medication',
        isRecurring: true,
        recurringPattern: { type: 'daily', interval: 1 },
      },
    ]);
    const listed = (await client.get('/api/reminders')).json;
    expect(listed[0]).toMatchObject({ isRecurring: true, recurringPattern: { type: 'daily', interval: 1 } });
  });

  it('aligns named days: "every Monday and Thursday at 10 am" starts on the next of them', async () => {
    const client = await signedIn('UTC');
    const res = await extract(client, 'remind me to water the plants every Monday and Thursday at 10 am');
    expect(res.json).toMatchObject([
      {
        title: 'Water the plants',
        scheduledTime: '2026-03-12T10:00:00.000Z',
        recurringPattern: { type: 'weekly', interval: 1, weekdays: [1, 4] },
      },
    ]);
  });
});

describe('POST /api/extract-reminders in a conversation', () => {
  it('links what it creates to the conversation, which must be the user’s own', async () => {
    const client = await signedIn('Europe/Madrid');
    const conversation = await client.post('/api/conversations', { goatCategory: 'coach' });
    expect(conversation.status, conversation.body).toBe(201);
    const message = 'Remind me to call my sister on Sunday at 5 pm';
    const res = await client.post('/api/extract-reminders', {
      message,
      conversationId: conversation.json.id,
    });
    expect(res.status, res.body).toBe(200);
    expect(res.json.map((r: { conversationId: number | null }) => r.conversationId)).toEqual([
      conversation.json.id,
    ]);

    const stranger = await signedIn('Europe/Madrid');
    const refused = await stranger.post('/api/extract-reminders', {
      message,
      conversationId: conversation.json.id,
    });
    expectError(refused, 400, 'VALIDATION_ERROR', reminderMessages.conversationId);
    expect(refused.json.fields).toEqual({ conversationId: reminderMessages.conversationId });
    expect((await stranger.get('/api/reminders')).json).toEqual([]);
  });
});

describe('POST /api/extract-reminders in the language it was said in', () => {
  const request = 'Recuérdame llamar a mi hermana mañana a las 5 de la tarde';

  it('reads the dates of that language; without it, the message is read as English', async () => {
    const client = await signedIn('Europe/Madrid');
    const res = await client.post('/api/extract-reminders', { message: request, language: 'es-ES' });
    expect(res.status, res.body).toBe(200);
    expect(res.json).toMatchObject([{ scheduledTime: '2026-03-11T16:00:00.000Z' }]);
    expect(res.json[0].title.toLowerCase()).toContain('llamar a mi hermana');

    const english = await client.post('/api/extract-reminders', { message: request });
    expect(english.status, english.body).toBe(200);
    expect(english.json).toEqual([]);
  });

  it('refuses a language that is not a conversation language', async () => {
    const client = await signedIn('Europe/Madrid');
    const res = await client.post('/api/extract-reminders', { message: request, language: 'xx' });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(Object.keys(res.json.fields)).toEqual(['language']);
  });
});
