import { z } from 'zod';
import { jsonTableFromEnv } from '../../json-env.js';

const allowance = z.number({ error: 'must be a whole number' }).int('must be a whole number').min(0);
const tiers = (guest: number, free: number, basic: number, premium: number) =>
  z
    .strictObject({
      guest: allowance.default(guest),
      free: allowance.default(free),
      basic: allowance.default(basic),
      premium: allowance.default(premium),
    })
    .prefault({});

/**
 * Daily allowances of the paid speech providers, per signed-in user (by plan) and per guest IP:
 * `tts` in characters of speech, `stt` in seconds of recording. SPEECH_QUOTAS overrides any part.
 */
export const speechQuotasSchema = z.strictObject({
  tts: tiers(20_000, 30_000, 150_000, 300_000),
  stt: tiers(600, 1800, 7200, 14_400),
});
export type SpeechQuotas = z.infer<typeof speechQuotasSchema>;
export type QuotaTier = keyof SpeechQuotas['tts'];

export const speechQuotasFromEnv = jsonTableFromEnv(
  speechQuotasSchema,
  'a quota table',
  '{"tts":{"guest":20000},"stt":{"guest":600}}',
);
