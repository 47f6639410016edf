import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEMORY_FACT_TEXT_MAX, MEMORY_FACTS_MAX } from '../../src/contract/memory.js';
import { memoryFacts } from '../../src/server/db/schema/index.js';
import { isSafetyRequest } from '../fake-openai/safety.js';
import { type FakeOpenAI, startFakeOpenAI } from '../fake-openai/server.js';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.js';
import { expectError } from '../helpers/http-assertions.js';

// A fact told in one conversation reaches the next conversation's prompt: the whole path through the
// production provider code to the fake OpenAI-compatible server, which records what it was sent.

let fake: FakeOpenAI;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAI({ reply: 'I hear you. Tell me more.' });
  t = await startTestApp({
    config: { AI_BASE_URL: fake.url, AI_API_KEY: 'sk-e2e', AI_MODEL: 'fake-chat', AI_MAX_RETRIES: 0 },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type Sent = {
  messages: { role: string; content: string }[];
  response_format?: { json_schema?: { name?: string } };
};
const isMemoryRequest = (body: unknown) =>
  (body as Sent).response_format?.json_schema?.name === 'memory_facts';
/** The system prompts of the replies' calls (not the safety check's, nor the memory extraction's). */
const replyPrompts = () =>
  fake.requests
    .filter((r) => r.path === '/v1/chat/completions' && !isSafetyRequest(r.body) && !isMemoryRequest(r.body))
    .map((r) => (r.body as Sent).messages.find((m) => m.role === 'system')?.content ?? '');

/** The model's answer to the memory extraction, as a model with structured outputs writes it. */
const facts = (...list: { kind: string; text: string; explicit?: boolean; sensitive?: boolean }[]) =>
  JSON.stringify({ facts: list.map((f) => ({ explicit: false, sensitive: false, ...f })) });

beforeEach(() => fake.setBehaviour({ failure: 'none', memoryAnswer: () => facts() }));

async function conversation(client: TestClient): Promise<number> {
  const created = await client.post('/api/conversations', { goatCategory: 'coach' });
  expect(created.status, created.body).toBe(201);
  return created.json.id;
}

/** Sends a message in the conversation (a new one when none is given) and answers its id. */
async function say(client: TestClient, content: string, id?: number): Promise<number> {
  const inConversation = id ?? (await conversation(client));
  const res = await client.post(`/api/conversations/${inConversation}/messages`, { content });
  expect(res.status, res.body).toBe(200);
  return inConversation;
}

async function newUser() {
  const client = t.client();
  const { user, password } = await client.register();
  return { client, userId: user.id as number, password: password as string };
}

describe('memory through the language model', () => {
  it('uses a fact told in one conversation in the next prompt, and forgets it once deleted', async () => {
    const { client } = await newUser();
    fake.setBehaviour({
      memoryAnswer: (message) =>
        message.includes('Maggie')
          ? facts({ kind: 'name', text: 'Maggie' }, { kind: 'family', text: 'my sister Anna' })
          : facts(),
    });
    await say(client, 'Please call me Maggie. My sister Anna visits on Sundays.');
    const view = await client.get('/api/memory');
    expect(view.status).toBe(200);
    expect(view.json.enabled).toBe(true);
    expect(view.json.facts.map((f: { kind: string; text: string }) => [f.kind, f.text])).toEqual([
      ['name', 'Maggie'],
      ['family', 'my sister Anna'],
    ]);

    const next = await say(client, 'Good morning');
    const prompt = replyPrompts().at(-1) ?? '';
    expect(prompt).toContain('What the user has shared');
    expect(prompt).toContain('never instructions');
    expect(prompt).toContain('- Name you like to be called: Maggie');
    expect(prompt).toContain('- Family: my sister Anna');

    const anna = view.json.facts.find((f: { kind: string }) => f.kind === 'family');
    const deleted = await client.request('DELETE', `/api/memory/${anna.id}`);
    expect(deleted.status, deleted.body).toBe(200);
    await say(client, 'Good evening', next);
    const after = replyPrompts().at(-1) ?? '';
    expect(after).toContain('Maggie');
    expect(after).not.toContain('Anna');

    expect((await client.request('DELETE', '/api/memory')).status).toBe(200);
    await say(client, 'Hello again', next);
    expect(replyPrompts().at(-1)).not.toContain('What the user has shared');
  });

  it('stores nothing when memory is off, and uses nothing kept before', async () => {
    const { client, userId } = await newUser();
    fake.setBehaviour({ memoryAnswer: () => facts({ kind: 'goal', text: 'walk every morning' }) });
    const first = await say(client, 'My goal is to walk every morning');
    expect((await client.get('/api/memory')).json.facts).toHaveLength(1);

    const off = await client.request('PATCH', '/api/memory', { enabled: false });
    expect(off.status, off.body).toBe(200);
    expect(off.json.enabled).toBe(false);
    fake.setBehaviour({ memoryAnswer: () => facts({ kind: 'name', text: 'Bob' }) });
    const before = fake.requests.filter((r) => isMemoryRequest(r.body)).length;
    await say(client, 'Call me Bob', first);
    expect(fake.requests.filter((r) => isMemoryRequest(r.body)).length).toBe(before);
    const rows = await t.database.db.select().from(memoryFacts).where(eq(memoryFacts.userId, userId));
    expect(rows.map((r) => r.text)).toEqual(['walk every morning']);
    const second = await say(client, 'Hello');
    expect(replyPrompts().at(-1)).not.toContain('walk every morning');

    expect((await client.request('PATCH', '/api/memory', { enabled: true })).json.enabled).toBe(true);
    await say(client, 'Hello again', second);
    expect(replyPrompts().at(-1)).toContain('walk every morning');
  });

  it('keeps nothing from a crisis, health only when asked, and nothing from an invalid answer', async () => {
    const { client, userId } = await newUser();
    fake.setBehaviour({
      memoryAnswer: () => facts({ kind: 'note', text: 'wants to end my life', explicit: true }),
    });
    const id = await say(client, 'Remember that I want to end my life');
    fake.setBehaviour({ memoryAnswer: () => facts({ kind: 'reminder', text: 'take my insulin dose' }) });
    await say(client, 'Remind me to take my insulin dose', id);
    fake.setBehaviour({
      memoryAnswer: () =>
        facts({ kind: 'note', text: 'my heart medicine is in the kitchen', sensitive: true }),
    });
    await say(client, 'My heart medicine is in the kitchen, I want you to know', id);
    fake.setBehaviour({ memoryAnswer: () => '{"facts": [{"kind": "pet", "text": 3}]}' });
    await say(client, 'Call me Rex', id);
    const rows = await t.database.db.select().from(memoryFacts).where(eq(memoryFacts.userId, userId));
    expect(rows).toEqual([]);

    fake.setBehaviour({
      memoryAnswer: () =>
        facts({ kind: 'note', text: 'I take insulin at eight', explicit: true, sensitive: true }),
    });
    await say(client, 'Remember that I take insulin at eight', id);
    const kept = await t.database.db.select().from(memoryFacts).where(eq(memoryFacts.userId, userId));
    expect(kept.map((r) => r.text)).toEqual(['I take insulin at eight']);
  });

  it('keeps a fact told twice once', async () => {
    const { client, userId } = await newUser();
    fake.setBehaviour({ memoryAnswer: () => facts({ kind: 'family', text: 'my son Tom' }) });
    const id = await say(client, 'My son Tom is coming');
    fake.setBehaviour({ memoryAnswer: () => facts({ kind: 'family', text: 'My son, Tom!' }) });
    await say(client, 'My son, Tom, is coming!', id);
    const rows = await t.database.db.select().from(memoryFacts).where(eq(memoryFacts.userId, userId));
    expect(rows).toHaveLength(1);
  });
});

describe('kept facts', () => {
  it('keeps one preferred name, the newest, and nothing new once 50 are kept', async () => {
    const { client, userId } = await newUser();
    fake.setBehaviour({ memoryAnswer: () => facts({ kind: 'name', text: 'Maggie' }) });
    const id = await say(client, 'Call me Maggie');
    fake.setBehaviour({ memoryAnswer: () => facts({ kind: 'name', text: 'Meg' }) });
    await say(client, 'Actually, call me Meg', id);
    const names = await t.database.db.select().from(memoryFacts).where(eq(memoryFacts.userId, userId));
    expect(names.map((r) => [r.kind, r.text])).toEqual([['name', 'Meg']]);

    await t.database.db.insert(memoryFacts).values(
      Array.from({ length: MEMORY_FACTS_MAX - 1 }, (_, i) => ({
        userId,
        kind: 'note' as const,
        text: `fact ${i}`,
        key: `note:fact ${i}`,
      })),
    );
    fake.setBehaviour({ memoryAnswer: () => facts({ kind: 'goal', text: 'learn the piano' }) });
    await say(client, 'I want to learn the piano', id);
    const view = await client.get('/api/memory');
    expect(view.json.facts).toHaveLength(MEMORY_FACTS_MAX);
    expect(view.json.max).toBe(MEMORY_FACTS_MAX);
    expect(view.json.facts.map((f: { text: string }) => f.text)).not.toContain('learn the piano');
  });
});

describe('/api/memory', () => {
  async function withFact() {
    const user = await newUser();
    fake.setBehaviour({ memoryAnswer: () => facts({ kind: 'goal', text: 'learn Spanish' }) });
    await say(user.client, 'I want to learn Spanish');
    const [fact] = (await user.client.get('/api/memory')).json.facts;
    return { ...user, fact };
  }

  it('edits a fact, refusing empty or too long words with the field named', async () => {
    const { client, fact } = await withFact();
    const edited = await client.request('PATCH', `/api/memory/${fact.id}`, { text: '  learn Italian ' });
    expect(edited.status, edited.body).toBe(200);
    expect(edited.json).toMatchObject({ id: fact.id, kind: 'goal', text: 'learn Italian' });
    const empty = await client.request('PATCH', `/api/memory/${fact.id}`, { text: '   ' });
    expectError(empty, 400, 'VALIDATION_ERROR');
    expect(empty.json.fields.text).toBe('Please write what the expert should remember');
    const long = await client.request('PATCH', `/api/memory/${fact.id}`, {
      text: 'x'.repeat(MEMORY_FACT_TEXT_MAX + 1),
    });
    expectError(long, 400, 'VALIDATION_ERROR');
    expect(long.json.fields.text).toBe(`Must be at most ${MEMORY_FACT_TEXT_MAX} characters`);
    expectError(await client.request('PATCH', '/api/memory', { enabled: 'no' }), 400, 'VALIDATION_ERROR');
    expect((await client.get('/api/memory')).json.facts[0].text).toBe('learn Italian');
  });

  it('is the owner’s only: another user cannot see, edit or delete a fact, and a guest gets 401', async () => {
    const owner = await withFact();
    const other = await newUser();
    expect((await other.client.get('/api/memory')).json.facts).toEqual([]);
    expectError(
      await other.client.request('PATCH', `/api/memory/${owner.fact.id}`, { text: 'mine now' }),
      404,
      'NOT_FOUND',
    );
    expectError(await other.client.request('DELETE', `/api/memory/${owner.fact.id}`), 404, 'NOT_FOUND');
    expect((await other.client.request('DELETE', '/api/memory')).status).toBe(200);
    expect((await owner.client.get('/api/memory')).json.facts.map((f: { text: string }) => f.text)).toEqual([
      'learn Spanish',
    ]);
    expectError(await t.client().get('/api/memory'), 401, 'UNAUTHORIZED');
    expectError(await t.client().request('DELETE', '/api/memory'), 401, 'UNAUTHORIZED');
    expectError(await owner.client.request('DELETE', '/api/memory/not-a-number'), 404, 'NOT_FOUND');
  });

  it('is in Download my data, and goes with the account', async () => {
    const { client, userId, password } = await withFact();
    expect((await client.request('PATCH', '/api/memory', { enabled: false })).status).toBe(200);
    const data = await client.get('/api/user/export');
    expect(data.json.memory).toMatchObject({
      enabled: false,
      facts: [{ kind: 'goal', text: 'learn Spanish' }],
    });
    const count = async (table: 'memory_facts' | 'memory_settings') => {
      const result = (await t.database.db.execute(
        sql.raw(`select count(*) as n from ${table} where user_id = ${Number(userId)}`),
      )) as unknown as { rows: { n: number | string }[] };
      return Number(result.rows[0]?.n ?? 0);
    };
    expect([await count('memory_facts'), await count('memory_settings')]).toEqual([1, 1]);
    expect((await client.post('/api/user/delete', { password })).status).toBe(200);
    expect([await count('memory_facts'), await count('memory_settings')]).toEqual([0, 0]);
  });
});

describe('memory without a provider', () => {
  it('finds the name by its phrases and greets by it in the next conversation', async () => {
    const offline = await startTestApp();
    try {
      const client = offline.client();
      await client.register();
      const first = await client.post('/api/conversations', { goatCategory: 'coach' });
      await client.post(`/api/conversations/${first.json.id}/messages`, {
        content: 'Please call me Maggie.',
      });
      const view = await client.get('/api/memory');
      expect(view.json.facts.map((f: { kind: string; text: string }) => [f.kind, f.text])).toEqual([
        ['name', 'Maggie'],
      ]);
      const second = await client.post('/api/conversations', { goatCategory: 'coach' });
      const res = await client.post(`/api/conversations/${second.json.id}/messages`, { content: 'Hello' });
      expect(res.json.botMessage.content).toContain('Good to talk with you again, Maggie.');
      await client.request('PATCH', '/api/memory', { enabled: false });
      const third = await client.post(`/api/conversations/${second.json.id}/messages`, { content: 'Hello' });
      expect(third.json.botMessage.content).not.toContain('Maggie');
    } finally {
      await offline.close();
    }
  });
});
