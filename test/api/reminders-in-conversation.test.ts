import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, reminders } from '../../src/server/db/schema/index.js';
import { startTestApp, type TestApp, type TestClient, testClock } from '../helpers/app.js';
import { parseEvents } from '../helpers/chat.js';

// Reminders asked for in conversation, with the offline responder: the expert's reply is the reminder.
// Tuesday 10 March 2026, 13:30 UTC = 14:30 in Madrid (CET, UTC+1).
const clock = testClock(new Date('2026-03-10T13:30:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: clock.now });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function person(): Promise<TestClient> {
  const client = t.client();
  await client.registerIn('Europe/Madrid');
  return client;
}

async function conversation(client: TestClient): Promise<number> {
  const res = await client.post('/api/conversations', { goatCategory: 'coach' });
  expect(res.status, res.body).toBe(201);
  return res.json.id;
}

type Said = {
  sentences: string[];
  done: {
    botMessage: { content: string };
    reminders?: {
      outcome: string;
      reminders: { title: string; scheduledTime: string; duplicate: boolean }[];
    };
  };
};

/** One streamed turn: the sentences the expert says, and the done event. */
async function say(
  client: TestClient,
  id: number,
  content: string,
  extra: Record<string, unknown> = {},
): Promise<Said> {
  const res = await client.post(`/api/conversations/${id}/messages/stream`, { content, ...extra });
  expect(res.status, res.body).toBe(200);
  const events = parseEvents(res.body);
  const done = events.find((e) => e.event === 'done');
  expect(done, res.body).toBeDefined();
  return {
    sentences: events.filter((e) => e.event === 'sentence').map((e) => (e.data as { text: string }).text),
    done: done?.data as Said['done'],
  };
}

const stored = async (client: TestClient) => (await client.get('/api/reminders')).json as { title: string }[];

describe('a reminder asked for in conversation', () => {
  it('is set by default, and the expert says what it did and when', async () => {
    const client = await person();
    const id = await conversation(client);
    const said = await say(client, id, 'Please remind me tomorrow at 9 to call my sister');
    const confirmation = "Done: I'll remind you tomorrow at 9:00 AM to call your sister.";
    expect(said.sentences.join(' ')).toBe(confirmation);
    expect(said.done.botMessage.content).toBe(confirmation);
    expect(said.done.reminders?.outcome).toBe('set');
    const [reminder] = await t.database.db.select().from(reminders).where(eq(reminders.conversationId, id));
    expect(reminder?.title).toBe('Call my sister');
    expect(reminder?.scheduledTime.toISOString()).toBe('2026-03-11T08:00:00.000Z');
    // The reply is stored in the conversation like any other.
    const detail = (await client.get(`/api/conversations/${id}`)).json;
    expect(detail.messages.at(-1).content).toBe(confirmation);
  });

  it('asks when, aloud, and the next answer completes it', async () => {
    const client = await person();
    const id = await conversation(client);
    const asked = await say(client, id, 'Please remind me to call my sister');
    expect(asked.sentences).toEqual(['When should I remind you?']);
    expect(asked.done.reminders?.outcome).toBe('asked');
    expect(await stored(client)).toEqual([]);
    const answered = await say(client, id, 'at 9 tomorrow');
    expect(answered.sentences.join(' ')).toBe(
      "Done: I'll remind you tomorrow at 9:00 AM to call your sister.",
    );
    const list = await stored(client);
    expect(list.map((r) => r.title)).toEqual(['Call my sister']);
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row?.pendingReminder).toBeNull();
  });

  it('lets the question go when the answer names no time: the expert answers as usual', async () => {
    const client = await person();
    const id = await conversation(client);
    await say(client, id, 'Remind me to water the plants');
    const next = await say(client, id, 'Actually I want to talk about my week');
    expect(next.done.reminders).toBeUndefined();
    expect(next.sentences.join(' ')).not.toMatch(/remind/i);
    expect(await stored(client)).toEqual([]);
  });

  it('with the switch off, says aloud that reminders from conversation are off and where to turn them on', async () => {
    const client = await person();
    const id = await conversation(client);
    const said = await say(client, id, 'Please remind me tomorrow at 9 to call my sister', {
      extractReminders: false,
    });
    expect(said.sentences.join(' ')).toBe(
      'Reminders from conversation are off. You can turn them on in Reminder Settings, in the options menu.',
    );
    expect(said.done.reminders?.outcome).toBe('off');
    expect(await stored(client)).toEqual([]);
  });

  it('is said in the conversation’s language, with its time words', async () => {
    const client = await person();
    const id = await conversation(client);
    const said = await say(client, id, 'Recuérdame mañana a las 9 llamar a mi hermana', {
      detectedLanguage: 'es-ES',
    });
    expect(said.done.botMessage.content).toBe(
      'Hecho: te lo recordaré mañana a las 9:00: Llamar a mi hermana.',
    );
    const asked = await say(client, id, 'Recuérdame llamar a mi madre', { detectedLanguage: 'es-ES' });
    expect(asked.done.botMessage.content).toBe('¿Cuándo quieres que te lo recuerde?');
    const answered = await say(client, id, 'el viernes a las 18:00', { detectedLanguage: 'es-ES' });
    expect(answered.done.botMessage.content).toBe(
      'Hecho: te lo recordaré el viernes, 13 de marzo, a las 18:00: Llamar a mi madre.',
    );
  });

  it('talk about reminding is not a request: the expert answers as usual', async () => {
    const client = await person();
    const id = await conversation(client);
    const said = await say(client, id, 'You remind me of my father');
    expect(said.done.reminders).toBeUndefined();
    expect(await stored(client)).toEqual([]);
  });
});

