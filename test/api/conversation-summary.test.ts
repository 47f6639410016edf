import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiConfigDefaults } from '../../src/server/ai/providers/ai-env.js';
import { apiUsage } from '../../src/server/db/schema/index.js';
import { createSummarizer } from '../../src/server/summaries/model-summarizer.js';
import { startFakeAnthropic } from '../fake-anthropic/server.js';
import { type FakeOpenAI, startFakeOpenAI } from '../fake-openai/server.js';
import { startTestApp, type TestApp, type TestClient, testClock } from '../helpers/app.js';

// POST /api/conversations/{id}/summary, offline and through the language model (the production
// provider code against the local fake OpenAI-compatible server), and where the summary shows again:
// GET conversation, the list, the text export and "Download my data".
// Tuesday 10 March 2026, 13:30 UTC = 14:30 in Madrid (CET, UTC+1).
const start = new Date('2026-03-10T13:30:00Z');
const MINUTE = 60_000;

const turns = [
  'I moved to a new town last month and I feel lonely in the evenings.',
  'My sister lives far away and we rarely talk. Remind me to call my sister tomorrow at 5 pm.',
  'I also want to meet people who like gardening.',
];

async function signedIn(t: TestApp): Promise<TestClient> {
  const client = t.client();
  await client.registerIn('Europe/Madrid');
  return client;
}

async function conversationWith(client: TestClient, said: string[]): Promise<number> {
  const { id } = (await client.post('/api/conversations', { goatCategory: 'coach' })).json;
  for (const content of said) {
    const res = await client.post(`/api/conversations/${id}/messages`, { content });
    expect(res.status, res.body).toBe(200);
  }
  return id;
}

const summarise = (client: TestClient, id: number | string, body: unknown = {}) =>
  client.post(`/api/conversations/${id}/summary`, body);

describe('the offline summary', () => {
  const clock = testClock(start);
  let t: TestApp;
  let owner: TestClient;
  let id: number;
  beforeAll(async () => {
    t = await startTestApp({ clock: clock.now });
    owner = await signedIn(t);
    id = await conversationWith(owner, turns);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('picks the person’s key sentences and the expert’s, and turns the reminder request into a dated step', async () => {
    const res = await summarise(owner, id);
    expect(res.status, res.body).toBe(200);
    const recap = res.json;
    expect(recap.source).toBe('offline');
    expect(recap.timeZone).toBe('Europe/Madrid');
    expect(recap.upToDate).toBe(true);
    expect(recap.discussed).toMatch(/lonely|sister|gardening/);
    // Every picked sentence is one the person said.
    for (const sentence of recap.discussed.split(/(?<=[.!?])\s+/)) {
      expect(turns.join(' ')).toContain(sentence);
    }
    expect(recap.advice.length).toBeGreaterThan(10);
    expect(turns.join(' ')).not.toContain(recap.advice.slice(0, 30));
    expect(recap.steps).toEqual([
      {
        title: 'Call my sister',
        description: expect.stringContaining('call my sister tomorrow at 5 pm'),
        suggestedTime: '2026-03-11T17:00:00+01:00',
        category: 'task',
      },
    ]);
  });

  it('is stored: GET conversation and the list show it, and asking again answers the same one', async () => {
    const first = (await summarise(owner, id)).json;
    clock.advance(5 * MINUTE);
    const again = await summarise(owner, id);
    expect(again.json).toEqual(first);
    // Like every state change, it takes a JSON body ({} at least).
    const bare = await owner.post(`/api/conversations/${id}/summary`);
    expect(bare.status).toBe(400);
    expect(bare.json).toMatchObject({ error: 'VALIDATION_ERROR', fields: expect.any(Object) });
    const detail = await owner.get(`/api/conversations/${id}`);
    expect(detail.json.recap).toEqual(first);
    const list = await owner.get('/api/conversations?limit=5');
    expect(list.json.items.find((c: { id: number }) => c.id === id).recap).toEqual(first);
  });

  it('is written again once the conversation has new turns', async () => {
    const before = (await summarise(owner, id)).json;
    clock.advance(MINUTE);
    const res = await owner.post(`/api/conversations/${id}/messages`, {
      content: 'Please remind me to water the tomatoes on Friday at 8 am.',
    });
    expect(res.status).toBe(200);
    expect((await owner.get(`/api/conversations/${id}`)).json.recap).toEqual({ ...before, upToDate: false });
    const after = (await summarise(owner, id)).json;
    expect(after.createdAt).not.toBe(before.createdAt);
    expect(after.upToDate).toBe(true);
    expect(
      after.steps.map((s: { title: string; suggestedTime: string }) => [s.title, s.suggestedTime]),
    ).toEqual([
      ['Call my sister', '2026-03-11T17:00:00+01:00'],
      ['Water the tomatoes', '2026-03-13T08:00:00+01:00'],
    ]);
  });

  it('is in the text export and in "Download my data"', async () => {
    const recap = (await summarise(owner, id)).json;
    const text = (await owner.get(`/api/conversations/${id}/export`)).json.content as string;
    expect(text).toContain('Summary\nWhat we talked about: ');
    expect(text).toContain(`Advice given: ${recap.advice}`);
    expect(text).toContain(
      'Next steps:\n- Call my sister (2026-03-11 17:00)\n- Water the tomatoes (2026-03-13 08:00)',
    );
    const data = (await owner.get('/api/user/export')).json;
    const exported = data.conversations.find((c: { id: number }) => c.id === id);
    expect(exported.recap).toEqual(recap);
    expect(data.transcripts.some((tx: string) => tx.includes('- Call my sister (2026-03-11 17:00)'))).toBe(
      true,
    );
  });

  it('answers only the owner: another account and a missing id get 404, a guest 401', async () => {
    const other = await signedIn(t);
    for (const res of [
      await summarise(other, id),
      await summarise(owner, 99_999_999),
      await summarise(owner, 'abc'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ error: 'NOT_FOUND', message: 'Conversation not found' });
    }
    expect((await other.get(`/api/conversations/${id}`)).status).toBe(404);
    expect((await summarise(t.client(), id)).status).toBe(401);
  });

  it('refuses bad input with the field named, and a conversation with nothing said yet with 409', async () => {
    const zone = await summarise(owner, id, { timeZone: 'Mars/Olympus' });
    expect(zone.status).toBe(400);
    expect(zone.json).toMatchObject({ error: 'VALIDATION_ERROR', fields: { timeZone: expect.any(String) } });
    const kind = await summarise(owner, id, { timeZone: 42 });
    expect(kind.status).toBe(400);
    expect(kind.json.fields).toHaveProperty('timeZone');
    const empty = await conversationWith(owner, []);
    const res = await summarise(owner, empty);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      error: 'NOTHING_TO_SUMMARISE',
      message: 'There is nothing to summarise yet: say a few words to your expert first.',
    });
  });

  it('reads times in the browser’s zone when the account names none', async () => {
    const client = t.client();
    await client.register();
    const conversation = await conversationWith(client, ['Remind me to book the dentist tomorrow at 10 am.']);
    const res = await summarise(client, conversation, { timeZone: 'America/New_York' });
    expect(res.status, res.body).toBe(200);
    expect(res.json.timeZone).toBe('America/New_York');
    expect(res.json.steps[0]).toMatchObject({
      suggestedTime: '2026-03-11T10:00:00-04:00',
      category: 'appointment',
    });
  });
});

