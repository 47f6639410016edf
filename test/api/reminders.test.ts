import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderMessages } from '../../src/contract/reminders.js';
import { startTestApp, type TestApp, type TestClient, testClock } from '../helpers/app.js';
import { expectError } from '../helpers/http-assertions.js';

// Tuesday 10 March 2026, 14:30 UTC.
const clock = testClock(new Date('2026-03-10T14:30:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: clock.now });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function signedIn(): Promise<TestClient> {
  const client = t.client();
  await client.register();
  return client;
}

const valid = {
  title: 'Take vitamins',
  description: 'The blue bottle',
  scheduledTime: '2026-03-12T08:00:00.000Z',
};

async function create(client: TestClient, body: Record<string, unknown> = {}) {
  const res = await client.post('/api/reminders', { ...valid, ...body });
  expect(res.status, res.body).toBe(201);
  // A new one, as every list answers it.
  const { duplicate, ...reminder } = res.json;
  expect(duplicate).toBe(false);
  return reminder;
}

const patch = (client: TestClient, id: number | string, body: unknown) =>
  client.request('PATCH', `/api/reminders/${id}`, body);
const remove = (client: TestClient, id: number | string) => client.request('DELETE', `/api/reminders/${id}`);

describe('POST /api/reminders', () => {
  it('creates a reminder with the defaults and answers it', async () => {
    const client = await signedIn();
    const res = await client.post('/api/reminders', { ...valid, title: '  Take vitamins  ' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(Number),
      title: 'Take vitamins',
      description: 'The blue bottle',
      scheduledTime: '2026-03-12T08:00:00.000Z',
      isCompleted: false,
      createdAt: '2026-03-10T14:30:00.000Z',
      category: 'general',
      priority: 'medium',
      isRecurring: false,
      recurringPattern: { type: 'none', interval: 1 },
      notificationSent: false,
      conversationId: null,
      acknowledgedTime: null,
      duplicate: false,
    });
  });

  it('links a reminder to one of the user’s own conversations, and to no one else’s', async () => {
    const client = await signedIn();
    const conversation = await client.post('/api/conversations', { goatCategory: 'coach' });
    expect(conversation.status, conversation.body).toBe(201);
    const linked = await create(client, { conversationId: conversation.json.id });
    expect(linked.conversationId).toBe(conversation.json.id);
    expect((await client.get('/api/reminders')).json[0].conversationId).toBe(conversation.json.id);

    const stranger = await signedIn();
    for (const conversationId of [conversation.json.id, 2 ** 31 - 1, 2 ** 31, 0, -1, 1.5, '7', null]) {
      const res = await stranger.post('/api/reminders', { ...valid, conversationId });
      expectError(res, 400, 'VALIDATION_ERROR', reminderMessages.conversationId);
      expect(res.json.fields).toEqual({ conversationId: reminderMessages.conversationId });
    }
    // Nothing was stored by the refused requests.
    expect((await stranger.get('/api/reminders')).json).toEqual([]);
  });

  it('keeps category, priority and a recurring pattern', async () => {
    const client = await signedIn();
    const created = await create(client, {
      category: 'medication',
      priority: 'high',
      isRecurring: true,
      recurringPattern: { type: 'weekly', interval: 2, weekdays: [5, 1, 1] },
    });
    expect(created).toMatchObject({
      category: 'medication',
      priority: 'high',
      isRecurring: true,
      recurringPattern: { type: 'weekly', interval: 2, weekdays: [1, 5] },
    });
  });

  it('stores no recurrence when isRecurring is off', async () => {
    const client = await signedIn();
    const created = await create(client, {
      isRecurring: false,
      recurringPattern: { type: 'daily', interval: 3 },
    });
    expect(created.recurringPattern).toEqual({ type: 'none', interval: 1 });
  });

  it.each([
    ['title', { title: 'a' }, reminderMessages.titleMin],
    ['title', { title: '   a   ' }, reminderMessages.titleMin],
    ['title', { title: undefined }, reminderMessages.titleMin],
    ['title', { title: 'x'.repeat(101) }, reminderMessages.titleMax],
    ['description', { description: 'b' }, reminderMessages.descriptionMin],
    ['description', { description: 'y'.repeat(501) }, reminderMessages.descriptionMax],
    ['scheduledTime', { scheduledTime: undefined }, reminderMessages.scheduledTime],
    ['scheduledTime', { scheduledTime: '' }, reminderMessages.scheduledTime],
    ['scheduledTime', { scheduledTime: null }, reminderMessages.scheduledTime],
    ['scheduledTime', { scheduledTime: 'next tuesday-ish' }, reminderMessages.scheduledTime],
    ['category', { category: 'fun' }, reminderMessages.category],
    ['priority', { priority: 'urgent' }, reminderMessages.priority],
    ['isRecurring', { isRecurring: 'yes' }, reminderMessages.isRecurring],
    [
      'recurringPattern.interval',
      { isRecurring: true, recurringPattern: { type: 'daily', interval: 0 } },
      reminderMessages.interval,
    ],
    [
      'recurringPattern.interval',
      { isRecurring: true, recurringPattern: { type: 'daily', interval: 366 } },
      reminderMessages.interval,
    ],
    [
      'recurringPattern.weekdays.0',
      { isRecurring: true, recurringPattern: { type: 'weekly', interval: 1, weekdays: [7] } },
      reminderMessages.weekdays,
    ],
  ])('refuses a bad %s: %j', async (field, body, message) => {
    const client = await signedIn();
    const res = await client.post('/api/reminders', { ...valid, ...body });
    expectError(res, 400, 'VALIDATION_ERROR', message);
    expect(res.json.fields[field]).toBe(message);
  });

  it('accepts the limits: 2 and 100 characters, interval 365', async () => {
    const client = await signedIn();
    const created = await create(client, {
      title: 'ab',
      description: 'z'.repeat(500),
      isRecurring: true,
      recurringPattern: { type: 'monthly', interval: 365 },
    });
    expect(created.title).toBe('ab');
    expect((await create(client, { title: 'x'.repeat(100) })).title).toHaveLength(100);
  });

  it('answers 400, never 500, for bad JSON and wrong shapes', async () => {
    const client = await signedIn();
    const bad = await client.post('/api/reminders', '{"title": ', { 'content-type': 'application/json' });
    expect(bad.status).toBe(400);
    expectError(await client.post('/api/reminders', [1, 2]), 400, 'VALIDATION_ERROR');
    expectError(
      await client.post('/api/reminders', { ...valid, title: 'a\u0000b' }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await client.post('/api/reminders', { ...valid, scheduledTime: '+275000-01-01T00:00:00Z' }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('answers 401 when signed out', async () => {
    expectError(await t.client().post('/api/reminders', valid), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/reminders', () => {
  it('lists only own reminders, soonest first', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const later = await create(alice, { title: 'Later', scheduledTime: '2026-04-01T10:00:00Z' });
    const sooner = await create(alice, { title: 'Sooner', scheduledTime: '2026-03-11T10:00:00Z' });
    await create(bob, { title: 'Not yours' });
    const res = await alice.get('/api/reminders');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // As made, with what the list alone works out: not missed (Free), no answer kept.
    expect(res.json).toEqual([sooner, later].map((r) => ({ ...r, missed: false, howItWent: null })));
    expect((await bob.get('/api/reminders')).json.map((r: { title: string }) => r.title)).toEqual([
      'Not yours',
    ]);
  });

  it('answers an empty list for a new account', async () => {
    expect((await (await signedIn()).get('/api/reminders')).json).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    expectError(await t.client().get('/api/reminders'), 401, 'UNAUTHORIZED');
  });
});

describe('POST /api/reminders/{id}/acknowledge', () => {
  it('keeps the occurrence listened to or dismissed, for every page', async () => {
    const client = await signedIn();
    const due = await create(client, { scheduledTime: '2026-03-10T14:29:00Z' });
    const res = await client.post(`/api/reminders/${due.id}/acknowledge`, { at: due.scheduledTime });
    expect(res.status, res.body).toBe(200);
    expect(res.json.acknowledgedTime).toBe('2026-03-10T14:29:00.000Z');
    // Another page reads it from the list.
    const [listed] = (await client.get('/api/reminders')).json;
    expect(listed.acknowledgedTime).toBe('2026-03-10T14:29:00.000Z');
    // An earlier occurrence does not undo a later one.
    await client.post(`/api/reminders/${due.id}/acknowledge`, { at: '2026-03-09T14:29:00Z' });
    expect((await client.get('/api/reminders')).json[0].acknowledgedTime).toBe('2026-03-10T14:29:00.000Z');
  });

  it('refuses a time after the reminder’s next one, a bad time, and someone else’s reminder', async () => {
    const client = await signedIn();
    const due = await create(client, { scheduledTime: '2026-03-10T14:29:00Z' });
    const path = `/api/reminders/${due.id}/acknowledge`;
    expectError(await client.post(path, { at: '2026-03-10T15:00:00Z' }), 400, 'VALIDATION_ERROR');
    expectError(await client.post(path, { at: 'soon' }), 400, 'VALIDATION_ERROR');
    expectError(await (await signedIn()).post(path, { at: due.scheduledTime }), 404, 'NOT_FOUND');
    expectError(await t.client().post(path, { at: due.scheduledTime }), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/reminders.ics', () => {
  it('downloads own reminders as an iCalendar file', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await create(alice, {
      title: 'Water the plants',
      isRecurring: true,
      recurringPattern: { type: 'daily', interval: 2 },
    });
    await create(bob, { title: 'Not yours' });
    const res = await alice.get('/api/reminders.ics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="voxpert-reminders.ics"');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.replace(/\r\n /g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('SUMMARY:Water the plants');
    expect(lines).toContain('DTSTART:20260312T080000Z');
    expect(lines).toContain('RRULE:FREQ=DAILY;INTERVAL=2');
    expect(lines).toContain('DTSTAMP:20260310T143000Z');
    expect(res.body).not.toContain('Not yours');
  });

  it('answers 401 when signed out', async () => {
    expectError(await t.client().get('/api/reminders.ics'), 401, 'UNAUTHORIZED');
  });
});

describe('PATCH /api/reminders/:id', () => {
  it('toggles isCompleted both ways', async () => {
    const client = await signedIn();
    const { id } = await create(client);
    const done = await patch(client, id, { isCompleted: true });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ id, isCompleted: true, scheduledTime: valid.scheduledTime });
    const undone = await patch(client, id, { isCompleted: false });
    expect(undone.json.isCompleted).toBe(false);
    expect((await client.get('/api/reminders')).json[0].isCompleted).toBe(false);
  });

  it('edits form fields and keeps the others', async () => {
    const client = await signedIn();
    const { id } = await create(client, { category: 'task', priority: 'low' });
    const res = await patch(client, id, { title: 'New title', scheduledTime: '2026-05-01T09:00:00Z' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      title: 'New title',
      description: valid.description,
      scheduledTime: '2026-05-01T09:00:00.000Z',
      category: 'task',
      priority: 'low',
    });
  });

  it('turning recurrence off stores no pattern; turning it on keeps the one sent', async () => {
    const client = await signedIn();
    const { id } = await create(client, {
      isRecurring: true,
      recurringPattern: { type: 'daily', interval: 2 },
    });
    expect((await patch(client, id, { isRecurring: false })).json.recurringPattern).toEqual({
      type: 'none',
      interval: 1,
    });
    const on = await patch(client, id, {
      isRecurring: true,
      recurringPattern: { type: 'monthly', interval: 1 },
    });
    expect(on.json).toMatchObject({ isRecurring: true, recurringPattern: { type: 'monthly', interval: 1 } });
  });

  it('completing a recurring reminder moves it to the next occurrence after now', async () => {
    const client = await signedIn();
    const { id } = await create(client, {
      scheduledTime: '2026-03-08T09:00:00Z',
      isRecurring: true,
      recurringPattern: { type: 'daily', interval: 1 },
    });
    const res = await patch(client, id, { isCompleted: true });
    expect(res.status).toBe(200);
    // Now is 10 March 14:30 UTC: the next 09:00 is 11 March.
    expect(res.json).toMatchObject({
      scheduledTime: '2026-03-11T09:00:00.000Z',
      isCompleted: false,
      notificationSent: false,
    });
  });

  it('moves a weekly reminder with weekdays to the next listed weekday, on the user’s wall clock', async () => {
    const client = await signedIn();
    expect((await client.post('/api/user/settings', { timeZone: 'Europe/Madrid' })).status).toBe(200);
    // Friday 27 March 2026, 09:00 in Madrid (CET); listed Monday and Friday. Summer time starts on the 29th.
    const { id } = await create(client, {
      scheduledTime: '2026-03-27T08:00:00Z',
      isRecurring: true,
      recurringPattern: { type: 'weekly', interval: 1, weekdays: [1, 5] },
    });
    const res = await patch(client, id, { isCompleted: true });
    // Monday 30 March, still 09:00 in Madrid, now CEST.
    expect(res.json.scheduledTime).toBe('2026-03-30T07:00:00.000Z');
  });

  it('ending the series completes a recurring reminder where it is, its repeat kept, and it lists as completed', async () => {
    const client = await signedIn();
    const { id } = await create(client, {
      scheduledTime: '2026-03-08T09:00:00Z',
      isRecurring: true,
      recurringPattern: { type: 'daily', interval: 1 },
    });
    const res = await patch(client, id, { endSeries: true });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      scheduledTime: '2026-03-08T09:00:00.000Z',
      isCompleted: true,
      isRecurring: true,
      recurringPattern: { type: 'daily', interval: 1 },
    });
    const listed = (await client.get('/api/reminders')).json.find((r: { id: number }) => r.id === id);
    expect(listed.isCompleted).toBe(true);
    expectError(
      await patch(client, id, { endSeries: false }),
      400,
      'VALIDATION_ERROR',
      reminderMessages.endSeries,
    );
  });

  it('a recurring reminder that is not completed is edited as usual', async () => {
    const client = await signedIn();
    const { id } = await create(client, {
      isRecurring: true,
      recurringPattern: { type: 'daily', interval: 1 },
    });
    const res = await patch(client, id, { isCompleted: false, priority: 'high' });
    expect(res.json).toMatchObject({
      scheduledTime: valid.scheduledTime,
      priority: 'high',
      isCompleted: false,
    });
  });

  it('refuses an empty or wrongly typed change', async () => {
    const client = await signedIn();
    const { id } = await create(client);
    expectError(await patch(client, id, {}), 400, 'VALIDATION_ERROR', reminderMessages.emptyUpdate);
    expectError(
      await patch(client, id, { isCompleted: 'yes' }),
      400,
      'VALIDATION_ERROR',
      reminderMessages.isCompleted,
    );
    expectError(await patch(client, id, { title: 'x' }), 400, 'VALIDATION_ERROR', reminderMessages.titleMin);
  });

  it.each(['abc', '0', '99999999999', '-1', '1.5'])('answers 404 for the id %s', async (raw) => {
    const client = await signedIn();
    expectError(await patch(client, raw, { isCompleted: true }), 404, 'NOT_FOUND', reminderMessages.notFound);
  });

  it('answers 404 for another user’s reminder and leaves it alone', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const { id } = await create(alice);
    expectError(await patch(bob, id, { isCompleted: true }), 404, 'NOT_FOUND');
    expect((await alice.get('/api/reminders')).json[0].isCompleted).toBe(false);
  });

  it('answers 401 when signed out', async () => {
    expectError(await patch(t.client(), 1, { isCompleted: true }), 401, 'UNAUTHORIZED');
  });
});

describe('DELETE /api/reminders/:id', () => {
  it('deletes own reminder', async () => {
    const client = await signedIn();
    const { id } = await create(client);
    const res = await remove(client, id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'Reminder deleted' });
    expect((await client.get('/api/reminders')).json).toEqual([]);
    expectError(await remove(client, id), 404, 'NOT_FOUND');
  });

  it('answers 404 for another user’s reminder and keeps it', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const { id } = await create(alice);
    expectError(await remove(bob, id), 404, 'NOT_FOUND');
    expect((await alice.get('/api/reminders')).json).toHaveLength(1);
  });

  it.each(['abc', '0', '99999999999'])('answers 404 for the id %s', async (raw) => {
    expectError(await remove(await signedIn(), raw), 404, 'NOT_FOUND');
  });

  it('answers 401 when signed out', async () => {
    expectError(await remove(t.client(), 1), 401, 'UNAUTHORIZED');
  });
});

describe('OpenAPI', () => {
  it('documents the reminder routes', async () => {
    const doc = (await t.client().get('/api/openapi.json')).json;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/reminders', '/api/reminders/{id}', '/api/extract-reminders']),
    );
    expect(Object.keys(doc.paths['/api/reminders/{id}'])).toEqual(
      expect.arrayContaining(['patch', 'delete']),
    );
  });
});
