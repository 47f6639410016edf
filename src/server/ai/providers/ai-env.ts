import { z } from 'zod';
import { pricesFromEnv } from '../metering/prices.js';
import { speechQuotasFromEnv } from '../metering/speech-quotas.js';
import type { VisionSetting } from './model-vision.js';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const whole = (min: number, max: number, fallback: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback),
  );
};

/**
 * The language-model variables (which provider answers: docs/DECISIONS.md, "AI providers"), spread into envSchema in config.ts.
 * AI_BASE_URL set: any OpenAI-compatible chat API; else ANTHROPIC_API_KEY: Anthropic; else the offline
 * responder.
 */
export const aiEnvShape = {
  AI_BASE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ error: 'must be an absolute URL such as https://api.openai.com/v1' }).optional(),
  ),
  AI_API_KEY: optionalString,
  AI_MODEL: z.preprocess(emptyToUndefined, z.string().default('gpt-4o-mini')),
  /** Defaults to AI_MODEL. */
  AI_MODEL_PREMIUM: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  /** Defaults to https://api.anthropic.com/v1 (a proxy or gateway, or the tests' fake server). */
  ANTHROPIC_BASE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ error: 'must be an absolute URL such as https://api.anthropic.com/v1' }).optional(),
  ),
  ANTHROPIC_MODEL: z.preprocess(emptyToUndefined, z.string().default('claude-sonnet-4-5')),
  /** Defaults to ANTHROPIC_MODEL. */
  ANTHROPIC_MODEL_PREMIUM: optionalString,
  AI_TIMEOUT_MS: whole(1000, 600_000, 30_000),
  AI_MAX_RETRIES: whole(0, 10, 2),
  /** Calls to the language model at once, per server process (model-limiter.ts); the rest wait by plan. */
  AI_MAX_CONCURRENT: whole(1, 1000, 8),
  AI_MAX_OUTPUT_TOKENS: whole(16, 32_000, 400),
  AI_MAX_OUTPUT_TOKENS_PREMIUM: whole(16, 32_000, 800),
  AI_PRICES: z.preprocess(emptyToUndefined, pricesFromEnv),
  SPEECH_QUOTAS: z.preprocess(emptyToUndefined, speechQuotasFromEnv),
  /** The model's safety check of every user message, beside the reply (only with a model configured). */
  AI_SAFETY_CHECK: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('true')
      .transform((v) => v === 'true'),
  ),
  /** Defaults to the chat model (AI_MODEL or ANTHROPIC_MODEL). */
  AI_SAFETY_MODEL: optionalString,
  /** Both safety layers give up after this long and the turn goes on without them. */
  AI_SAFETY_TIMEOUT_MS: whole(500, 60_000, 10_000),
  /** The provider's /moderations endpoint: auto means when AI_BASE_URL is OpenAI's own API. */
  AI_MODERATION: z.preprocess(
    emptyToUndefined,
    z.enum(['auto', 'on', 'off'], { error: 'must be auto, on or off' }).default('auto'),
  ),
  AI_MODERATION_MODEL: z.preprocess(emptyToUndefined, z.string().default('omni-moderation-latest')),
  /** Whether the chat model takes pictures: auto decides from its name (model-vision.ts). */
  AI_VISION: z.preprocess(
    emptyToUndefined,
    z
      .enum(['auto', 'true', 'false'], { error: 'must be auto, true or false' })
      .default('auto')
      .transform((v): VisionSetting => (v === 'auto' ? 'auto' : v === 'true')),
  ),
};

export type AiConfig = {
  AI_BASE_URL?: string | undefined;
  AI_API_KEY?: string | undefined;
  AI_MODEL: string;
  AI_MODEL_PREMIUM?: string | undefined;
  ANTHROPIC_API_KEY?: string | undefined;
  ANTHROPIC_BASE_URL?: string | undefined;
  ANTHROPIC_MODEL: string;
  ANTHROPIC_MODEL_PREMIUM?: string | undefined;
  AI_TIMEOUT_MS: number;
  AI_MAX_RETRIES: number;
  AI_MAX_CONCURRENT: number;
  AI_MAX_OUTPUT_TOKENS: number;
  AI_MAX_OUTPUT_TOKENS_PREMIUM: number;
  AI_PRICES: z.infer<typeof pricesFromEnv>;
  SPEECH_QUOTAS: z.infer<typeof speechQuotasFromEnv>;
  AI_SAFETY_CHECK: boolean;
  AI_SAFETY_MODEL?: string | undefined;
  AI_SAFETY_TIMEOUT_MS: number;
  AI_MODERATION: 'auto' | 'on' | 'off';
  AI_MODERATION_MODEL: string;
  /**
   * Whether the language model takes pictures (shared images, video frames, scanned pages go to it;
   * else they are only described): `auto` decides from the model's name.
   */
  AI_VISION: VisionSetting;
};

/** The AI variables as an empty environment gives them (offline responder, default prices): for tests. */
export function aiConfigDefaults(): AiConfig {
  return z.object(aiEnvShape).parse({});
}
