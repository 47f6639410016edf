import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeAnthropic, startFakeAnthropic } from '../../../../test/fake-anthropic/server.js';
import { type FakeOpenAI, startFakeOpenAI } from '../../../../test/fake-openai/server.js';
import { createTestDatabase } from '../../../../test/helpers/database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { apiUsage } from '../../db/schema/index.js';
import type { SafetyCheck } from '../../safety/safety-check.js';
import { type AiConfig, aiConfigDefaults } from './ai-env.js';
import { createSafetyCheck, mergeFindings } from './model-safety-check.js';
import { moderationUrl } from './moderation.js';

// The production code (AI SDK generateText with a structured output, and a plain fetch of /moderations)
// against the local fake providers, which answer in the real APIs' wire formats.

const CRISIS = 'honestly everyone would be better off without me';
const THREAT = 'i am going to hurt my neighbour tonight';
const BENIGN = 'this deadline is killing me but the garden looks lovely';

type Warning = { details: Record<string, unknown>; message: string };
const warnings: Warning[] = [];
const log = {
  warn: (details: object, message: string) => warnings.push({ details: { ...details }, message }),
};

let openai: FakeOpenAI;
let anthropic: FakeAnthropic;
let database: DatabaseHandle;
beforeAll(async () => {
  [openai, anthropic, database] = await Promise.all([
    startFakeOpenAI(),
    startFakeAnthropic(),
    createTestDatabase(),
  ]);
});
afterAll(async () => {
  await Promise.all([openai?.close(), anthropic?.close(), database?.close()]);
});
beforeEach(async () => {
  warnings.length = 0;
  openai.requests.length = 0;
  anthropic.requests.length = 0;
  openai.setBehaviour({
    failure: 'none',
    firstTokenDelayMs: 0,
    moderationDelayMs: 0,
    safetyAnswer: undefined,
    moderationCategories: undefined,
  });
  anthropic.setBehaviour({ failure: 'none', delayMs: 0 });
  await database.db.delete(apiUsage);
});

const openaiConfig = (overrides: Partial<AiConfig> = {}): AiConfig => ({
  ...aiConfigDefaults(),
  AI_BASE_URL: openai.url,
  AI_API_KEY: 'sk-test',
  AI_MODEL: 'fake-chat',
  AI_MODERATION: 'on',
  ...overrides,
});
const anthropicConfig = (overrides: Partial<AiConfig> = {}): AiConfig => ({
  ...aiConfigDefaults(),
  ANTHROPIC_API_KEY: 'sk-ant-test',
  ANTHROPIC_BASE_URL: anthropic.url,
  ...overrides,
});

function build(config: AiConfig): SafetyCheck {
  const check = createSafetyCheck(config, log, { db: database.db });
  if (!check) throw new Error('expected a safety check');
  return check;
}
const run = (check: SafetyCheck, text: string, signal = new AbortController().signal) =>
  check({ text, language: 'en-US', priority: 'free', signal });
const paths = (fake: { requests: { path: string }[] }) => fake.requests.map((r) => r.path).sort();

describe('createSafetyCheck', () => {
  it('is undefined without a provider, or with both layers switched off', () => {
    expect(createSafetyCheck(aiConfigDefaults(), log)).toBeUndefined();
    expect(
      createSafetyCheck(openaiConfig({ AI_SAFETY_CHECK: false, AI_MODERATION: 'off' }), log),
    ).toBeUndefined();
    expect(
      createSafetyCheck(anthropicConfig({ AI_SAFETY_CHECK: false, AI_MODERATION: 'on' }), log),
    ).toBeUndefined();
  });

  it('uses moderation on OpenAI itself by default, on another OpenAI-compatible API only when asked', () => {
    const base = { ...aiConfigDefaults(), AI_BASE_URL: 'https://api.openai.com/v1/' };
    expect(moderationUrl(base)).toBe('https://api.openai.com/v1/moderations');
    expect(moderationUrl({ ...base, AI_MODERATION: 'off' })).toBeNull();
    expect(moderationUrl({ ...base, AI_BASE_URL: 'http://localhost:11434/v1' })).toBeNull();
    expect(moderationUrl({ ...base, AI_BASE_URL: 'http://localhost:11434/v1', AI_MODERATION: 'on' })).toBe(
      'http://localhost:11434/v1/moderations',
    );
    expect(moderationUrl(anthropicConfig({ AI_MODERATION: 'on' }))).toBeNull();
  });
});

