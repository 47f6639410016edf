import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiUsage, messages } from '../../src/server/db/schema/index.js';
import { type FakeAnthropic, startFakeAnthropic } from '../fake-anthropic/server.js';
import { isSafetyRequest } from '../fake-openai/safety.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { parseEvents } from '../helpers/chat.js';

// The Anthropic path with the production provider code: routes -> createChatModel (@ai-sdk/anthropic
// messages model) -> HTTP -> the local fake Messages API, and back as JSON or Server-Sent Events.
const REPLY = 'Stars are suns. Some are far bigger than ours! Which one shall we visit?';

let fake: FakeAnthropic;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeAnthropic({ reply: REPLY, inputTokens: 57 });
  t = await startTestApp({
    config: {
      ANTHROPIC_API_KEY: 'sk-ant-test',
      ANTHROPIC_BASE_URL: fake.url,
      ANTHROPIC_MODEL: 'claude-fake-1',
      AI_MAX_RETRIES: 0,
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.setBehaviour({ failure: 'none' }));

// The replies' calls; the safety check beside each reply is a call of its own.
const messageCalls = () => fake.requests.filter((r) => r.path === '/v1/messages' && !isSafetyRequest(r.body));

async function newConversation() {
  const client = t.client();
  await client.register();
  const res = await client.post('/api/conversations', { goatCategory: 'science' });
  expect(res.status, res.body).toBe(201);
  return { client, id: res.json.id as number };
}

async function stored(id: number) {
  const rows = await t.database.db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, id))
    .orderBy(messages.id);
  return rows.map((r) => [r.isUser, r.content]);
}

describe('conversations through Anthropic', () => {
  it('sends the key, the model, the expert prompt and the message; stores both; meters the tokens', async () => {
    const [before] = await t.database.db.select().from(apiUsage).where(eq(apiUsage.apiType, 'chat'));
    const { client, id } = await newConversation();
    const res = await client.post(`/api/conversations/${id}/messages`, {
      content: 'Why do stars shine?',
      detectedLanguage: 'fr-FR',
    });
    expect(res.status, res.body).toBe(200);
    expect(res.json.botMessage.content).toBe(REPLY);
    const sent = messageCalls().at(-1);
    expect(sent?.headers['x-api-key']).toBe('sk-ant-test');
    expect(sent?.headers['anthropic-version']).toBe('2023-06-01');
    expect(sent?.headers.authorization).toBeUndefined();
    const body = sent?.body as {
      model: string;
      stream: boolean;
      system: { type: string; text: string }[];
      messages: { role: string; content: { type: string; text: string }[] }[];
    };
    expect(body.model).toBe('claude-fake-1');
    expect(body.stream).toBe(true);
    expect(body.system.map((s) => s.text).join('')).toContain('French');
    expect(body.messages.at(-1)).toEqual({
      role: 'user',
      content: [{ type: 'text', text: 'Why do stars shine?' }],
    });
    expect(await stored(id)).toEqual([
      [true, 'Why do stars shine?'],
      [false, REPLY],
    ]);
    const [after] = await t.database.db.select().from(apiUsage).where(eq(apiUsage.apiType, 'chat'));
    const words = REPLY.split(' ').length;
    expect((after?.callCount ?? 0) - (before?.callCount ?? 0)).toBe(1);
    expect((after?.tokenCount ?? 0) - (before?.tokenCount ?? 0)).toBe(57 + words);
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
      'Stars are suns.',
      'Some are far bigger than ours!',
      'Which one shall we visit?',
    ]);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data.botMessage.content).toBe(REPLY);
    expect(await stored(id)).toEqual([
      [true, 'Tell me more'],
      [false, REPLY],
    ]);
  });

  it.each([
    ['overloaded', 529, 503, 'AI_PROVIDER_UNAVAILABLE'],
    ['http500', 500, 502, 'AI_PROVIDER_ERROR'],
    ['http429', 429, 503, 'AI_PROVIDER_UNAVAILABLE'],
  ] as const)(
    'a %s answer (%i) becomes %i %s, and the message is kept for a retry',
    async (failure, _http, status, code) => {
      const { client, id } = await newConversation();
      fake.setBehaviour({ failure });
      const failed = await client.post(`/api/conversations/${id}/messages`, { content: 'Are you there?' });
      expect(failed.status, failed.body).toBe(status);
      expect(failed.json).toMatchObject({ error: code, retryable: true });
      expect(await stored(id)).toEqual([[true, 'Are you there?']]);
      fake.setBehaviour({ failure: 'none' });
      const retried = await client.post(`/api/conversations/${id}/messages`, { content: 'Are you there?' });
      expect(retried.status, retried.body).toBe(200);
      expect(await stored(id)).toEqual([
        [true, 'Are you there?'],
        [false, REPLY],
      ]);
    },
  );

  it('a failure in the middle of a stream ends it with an error event, keeping the message', async () => {
    const { client, id } = await newConversation();
    fake.setBehaviour({ failure: 'overloaded' });
    const res = await client.post(`/api/conversations/${id}/messages/stream`, { content: 'Still there?' });
    const events = parseEvents(res.body);
    const last = events.at(-1);
    expect(last?.event).toBe('error');
    expect(last?.data).toMatchObject({ error: 'AI_PROVIDER_UNAVAILABLE' });
    expect(await stored(id)).toEqual([[true, 'Still there?']]);
  });

  it('POST /api/voice/warm opens the connection the next turn uses, sending no key', async () => {
    const { client, id } = await newConversation();
    const connections = fake.connections;
    expect((await t.client().post('/api/voice/warm')).status).toBe(204);
    const warm = fake.requests.at(-1);
    expect([warm?.method, warm?.path, warm?.headers['x-api-key']]).toEqual(['GET', '/v1/models', undefined]);
    const turn = await client.post(`/api/conversations/${id}/messages`, { content: 'Hello again' });
    expect(turn.status, turn.body).toBe(200);
    expect(fake.connections - connections).toBeLessThanOrEqual(1);
  });

  it('the fake answers a non-streamed request with a whole message', async () => {
    const res = await fetch(`${fake.url}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'k' },
      body: JSON.stringify({ model: 'm', max_tokens: 10, messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(await res.json()).toMatchObject({
      type: 'message',
      model: 'm',
      content: [{ type: 'text', text: REPLY }],
      usage: { input_tokens: 57, output_tokens: REPLY.split(' ').length },
    });
  });
});
