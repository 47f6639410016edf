import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversations } from '../../src/server/db/schema/index.js';
import { type FakeOpenAI, startFakeOpenAI } from '../fake-openai/server.js';
import { startTestApp, type TestApp, type TestClient, testClock } from '../helpers/app.js';

// The follow-up phrased by the language model, through the production provider code and HTTP to the
// local fake provider. AI_TIMEOUT_MS is the shortest allowed (1 s), so the timeout case is quick.
// Tuesday 10 March 2026, 16:00 UTC.
const clock = testClock(new Date('2026-03-10T16:00:00Z'));
const NOW = '2026-03-10T16:00:00.000Z';
const config = { AI_API_KEY: 'sk-e2e', AI_MODEL: 'fake-follow-up', AI_MAX_RETRIES: 0, AI_TIMEOUT_MS: 1000 };
const MODEL_SAYS =
  'It is five o’clock, time to call your sister. How did the week go? I would love to hear everything.';

let fake: FakeOpenAI;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await startTestApp({ clock: clock.now, config: { ...config, AI_BASE_URL: fake.url } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.setBehaviour({ failure: 'none', reply: 'Of course, I will remind you.' }));

type SentBody = { model: string; messages: { role: string; content: string }[] };
const chatCalls = () => fake.requests.filter((r) => r.path === '/v1/chat/completions');

/** A user, a conversation of one turn, and a reminder set in it that is due now. */
async function dueReminder(): Promise<{ client: TestClient; conversationId: number; id: number }> {
  const client = t.client();
  await client.register();
  const created = await client.post('/api/conversations', { goatCategory: 'coach' });
  expect(created.status, created.body).toBe(201);
  const conversationId = created.json.id as number;
  const sent = await client.post(`/api/conversations/${conversationId}/messages`, {
    content: 'I have to call my sister, we had a fight',
    detectedLanguage: 'en-US',
  });
  expect(sent.status, sent.body).toBe(200);
  const res = await client.post('/api/reminders', {
    title: 'Call my sister',
    description: 'Make up after the fight',
    scheduledTime: NOW,
    conversationId,
  });
  expect(res.status, res.body).toBe(201);
  return { client, conversationId, id: res.json.id as number };
}

const replyCount = async (conversationId: number) => {
  const [row] = await t.database.db
    .select({ replyCount: conversations.replyCount })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row?.replyCount;
};

describe('POST /api/reminders/{id}/follow-up with a language model', () => {
  it('the expert phrases it in their own voice, at most two sentences, with the conversation as context', async () => {
    const { client, conversationId, id } = await dueReminder();
    const counted = await replyCount(conversationId);
    const expertName = (await client.get(`/api/conversations/${conversationId}`)).json.expertName as string;
    fake.setBehaviour({ reply: MODEL_SAYS });
    const before = chatCalls().length;

    const res = await client.post(`/api/reminders/${id}/follow-up`, {});
    expect(res.status, res.body).toBe(200);
    expect(res.json).toMatchObject({
      text: 'It is five o’clock, time to call your sister. How did the week go?',
      sentences: ['It is five o’clock, time to call your sister.', 'How did the week go?'],
      source: 'model',
      expertName,
      language: 'en-US',
    });
    const calls = chatCalls().slice(before);
    expect(calls).toHaveLength(1);
    const body = calls[0]?.body as SentBody;
    const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
    const prompt = body.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
    expect(system).toContain(`You are ${expertName}`);
    expect(system).toContain('in English, in at most 2 short spoken sentences');
    expect(system).toContain('it is 4:00 PM now'); // the user has no time zone: UTC
    expect(prompt).toContain('Reminder: Call my sister');
    expect(prompt).toContain('Details: Make up after the fight');
    expect(prompt).toContain('Person: I have to call my sister, we had a fight');
    // Not a reply of the plan; asked again, the model is not called again.
    expect(await replyCount(conversationId)).toBe(counted);
    const again = await client.post(`/api/reminders/${id}/follow-up`, {});
    expect(again.json).toEqual(res.json);
    expect(chatCalls().length).toBe(before + 1);
  });

  it('a provider that does not answer in time gives the offline sentence, stored as usual', async () => {
    const { client, conversationId, id } = await dueReminder();
    fake.setBehaviour({ failure: 'timeout' });
    const before = chatCalls().length;
    const res = await client.post(`/api/reminders/${id}/follow-up`, {});
    expect(res.status, res.body).toBe(200);
    expect(res.json).toMatchObject({
      text: "It's 4:00 PM. You asked me to remind you: Call my sister. How is it going?",
      source: 'template',
    });
    // The request was made, then given up (the fake saw the connection close).
    await expect
      .poll(() =>
        chatCalls()
          .slice(before)
          .map((r) => r.aborted),
      )
      .toEqual([true]);
    const messages = (await client.get(`/api/conversations/${conversationId}`)).json.messages;
    expect(messages.at(-1).content).toBe(res.json.text);
  });

  it('a provider error or an empty answer gives the offline sentence too', async () => {
    const failing = await dueReminder();
    const silent = await dueReminder();
    fake.setBehaviour({ failure: 'http500' });
    const failed = await failing.client.post(`/api/reminders/${failing.id}/follow-up`, {});
    expect(failed.json.source).toBe('template');
    fake.setBehaviour({ failure: 'none', reply: '  ' });
    const empty = await silent.client.post(`/api/reminders/${silent.id}/follow-up`, {});
    expect(empty.json.source).toBe('template');
  });
});
