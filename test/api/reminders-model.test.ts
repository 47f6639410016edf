import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiConfigDefaults } from '../../src/server/ai/providers/ai-env.js';
import { apiUsage } from '../../src/server/db/schema/index.js';
import { preferChronoDates } from '../../src/server/reminders/model-answer.js';
import { createReminderExtractor } from '../../src/server/reminders/model-extractor.js';
import type { ExtractedReminder } from '../../src/server/reminders/reminder-extractor.js';
import { startFakeAnthropic } from '../fake-anthropic/server.js';
import { type FakeOpenAI, startFakeOpenAI } from '../fake-openai/server.js';
import { startTestApp, type TestApp, type TestClient, testClock } from '../helpers/app.js';

// The whole path with the production provider code: POST /api/extract-reminders -> the model extractor
// (AI SDK generateText with a structured-output schema, OpenAI-compatible) -> HTTP -> the local fake
// provider, whose reply is the JSON a model would answer.
// Tuesday 10 March 2026, 13:30 UTC = 14:30 in Madrid (CET, UTC+1).
const clock = testClock(new Date('2026-03-10T13:30:00Z'));
const config = { AI_API_KEY: 'sk-e2e', AI_MODEL: 'fake-extractor', AI_MAX_RETRIES: 0 };

type Item = { title: string; description: string; when: string; category: string; priority: string };
const item = (title: string, when: string, extra: Partial<Item> = {}): Item => ({
  title,
  description: `${title}.`,
  when,
  category: 'task',
  priority: 'medium',
  ...extra,
});
const answer = (...items: Item[]) => JSON.stringify({ reminders: items });

let fake: FakeOpenAI;
let t: TestApp;
let madrid: TestClient;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await startTestApp({ clock: clock.now, config: { ...config, AI_BASE_URL: fake.url } });
  madrid = t.client();
  await madrid.register();
  const res = await madrid.post('/api/user/settings', { timeZone: 'Europe/Madrid' });
  expect(res.status, res.body).toBe(200);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.setBehaviour({ failure: 'none', reply: answer() }));

const chatCalls = () => fake.requests.filter((r) => r.path === '/v1/chat/completions');
const extract = (message: string) => madrid.post('/api/extract-reminders', { message });
type Created = {
  title: string;
  description: string;
  scheduledTime: string;
  category: string;
  priority: string;
};
const summary = (list: Created[]) => list.map((r) => [r.title, r.scheduledTime, r.category, r.priority]);

type SentBody = {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; schema: Record<string, unknown> } };
};