describe('the same reminder twice', () => {
  it('a step added from the summary after the request was caught in conversation is not made again', async () => {
    const client = await person();
    const id = await conversation(client);
    await say(client, id, 'Please remind me tomorrow at 9 to call my sister');
    const step = await client.post('/api/reminders', {
      title: 'Call my sister.',
      description: 'Call my sister',
      scheduledTime: '2026-03-11T08:03:00.000Z',
      category: 'task',
      conversationId: id,
    });
    expect(step.status, step.body).toBe(200);
    expect(step.json.duplicate).toBe(true);
    expect(step.json.title).toBe('Call my sister');
    expect(await stored(client)).toHaveLength(1);
  });

  it('the request caught in conversation after the step was added: the expert says it already exists', async () => {
    const client = await person();
    const id = await conversation(client);
    const step = await client.post('/api/reminders', {
      title: 'call my SISTER',
      description: 'A step from the summary',
      scheduledTime: '2026-03-11T07:58:00.000Z',
      conversationId: id,
    });
    expect(step.status, step.body).toBe(201);
    expect(step.json.duplicate).toBe(false);
    const said = await say(client, id, 'Please remind me tomorrow at 9 to call my sister');
    expect(said.done.botMessage.content).toBe(
      'You already have that reminder: call your SISTER, tomorrow at 8:58 AM.',
    );
    expect(said.done.reminders?.reminders[0]?.duplicate).toBe(true);
    expect(await stored(client)).toHaveLength(1);
  });

  it('another time, another text, or another person makes a reminder of its own', async () => {
    const client = await person();
    const form = {
      title: 'Call my sister',
      description: 'Call her',
      scheduledTime: '2026-03-11T08:00:00.000Z',
    };
    expect((await client.post('/api/reminders', form)).status).toBe(201);
    expect(
      (await client.post('/api/reminders', { ...form, scheduledTime: '2026-03-11T08:06:00.000Z' })).status,
    ).toBe(201);
    expect(
      (await client.post('/api/reminders', { ...form, title: 'Call my brother', description: 'Him' })).status,
    ).toBe(201);
    const other = await person();
    expect((await other.post('/api/reminders', form)).status).toBe(201);
    expect(await stored(client)).toHaveLength(3);
  });

  it('POST /api/extract-reminders answers the one already there, marked duplicate', async () => {
    const client = await person();
    const first = await client.post('/api/extract-reminders', { message: 'Remind me to pay rent on Friday' });
    expect(first.json.map((r: { duplicate: boolean }) => r.duplicate)).toEqual([false]);
    const again = await client.post('/api/extract-reminders', {
      message: 'remind me to pay rent on Friday!',
    });
    expect(again.json.map((r: { duplicate: boolean; id: number }) => [r.duplicate, r.id])).toEqual([
      [true, first.json[0].id],
    ]);
    expect(await stored(client)).toHaveLength(1);
  });
});
