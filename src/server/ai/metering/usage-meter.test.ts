import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI } from '../../../../test/fake-openai/server.js';
import { createTestDatabase } from '../../../../test/helpers/database.js';
import { ConfigError, parseEnv } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { apiUsage } from '../../db/schema/index.js';
import { experts } from '../experts.js';
import { aiConfigDefaults } from '../providers/ai-env.js';
import { createChatModel } from '../providers/chat-models.js';
import { defaultPrices } from './prices.js';
import { estimateCost, recordUsage } from './usage-meter.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(apiUsage);
});

const rows = () => database.db.select().from(apiUsage).orderBy(asc(apiUsage.date), asc(apiUsage.apiType));
const day = new Date('2031-05-06T23:59:00Z');

describe('usage meter', () => {
  it('adds up 20 concurrent records in one row per UTC day and type', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        recordUsage(
          database.db,
          { apiType: 'chat', calls: 1, tokens: 100 + i, characters: 10, costUsd: 0.000125 },
          day,
        ),
      ),
    );
    await recordUsage(database.db, { apiType: 'tts', calls: 1, characters: 42, costUsd: 0.00063 }, day);
    await recordUsage(
      database.db,
      { apiType: 'chat', calls: 1, tokens: 7 },
      new Date('2031-05-07T00:00:01Z'),
    );
    const all = await rows();
    expect(all).toHaveLength(3);
    expect(all[0]).toMatchObject({
      date: '2031-05-06',
      apiType: 'chat',
      callCount: 20,
      tokenCount: 20 * 100 + 190,
      characterCount: 200,
    });
    expect(all[0]?.estimatedCost).toBeCloseTo(0.0025, 6);
    expect(all[1]).toMatchObject({ date: '2031-05-06', apiType: 'tts', callCount: 1, characterCount: 42 });
    expect(all[2]).toMatchObject({ date: '2031-05-07', apiType: 'chat', callCount: 1, tokenCount: 7 });
  });

  it('estimates costs from the price table', () => {
    const chat = estimateCost(defaultPrices, {
      apiType: 'chat',
      inputTokens: 1_000_000,
      outputTokens: 500_000,
    });
    expect(chat).toBeCloseTo(0.15 + 0.3, 9);
    const premium = estimateCost(defaultPrices, {
      apiType: 'chat',
      premium: true,
      inputTokens: 1000,
      outputTokens: 1000,
    });
    expect(premium).toBeCloseTo(0.0025 + 0.01, 9);
    expect(estimateCost(defaultPrices, { apiType: 'tts', characters: 2000 })).toBeCloseTo(0.03, 9);
    expect(estimateCost(defaultPrices, { apiType: 'stt', seconds: 90 })).toBeCloseTo(0.009, 9);
  });

  it('reads AI_PRICES, keeps defaults for missing keys, and names a wrong key in one line', () => {
    const env = parseEnv({ AI_PRICES: '{"chat":{"inputPerMillionTokens":1}}' });
    expect(env.AI_PRICES.chat).toEqual({ inputPerMillionTokens: 1, outputPerMillionTokens: 0.6 });
    expect(env.AI_PRICES.tts.perMillionCharacters).toBe(15);
    expect(() => parseEnv({ AI_PRICES: '{"chat":{"inputPerMillionTokens":-1}}' })).toThrow(
      /^Invalid configuration: AI_PRICES must be a price table: chat.inputPerMillionTokens must not be negative/,
    );
    expect(() => parseEnv({ AI_PRICES: 'cheap' })).toThrow(ConfigError);
    expect(() => parseEnv({ AI_PRICES: 'cheap' })).toThrow(/AI_PRICES must be JSON/);
    expect(() => parseEnv({ AI_TIMEOUT_MS: 'soon' })).toThrow(/AI_TIMEOUT_MS must be a whole number/);
  });

  it('records every provider call of the chat model, not the offline responder', async () => {
    const fake = await startFakeOpenAI();
    try {
      const config = { ...aiConfigDefaults(), AI_BASE_URL: fake.url, AI_API_KEY: 'k' };
      const deps = { db: database.db, clock: () => day };
      const request = {
        expert: experts[0] as (typeof experts)[number],
        language: 'en-US',
        turns: [{ role: 'user' as const, content: 'Hello' }],
        premium: false,
        priority: 'free' as const,
        signal: new AbortController().signal,
      };
      for (const premium of [false, true]) {
        const stream = createChatModel(config, deps).stream({ ...request, premium });
        for await (const _ of stream.textStream);
        await stream.usage;
      }
      const offline = createChatModel(aiConfigDefaults(), deps).stream(request);
      for await (const _ of offline.textStream);
      await offline.usage;
      // Premium-plan calls are their own type, each row named by its provider and model.
      const [chat, premium, ...more] = await rows();
      expect(more).toEqual([]);
      const model = { provider: 'openai-compatible', model: config.AI_MODEL };
      expect(chat).toMatchObject({ date: '2031-05-06', apiType: 'chat', callCount: 1, ...model });
      expect(premium).toMatchObject({ date: '2031-05-06', apiType: 'chat_premium', callCount: 1, ...model });
      expect(chat?.tokenCount).toBeGreaterThan(24);
      expect(chat?.estimatedCost).toBeGreaterThan(0);
      // The same tokens at the premium price table cost more.
      expect(premium?.estimatedCost).toBeGreaterThan(chat?.estimatedCost ?? 0);
    } finally {
      await fake.close();
    }
  });
});