describe('the model layer and moderation on an OpenAI-compatible API', () => {
  it('flags a crisis by both layers, sending the schema and the message alone, and meters both calls', async () => {
    const finding = await run(build(openaiConfig()), CRISIS);
    expect(finding).toEqual({ kinds: ['suicide', 'selfHarm'], topics: [], source: 'model' });
    expect(paths(openai)).toEqual(['/v1/chat/completions', '/v1/moderations']);
    const chat = openai.requests.find((r) => r.path === '/v1/chat/completions')?.body as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: { type: string; json_schema: { name: string; schema: { required: string[] } } };
    };
    expect(chat.model).toBe('fake-chat');
    expect(chat.messages.at(-1)).toEqual({ role: 'user', content: CRISIS });
    expect(chat.messages[0]?.role).toBe('system');
    expect(chat.response_format.type).toBe('json_schema');
    expect(chat.response_format.json_schema.name).toBe('safety_check');
    expect(chat.response_format.json_schema.schema.required).toContain('medicalEmergency');
    const moderation = openai.requests.find((r) => r.path === '/v1/moderations');
    expect(moderation?.body).toEqual({ model: 'omni-moderation-latest', input: CRISIS });
    expect(moderation?.headers.authorization).toBe('Bearer sk-test');
    const usage = await database.db.select().from(apiUsage);
    expect(usage.map((u) => [u.apiType, u.callCount]).sort()).toEqual([
      ['moderation', 1],
      ['safety', 1],
    ]);
    expect(usage.find((u) => u.apiType === 'safety')?.tokenCount).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
  });

  it('raises the finding from the model alone, with its advice topics', async () => {
    const check = build(openaiConfig({ AI_MODERATION: 'off', AI_SAFETY_MODEL: 'fake-safety' }));
    expect(await run(check, 'my chest pain will not stop and my doctor is away')).toEqual({
      kinds: ['medicalEmergency'],
      topics: ['medical'],
      source: 'model',
    });
    expect(paths(openai)).toEqual(['/v1/chat/completions']);
    expect(openai.requests[0]?.body).toMatchObject({ model: 'fake-safety' });
  });

  it('raises the finding from moderation alone, its categories mapped to our kinds', async () => {
    expect(await run(build(openaiConfig({ AI_SAFETY_CHECK: false })), THREAT)).toEqual({
      kinds: ['harmToOthers'],
      topics: [],
      source: 'moderation',
    });
    expect(paths(openai)).toEqual(['/v1/moderations']);
  });

  it('takes a crisis either layer saw when the other saw none', async () => {
    const nothing = {
      suicide: false,
      selfHarm: false,
      harmToOthers: false,
      abuseOrDanger: false,
      medicalEmergency: false,
      adviceTopics: [],
    };
    openai.setBehaviour({ safetyAnswer: () => nothing });
    expect(await run(build(openaiConfig()), CRISIS)).toEqual({
      kinds: ['selfHarm'],
      topics: [],
      source: 'moderation',
    });
    openai.setBehaviour({ safetyAnswer: undefined, moderationCategories: () => ({}) });
    expect(await run(build(openaiConfig()), CRISIS)).toMatchObject({ kinds: ['suicide'], source: 'model' });
  });

  it('answers null for a benign message with a dark figure of speech', async () => {
    expect(await run(build(openaiConfig()), BENIGN)).toBeNull();
    expect(paths(openai)).toEqual(['/v1/chat/completions', '/v1/moderations']);
    expect(warnings).toEqual([]);
  });

  it('gives up on a provider that does not answer within AI_SAFETY_TIMEOUT_MS: null and a warning', async () => {
    // The fake never answers: the check can only come back by its own time limit.
    openai.setBehaviour({ failure: 'timeout' });
    expect(await run(build(openaiConfig({ AI_SAFETY_TIMEOUT_MS: 500 })), CRISIS)).toBeNull();
    expect(warnings.map((w) => [w.details.layer, w.details.reason])).toEqual([
      ['model', 'timeout'],
      ['moderation', 'timeout'],
    ]);
    expect(JSON.stringify(warnings)).not.toContain('better off');
  });

  it('keeps what the fast layer found when the slow one times out', async () => {
    openai.setBehaviour({ firstTokenDelayMs: 20_000 });
    expect(await run(build(openaiConfig({ AI_SAFETY_TIMEOUT_MS: 500 })), CRISIS)).toEqual({
      kinds: ['selfHarm'],
      topics: [],
      source: 'moderation',
    });
    expect(warnings.map((w) => w.details.layer)).toEqual(['model']);
  });

  it('answers null and warns with the status when the provider fails', async () => {
    openai.setBehaviour({ failure: 'http500' });
    expect(await run(build(openaiConfig()), CRISIS)).toBeNull();
    expect(warnings.map((w) => [w.details.layer, w.details.status]).sort()).toEqual([
      ['model', 500],
      ['moderation', 500],
    ]);
  });

  it('answers null and warns when the model answers JSON that is not the schema', async () => {
    openai.setBehaviour({
      safetyAnswer: () => ({ suicide: 'maybe' }) as never,
      moderationCategories: () => ({}),
    });
    expect(await run(build(openaiConfig()), CRISIS)).toBeNull();
    expect(warnings.map((w) => [w.details.layer, w.details.reason])).toEqual([['model', 'invalid answer']]);
  });

  it('honours the caller’s abort: null at once, the provider requests cancelled, no warning', async () => {
    openai.setBehaviour({ firstTokenDelayMs: 20_000, moderationDelayMs: 20_000 });
    const controller = new AbortController();
    const pending = run(build(openaiConfig()), CRISIS, controller.signal);
    await expect.poll(() => openai.requests.length).toBe(2);
    controller.abort();
    expect(await pending).toBeNull();
    await expect.poll(() => openai.requests.every((r) => r.aborted)).toBe(true);
    expect(warnings).toEqual([]);
    const aborted = new AbortController();
    aborted.abort();
    expect(await run(build(openaiConfig()), CRISIS, aborted.signal)).toBeNull();
    expect(openai.requests).toHaveLength(2);
  });
});