describe('POST /api/extract-reminders through the language model', () => {
  it('creates the model’s reminders at their instants in Europe/Madrid, sending the schema and the local time', async () => {
    const message = 'Remind me to call my sister on Sunday at 5 pm and to take my pills tomorrow at 8';
    fake.setBehaviour({
      reply: answer(
        item('Call my sister', '2026-03-15T17:00', { priority: 'high' }),
        item('Take my pills', '2026-03-11T08:00', { category: 'medication', description: 'Pills at 8.' }),
      ),
    });
    const before = chatCalls().length;
    const res = await extract(message);
    expect(res.status, res.body).toBe(200);
    expect(summary(res.json)).toEqual([
      ['Call my sister', '2026-03-15T16:00:00.000Z', 'task', 'high'],
      ['Take my pills', '2026-03-11T07:00:00.000Z', 'medication', 'medium'],
    ]);
    expect(res.json[1].description).toBe('Pills at 8.');
    expect((await madrid.get('/api/reminders')).json.length).toBeGreaterThanOrEqual(2);

    expect(chatCalls()).toHaveLength(before + 1);
    const sent = chatCalls().at(-1);
    expect(sent?.headers.authorization).toBe('Bearer sk-e2e');
    const body = sent?.body as SentBody;
    expect(body.model).toBe('fake-extractor');
    expect(body.response_format?.type).toBe('json_schema');
    const schema = body.response_format?.json_schema?.schema as {
      properties: { reminders: { type: string; items: { properties: Record<string, { enum?: string[] }> } } };
    };
    expect(schema.properties.reminders.type).toBe('array');
    const fields = schema.properties.reminders.items.properties;
    expect(Object.keys(fields).sort()).toEqual(['category', 'description', 'priority', 'title', 'when']);
    expect(fields.category?.enum).toEqual(['general', 'medication', 'appointment', 'task']);
    expect(fields.priority?.enum).toEqual(['low', 'medium', 'high']);
    const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
    expect(system).toContain('Tuesday 2026-03-10T14:30');
    expect(system).toContain('Europe/Madrid');
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: message });
  });

  it('records the model’s tokens in api_usage as apiType reminders', async () => {
    fake.setBehaviour({ reply: answer(item('Water the plants', '2026-03-10T18:00')) });
    const [before] = await t.database.db.select().from(apiUsage).where(eq(apiUsage.apiType, 'reminders'));
    expect((await extract('Remind me to water the plants at 6 pm')).status).toBe(200);
    const [after] = await t.database.db.select().from(apiUsage).where(eq(apiUsage.apiType, 'reminders'));
    expect(after?.date).toBe('2026-03-10');
    expect(after?.callCount).toBe((before?.callCount ?? 0) + 1);
    expect(after?.tokenCount).toBeGreaterThan(before?.tokenCount ?? 0);
    expect(await t.database.db.select().from(apiUsage).where(eq(apiUsage.apiType, 'chat'))).toEqual([]);
  });

  it('reads a Spanish request through the model (the date parser finds nothing in it)', async () => {
    const message = 'Recuérdame llamar a mi hermana mañana a las cinco de la tarde';
    fake.setBehaviour({
      reply: (last) =>
        last === message ? answer(item('Llamar a mi hermana', '2026-03-11T17:00')) : answer(),
    });
    const res = await extract(message);
    expect(res.status, res.body).toBe(200);
    expect(summary(res.json)).toEqual([
      ['Llamar a mi hermana', '2026-03-11T16:00:00.000Z', 'task', 'medium'],
    ]);
  });

  it('creates nothing when the model finds nothing to remind', async () => {
    const res = await extract('Hola, ¿qué tal estás hoy?');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
  });

  it('drops items whose date is invalid, past or more than five years ahead', async () => {
    fake.setBehaviour({
      reply: answer(
        item('Past', '2026-03-10T14:00'),
        item('Thirtieth of February', '2026-02-30T10:00'),
        item('Hour 25', '2026-03-12T25:00'),
        item('Words', 'tomorrow at five'),
        item('Far away', '2031-03-10T15:00'),
        item('Just now', '2026-03-10T14:30'),
        item('Four years on', '2030-03-10T10:00'),
      ),
    });
    const res = await extract('Remind me of several things');
    expect(res.status, res.body).toBe(200);
    expect(res.json.map((r: Created) => [r.title, r.scheduledTime])).toEqual([
      ['Just now', '2026-03-10T13:30:00.000Z'],
      ['Four years on', '2030-03-10T09:00:00.000Z'],
    ]);
  });

  it('cuts the title and description to the contract’s limits, and fills a too short one', async () => {
    fake.setBehaviour({
      reply: answer(
        item('Buy '.repeat(40), '2026-03-11T10:00', { description: 'x'.repeat(700) }),
        item('A', '2026-03-11T11:00', { description: '  Call   the bank  ' }),
        item('Pay rent', '2026-03-11T12:00', { description: '' }),
      ),
    });
    const res = await extract('Remind me tomorrow');
    expect(res.status, res.body).toBe(200);
    const [long, short, empty] = res.json as Created[];
    expect(long?.title.length).toBeLessThanOrEqual(100);
    expect(long?.title.startsWith('Buy Buy')).toBe(true);
    expect(long?.description).toHaveLength(500);
    expect([short?.title, short?.description]).toEqual(['Call the bank', 'Call the bank']);
    expect([empty?.title, empty?.description]).toEqual(['Pay rent', 'Pay rent']);
  });

  it('prefers the date parser’s date when the model’s is more than a day away, else the model’s', async () => {
    fake.setBehaviour({
      reply: (last) =>
        last.includes('Bea')
          ? answer(item('Call Bea', '2026-03-14T20:00'))
          : answer(item('Call Ann', '2026-03-11T20:30')),
    });
    const far = await extract('Remind me to call Bea tomorrow at 8 pm');
    expect(summary(far.json)).toEqual([['Call Bea', '2026-03-11T19:00:00.000Z', 'task', 'medium']]);
    const near = await extract('Remind me to call Ann tomorrow at 8 pm');
    expect(summary(near.json)).toEqual([['Call Ann', '2026-03-11T19:30:00.000Z', 'task', 'medium']]);
  });

  it.each<[string, Partial<Parameters<FakeOpenAI['setBehaviour']>[0]>]>([
    ['a provider 500', { failure: 'http500' }],
    ['an answer that is not JSON', { reply: 'Sure! I will remind you to call Ann tomorrow at 3pm.' }],
    ['JSON that does not match the schema', { reply: '{"reminders":[{"title":"Call Ann"}]}' }],
    ['a broken answer', { failure: 'broken-stream' }],
  ])('falls back to the date parser on %s', async (_, behaviour) => {
    fake.setBehaviour(behaviour);
    const before = chatCalls().length;
    const res = await extract('Remind me to call Ann tomorrow at 3pm');
    expect(res.status, res.body).toBe(200);
    expect(chatCalls().length).toBe(before + 1);
    expect(summary(res.json)).toEqual([['Call Ann', '2026-03-11T14:00:00.000Z', 'task', 'medium']]);
  });
});