describe('the summary through the language model', () => {
  const clock = testClock(start);
  let fake: FakeOpenAI;
  let t: TestApp;
  let owner: TestClient;
  let id: number;
  const modelAnswer = {
    discussed: 'You moved to a new town and feel lonely in the evenings.',
    advice: 'Call your sister regularly and join a gardening club.',
    steps: [
      {
        title: 'Call my sister',
        description: 'Call her after work.',
        when: '2026-03-11T17:00',
        category: 'task',
      },
      {
        title: 'Visit the gardening club',
        description: 'Ask about new members.',
        when: '',
        category: 'general',
      },
      {
        title: 'Lunch last year',
        description: 'A date in the past.',
        when: '2025-01-01T12:00',
        category: 'general',
      },
    ],
  };
  let summaryReply: string;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await startTestApp({
      clock: clock.now,
      config: { AI_BASE_URL: fake.url, AI_API_KEY: 'sk-e2e', AI_MODEL: 'fake-summary', AI_MAX_RETRIES: 0 },
    });
    owner = await signedIn(t);
    // The summary request's prompt is the transcript ("User: ..."); a chat turn's is the message itself.
    fake.setBehaviour({
      reply: (last) =>
        last.startsWith('User: ') ? summaryReply : 'Call your sister and join a gardening club.',
    });
    id = await conversationWith(owner, turns);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    summaryReply = JSON.stringify(modelAnswer);
  });

  const summaryCalls = () =>
    fake.requests.filter(
      (r) =>
        r.path === '/v1/chat/completions' && JSON.stringify(r.body).includes('You summarise a conversation'),
    );
  /** A new turn, so the next request writes the summary again. */
  const newTurn = async () => {
    clock.advance(MINUTE);
    await owner.post(`/api/conversations/${id}/messages`, { content: 'Thank you.' });
  };

  it('asks with the schema, the transcript and the local time, and stores the checked answer', async () => {
    const before = summaryCalls().length;
    const res = await summarise(owner, id);
    expect(res.status, res.body).toBe(200);
    expect(res.json).toMatchObject({
      source: 'model',
      discussed: modelAnswer.discussed,
      advice: modelAnswer.advice,
      steps: [
        { title: 'Call my sister', suggestedTime: '2026-03-11T17:00:00+01:00', category: 'task' },
        { title: 'Visit the gardening club', suggestedTime: null, category: 'general' },
        // A past time is no time: the step stays, without a date.
        { title: 'Lunch last year', suggestedTime: null },
      ],
    });
    expect(summaryCalls()).toHaveLength(before + 1);
    const body = summaryCalls().at(-1)?.body as {
      messages: { role: string; content: string }[];
      response_format?: { type: string; json_schema?: { schema: { properties: Record<string, unknown> } } };
    };
    expect(body.response_format?.type).toBe('json_schema');
    expect(Object.keys(body.response_format?.json_schema?.schema.properties ?? {}).sort()).toEqual([
      'advice',
      'discussed',
      'steps',
    ]);
    const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
    expect(system).toContain('Tuesday 2026-03-10T14:30');
    expect(system).toContain('Europe/Madrid');
    const prompt = body.messages.at(-1)?.content ?? '';
    expect(prompt).toContain(`User: ${turns[0]}`);
    expect(prompt).toContain('Expert: Call your sister and join a gardening club.');
    // Stored: asked again with no new turn, the model is not asked again.
    expect((await summarise(owner, id)).json).toEqual(res.json);
    expect(summaryCalls()).toHaveLength(before + 1);
  });

  it('records the model’s tokens in api_usage as apiType summaries', async () => {
    await newTurn();
    const [before] = await t.database.db.select().from(apiUsage).where(eq(apiUsage.apiType, 'summaries'));
    expect((await summarise(owner, id)).status).toBe(200);
    const [after] = await t.database.db.select().from(apiUsage).where(eq(apiUsage.apiType, 'summaries'));
    expect(after?.callCount).toBe((before?.callCount ?? 0) + 1);
  });

  it.each<[string, () => void]>([
    [
      'an answer that is not JSON',
      () => (summaryReply = 'Here is your summary: you talked about your sister.'),
    ],
    ['JSON that does not match the schema', () => (summaryReply = '{"discussed":"Your sister"}')],
    ['empty texts', () => (summaryReply = JSON.stringify({ ...modelAnswer, discussed: ' ', advice: '' }))],
    ['a provider failure', () => fake.setBehaviour({ failure: 'http500' })],
  ])('falls back to the offline summary on %s', async (_, misbehave) => {
    await newTurn();
    misbehave();
    const before = summaryCalls().length;
    try {
      const res = await summarise(owner, id);
      expect(res.status, res.body).toBe(200);
      expect(summaryCalls().length).toBe(before + 1);
      expect(res.json.source).toBe('offline');
      expect(res.json.discussed).toMatch(/lonely|sister|gardening/);
      expect(res.json.steps.map((s: { title: string }) => s.title)).toEqual(['Call my sister']);
    } finally {
      fake.setBehaviour({ failure: 'none' });
    }
  });
});

