import { z } from 'zod';
import { jsonTableFromEnv } from '../../json-env.js';

const price = z.number({ error: 'must be a number of US dollars' }).min(0, 'must not be negative');

/**
 * The price table behind api_usage.estimated_cost, in US dollars. AI_PRICES overrides any part of it
 * (JSON; missing keys keep these defaults, which are OpenAI's list prices for gpt-4o-mini, gpt-4o,
 * tts-1 and whisper-1).
 */
export const pricesSchema = z.strictObject({
  chat: z
    .strictObject({ inputPerMillionTokens: price.default(0.15), outputPerMillionTokens: price.default(0.6) })
    .prefault({}),
  chatPremium: z
    .strictObject({ inputPerMillionTokens: price.default(2.5), outputPerMillionTokens: price.default(10) })
    .prefault({}),
  tts: z.strictObject({ perMillionCharacters: price.default(15) }).prefault({}),
  stt: z.strictObject({ perMinute: price.default(0.006) }).prefault({}),
});

export type Prices = z.infer<typeof pricesSchema>;

export const defaultPrices: Prices = pricesSchema.parse({});

/** Parses AI_PRICES; the error message names the first wrong key. */
export const pricesFromEnv = jsonTableFromEnv(
  pricesSchema,
  'a price table',
  '{"chat":{"inputPerMillionTokens":0.15}}',
);