describe('createReminderExtractor', () => {
  const context = { now: new Date('2026-03-10T13:30:00Z'), timeZone: 'Europe/Madrid' };
  const secret = 'Remind me to call Dr Secretname tomorrow at 3pm';

  function logged() {
    const lines: { level: string; details: object; message: string }[] = [];
    const at = (level: string) => (details: object, message: string) => {
      lines.push({ level, details, message });
    };
    return { lines, log: { warn: at('warn'), info: at('info') } };
  }

  it('logs a provider failure at warn without the message text', async () => {
    fake.setBehaviour({ failure: 'http500' });
    const { lines, log } = logged();
    const extractor = createReminderExtractor(
      { ...aiConfigDefaults(), ...config, AI_BASE_URL: fake.url },
      { log },
    );
    const found = await extractor.extract(secret, context);
    expect(found.map((r) => r.scheduledTime.toISOString())).toEqual(['2026-03-11T14:00:00.000Z']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', details: { reason: 'AI_PROVIDER_ERROR', status: 500 } });
    expect(JSON.stringify(lines)).not.toContain('Secretname');
  });

  it('falls back when the provider does not answer within AI_TIMEOUT_MS', async () => {
    fake.setBehaviour({ failure: 'timeout' });
    const { lines, log } = logged();
    const extractor = createReminderExtractor(
      { ...aiConfigDefaults(), ...config, AI_BASE_URL: fake.url, AI_TIMEOUT_MS: 1000 },
      { log },
    );
    const found = await extractor.extract(secret, context);
    expect(found.map((r) => r.title)).toEqual(['Call Dr Secretname']);
    expect(lines[0]).toMatchObject({ level: 'warn', details: { reason: 'AI_PROVIDER_UNAVAILABLE' } });
    expect(JSON.stringify(lines)).not.toContain('Secretname');
  });

  it('logs the date parser taking over a date at info', async () => {
    fake.setBehaviour({ reply: answer(item('Call Dr Secretname', '2026-03-20T15:00')) });
    const { lines, log } = logged();
    const extractor = createReminderExtractor(
      { ...aiConfigDefaults(), ...config, AI_BASE_URL: fake.url },
      { log },
    );
    const found = await extractor.extract(secret, context);
    expect(found.map((r) => r.scheduledTime.toISOString())).toEqual(['2026-03-11T14:00:00.000Z']);
    expect(lines).toMatchObject([
      { level: 'info', details: { model: '2026-03-20T14:00:00.000Z', chrono: '2026-03-11T14:00:00.000Z' } },
    ]);
  });

  it('is the offline date parser when no provider is configured: no provider call', async () => {
    const before = fake.requests.length;
    const found = await createReminderExtractor(aiConfigDefaults()).extract(secret, context);
    expect(found.map((r) => r.scheduledTime.toISOString())).toEqual(['2026-03-11T14:00:00.000Z']);
    expect(fake.requests.length).toBe(before);
  });
});

describe('preferChronoDates', () => {
  const at = (iso: string) => new Date(iso);
  const reminder = (title: string, iso: string): ExtractedReminder => ({
    title,
    description: title,
    scheduledTime: at(iso),
    category: 'task',
    priority: 'medium',
  });
  const daily = { type: 'daily', interval: 1 } as const;

  it('corrects by position when both found as many; else the model’s dates stand', () => {
    const model = [reminder('A', '2026-03-11T08:00:00Z'), reminder('B', '2026-03-20T08:00:00Z')];
    const parser = [reminder('a', '2026-03-11T09:00:00Z'), reminder('b', '2026-03-12T08:00:00Z')];
    expect(preferChronoDates(model, parser).map((r) => r.scheduledTime.toISOString())).toEqual([
      '2026-03-11T08:00:00.000Z',
      '2026-03-12T08:00:00.000Z',
    ]);
    const one = [reminder('c', '2026-03-19T20:00:00Z')];
    expect(preferChronoDates(model, one)).toEqual(model);
  });

  it('takes the parser’s repetition for the item it matches', () => {
    const model = [reminder('Take my pills', '2026-03-11T08:00:00Z')];
    const parser = [{ ...reminder('Take my pills', '2026-03-11T08:00:00Z'), recurringPattern: daily }];
    expect(preferChronoDates(model, parser)).toEqual([{ ...model[0], recurringPattern: daily }]);
    expect(preferChronoDates(model, [])).toEqual(model);
    const two = [...model, reminder('Call Ann', '2026-03-15T10:00:00Z')];
    const near = [{ ...reminder('pills', '2026-03-11T07:30:00Z'), recurringPattern: daily }];
    expect(preferChronoDates(two, near)).toEqual([{ ...model[0], recurringPattern: daily }, two[1]]);
  });
});

describe('createReminderExtractor with Anthropic', () => {
  it('asks Claude with the schema and reads its JSON', async () => {
    const claude = await startFakeAnthropic({ reply: answer(item('Llamar a Ana', '2026-03-11T17:00')) });
    try {
      const extractor = createReminderExtractor({
        ...aiConfigDefaults(),
        ANTHROPIC_API_KEY: 'sk-ant-e2e',
        ANTHROPIC_BASE_URL: claude.url,
        AI_MAX_RETRIES: 0,
      });
      const found = await extractor.extract('Recuérdame llamar a Ana mañana a las cinco de la tarde', {
        now: new Date('2026-03-10T13:30:00Z'),
        timeZone: 'Europe/Madrid',
      });
      expect(found.map((r) => [r.title, r.scheduledTime.toISOString()])).toEqual([
        ['Llamar a Ana', '2026-03-11T16:00:00.000Z'],
      ]);
      const body = claude.requests.at(-1)?.body as {
        output_config?: { format?: { type: string; schema: { properties: Record<string, unknown> } } };
      };
      expect(body.output_config?.format?.type).toBe('json_schema');
      expect(Object.keys(body.output_config?.format?.schema.properties ?? {})).toEqual(['reminders']);
    } finally {
      await claude.close();
    }
  });
});
