import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiUsage, messages } from '../../src/server/db/schema/index.js';
import { isSafetyRequest } from '../fake-openai/safety.js';
import { type FakeOpenAI, startFakeOpenAI } from '../fake-openai/server.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { parseEvents } from '../helpers/chat.js';

// The whole path with the production provider code: routes -> createChatModel (AI SDK,
// OpenAI-compatible) -> HTTP -> the local fake provider, and back as JSON or Server-Sent Events.
const REPLY = 'Curiosity is a habit. Ask one small question every day! Which one will you ask first?';

let fake: FakeOpenAI;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAI({ reply: REPLY, tokensPerSecond: 200 });
  t = await startTestApp({
    config: { AI_BASE_URL: fake.url, AI_API_KEY: 'sk-e2e', AI_MODEL: 'fake-chat', AI_MAX_RETRIES: 0 },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.setBehaviour({ failure: 'none', firstTokenDelayMs: 0 }));

// The replies' calls; the safety check beside each reply is a call of its own.
const chatCalls = () =>
  fake.requests.filter((r) => r.path === '/v1/chat/completions' && !isSafetyRequest(r.body));

async function newConversation() {
  const client = t.client();
  await client.register();
  const res = await client.post('/api/conversations', { goatCategory: 'science' });
  expect(res.status, res.body).toBe(201);
  return { client, id: res.json.id as number };
}

describe('conversations through the OpenAI-compatible provider', () => {
  it('sends the expert prompt and the message, stores both, and meters the call', async () => {
    const { client, id } = await newConversation();
    const res = await client.post(`/api/conversations/${id}/messages`, {
      content: 'How do I stay curious?',
      detectedLanguage: 'es-ES',
    });
    expect(res.status, res.body).toBe(200);
    expect(res.json.botMessage.content).toBe(REPLY);
    const sent = chatCalls().at(-1);
    expect(sent?.headers.authorization).toBe('Bearer sk-e2e');
    const body = sent?.body as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe('fake-chat');
    expect(body.messages[0]?.role).toBe('system');
    expect(body.messages[0]?.content).toContain('Spanish');
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'How do I stay curious?' });
    const rows = await t.database.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(rows.map((r) => [r.isUser, r.content])).toEqual([
      [true, 'How do I stay curious?'],
      [false, REPLY],
    ]);
    const [usage] = await t.database.db.select().from(apiUsage).where(eq(apiUsage.apiType, 'chat'));
    expect(usage?.callCount).toBeGreaterThanOrEqual(1);
    expect(usage?.tokenCount).toBeGreaterThan(0);
  });

  it('streams deltas and whole sentences, then done with the stored reply', async () => {
    const { client, id } = await newConversation();
    const res = await client.post(`/api/conversations/${id}/messages/stream`, { content: 'Tell me more' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseEvents(res.body);
    const deltas = events.filter((e) => e.event === 'delta').map((e) => e.data.text as string);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe(REPLY);
    expect(events.filter((e) => e.event === 'sentence').map((e) => e.data.text)).toEqual([
      'Curiosity is a habit.',
      'Ask one small question every day!',
      'Which one will you ask first?',
    ]);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data.botMessage.content).toBe(REPLY);
  });

  it('answers 502 with retryable when the provider fails, and keeps the message for a retry', async () => {
    const { client, id } = await newConversation();
    fake.setBehaviour({ failure: 'http500' });
    const failed = await client.post(`/api/conversations/${id}/messages`, { content: 'Are you there?' });
    expect(failed.status).toBe(502);
    expect(failed.json).toMatchObject({ error: 'AI_PROVIDER_ERROR', retryable: true });
    fake.setBehaviour({ failure: 'none' });
    const retried = await client.post(`/api/conversations/${id}/messages`, { content: 'Are you there?' });
    expect(retried.status, retried.body).toBe(200);
    const rows = await t.database.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(rows.filter((r) => r.isUser)).toHaveLength(1);
  });

  it('guest chat goes through the provider too, storing nothing', async () => {
    const before = await t.database.db.select().from(messages);
    const res = await t.client().post('/api/chat', { message: 'Hello there', category: 'coach' });
    expect(res.status, res.body).toBe(200);
    expect(res.json.response).toBe(REPLY);
    expect(await t.database.db.select().from(messages)).toHaveLength(before.length);
  });
});