describe('the model layer on Anthropic', () => {
  it('flags a crisis through output_config structured outputs and not a benign message', async () => {
    const check = build(anthropicConfig());
    expect(await run(check, CRISIS)).toEqual({ kinds: ['suicide'], topics: [], source: 'model' });
    const body = anthropic.requests[0]?.body as {
      model: string;
      output_config?: { format: { type: string } };
      messages: { role: string }[];
    };
    expect(body.model).toBe('claude-sonnet-4-5');
    expect(body.output_config?.format.type).toBe('json_schema');
    expect(await run(check, BENIGN)).toBeNull();
    expect(anthropic.requests.every((r) => r.path === '/v1/messages')).toBe(true);
  });

  it('flags a crisis through the forced json tool of models without native structured outputs', async () => {
    const check = build(anthropicConfig({ AI_SAFETY_MODEL: 'claude-3-haiku-20240307' }));
    expect(await run(check, THREAT)).toEqual({ kinds: ['harmToOthers'], topics: [], source: 'model' });
    expect(anthropic.requests[0]?.body).toMatchObject({
      tools: [{ name: 'json' }],
      tool_choice: { type: 'any' },
    });
  });

  it('answers null within the time limit when Anthropic is slow, and when it is overloaded', async () => {
    anthropic.setBehaviour({ delayMs: 3_000 });
    expect(await run(build(anthropicConfig({ AI_SAFETY_TIMEOUT_MS: 500 })), CRISIS)).toBeNull();
    anthropic.setBehaviour({ delayMs: 0, failure: 'overloaded' });
    expect(await run(build(anthropicConfig()), CRISIS)).toBeNull();
    expect(warnings.map((w) => [w.details.reason, w.details.status])).toEqual([
      ['timeout', undefined],
      ['AI_PROVIDER_UNAVAILABLE', 529],
    ]);
  });
});

describe('mergeFindings', () => {
  it('unites kinds and topics in their fixed order; the source is the first layer with a crisis', () => {
    expect(mergeFindings([null, null])).toBeNull();
    expect(
      mergeFindings([
        { kinds: [], topics: ['legal'], source: 'model' },
        { kinds: ['harmToOthers', 'selfHarm'], topics: [], source: 'moderation' },
      ]),
    ).toEqual({ kinds: ['selfHarm', 'harmToOthers'], topics: ['legal'], source: 'moderation' });
  });
});
