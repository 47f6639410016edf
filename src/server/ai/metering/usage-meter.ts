import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiUsage } from '../../db/schema/index.js';
import type { Prices } from './prices.js';

/**
 * The api_type column: one row per UTC day, type, provider and model, read by the admin's API Usage
 * tab. Premium-plan chat (a dearer model) is its own type; 'safety' is the model's safety check of a
 * user message, 'moderation' the provider's moderation endpoint, 'memory' the model finding the facts a
 * person shared.
 */
export const apiTypes = [
  'chat',
  'chat_premium',
  'tts',
  'stt',
  'documents',
  'reminders',
  'summaries',
  'safety',
  'moderation',
  'memory',
] as const;
export type ApiType = (typeof apiTypes)[number];

export type UsageRecord = {
  apiType: ApiType;
  /** Who served the call (openai-compatible, anthropic...) and which model. */
  provider?: string;
  model?: string;
  calls: number;
  tokens?: number;
  characters?: number;
  costUsd?: number;
};

/** What a call used, per kind of API, for the price table. */
export type CostInput =
  | {
      apiType: 'chat' | 'reminders' | 'summaries' | 'documents' | 'safety' | 'memory';
      premium?: boolean;
      inputTokens: number;
      outputTokens: number;
    }
  | { apiType: 'tts'; characters: number }
  | { apiType: 'stt'; seconds: number }
  | { apiType: 'moderation' };

/** US dollars for one call, from the AI_PRICES table (six decimals are kept in the database). */
export function estimateCost(prices: Prices, usage: CostInput): number {
  switch (usage.apiType) {
    case 'tts':
      return (usage.characters / 1_000_000) * prices.tts.perMillionCharacters;
    case 'stt':
      return (usage.seconds / 60) * prices.stt.perMinute;
    case 'moderation':
      // OpenAI's moderation endpoint is free of charge.
      return 0;
    default: {
      const table = usage.premium ? prices.chatPremium : prices.chat;
      return (
        (usage.inputTokens / 1_000_000) * table.inputPerMillionTokens +
        (usage.outputTokens / 1_000_000) * table.outputPerMillionTokens
      );
    }
  }
}

/** The UTC day of `at`, as api_usage.date stores it. */
export const usageDay = (at: Date) => at.toISOString().slice(0, 10);

/** Adds one call's usage to today's row (UTC, from the injected clock): one atomic upsert. */
export async function recordUsage(db: Database, usage: UsageRecord, at: Date): Promise<void> {
  const cost = Math.max(0, usage.costUsd ?? 0);
  await db
    .insert(apiUsage)
    .values({
      date: usageDay(at),
      apiType: usage.apiType,
      provider: usage.provider ?? '',
      model: usage.model ?? '',
      callCount: usage.calls,
      tokenCount: Math.round(usage.tokens ?? 0),
      characterCount: Math.round(usage.characters ?? 0),
      estimatedCost: Number(cost.toFixed(6)),
    })
    .onConflictDoUpdate({
      target: [apiUsage.date, apiUsage.apiType, apiUsage.provider, apiUsage.model],
      set: {
        callCount: sql`${apiUsage.callCount} + excluded.call_count`,
        tokenCount: sql`${apiUsage.tokenCount} + excluded.token_count`,
        characterCount: sql`${apiUsage.characterCount} + excluded.character_count`,
        estimatedCost: sql`${apiUsage.estimatedCost} + excluded.estimated_cost`,
      },
    });
}

export type TokenMeterDeps = {
  db?: Database;
  clock?: () => Date;
  /** Where a failed usage write is reported (it never fails the call it measures). */
  log?: { warn(details: object, message: string): void };
};

/** Adds one record to today's api_usage row; without a database it records nothing. A failed write is logged, never thrown. */
export async function meterUsage(deps: TokenMeterDeps, usage: UsageRecord): Promise<void> {
  if (!deps.db) return;
  try {
    await recordUsage(deps.db, usage, (deps.clock ?? (() => new Date()))());
  } catch (error) {
    deps.log?.warn({ err: error }, 'could not record AI usage');
  }
}

/** Records a language-model call's tokens and cost in api_usage (see meterUsage). */
export function tokenMeter(prices: Prices, deps: TokenMeterDeps) {
  return (
    usage: Extract<CostInput, { inputTokens: number }> & { provider: string; model: string },
  ): Promise<void> =>
    meterUsage(deps, {
      apiType: usage.apiType === 'chat' && usage.premium ? 'chat_premium' : usage.apiType,
      provider: usage.provider,
      model: usage.model,
      calls: 1,
      tokens: usage.inputTokens + usage.outputTokens,
      costUsd: estimateCost(prices, usage),
    });
}