describe('createSummarizer with Anthropic', () => {
  it('asks Claude with the schema and reads its JSON', async () => {
    const claude = await startFakeAnthropic({
      reply: JSON.stringify({
        discussed: 'Te sientes sola por las tardes.',
        advice: 'Llama a tu hermana.',
        steps: [
          { title: 'Llamar a Ana', description: 'Por la tarde.', when: '2026-03-11T17:00', category: 'task' },
        ],
      }),
    });
    try {
      const summarizer = createSummarizer({
        ...aiConfigDefaults(),
        ANTHROPIC_API_KEY: 'sk-ant-e2e',
        ANTHROPIC_BASE_URL: claude.url,
        AI_MAX_RETRIES: 0,
      });
      const recap = await summarizer.summarize(
        [
          {
            isUser: true,
            content: 'Me siento sola. Recuérdame llamar a Ana mañana a las cinco de la tarde.',
          },
          { isUser: false, content: 'Llama a tu hermana.' },
        ],
        { now: start, timeZone: 'Europe/Madrid' },
      );
      expect(recap.source).toBe('model');
      expect(recap.steps.map((s) => [s.title, s.at?.toISOString()])).toEqual([
        ['Llamar a Ana', '2026-03-11T16:00:00.000Z'],
      ]);
      const body = claude.requests.at(-1)?.body as {
        output_config?: { format?: { type: string; schema: { properties: Record<string, unknown> } } };
      };
      expect(body.output_config?.format?.type).toBe('json_schema');
      expect(Object.keys(body.output_config?.format?.schema.properties ?? {}).sort()).toEqual([
        'advice',
        'discussed',
        'steps',
      ]);
    } finally {
      await claude.close();
    }
  });

  it('is the offline summary when no provider is configured', async () => {
    const recap = await createSummarizer(aiConfigDefaults()).summarize(
      [{ isUser: true, content: 'Remind me to call Ann tomorrow at 3pm.' }],
      { now: start, timeZone: 'Europe/Madrid' },
    );
    expect(recap.source).toBe('offline');
    expect(recap.steps.map((s) => [s.title, s.at?.toISOString()])).toEqual([
      ['Call Ann', '2026-03-11T14:00:00.000Z'],
    ]);
  });
});
