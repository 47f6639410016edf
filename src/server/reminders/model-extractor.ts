import type { ModelLimiter } from '../ai/metering/model-limiter.js';
import type { AiConfig } from '../ai/providers/ai-env.js';
import { type SdkProvider, sdkProvider } from '../ai/providers/sdk-provider.js';
import { structuredCaller } from '../ai/providers/structured-call.js';
import type { Database } from '../db/client.js';
import { chronoExtractor } from './chrono-extractor.js';
import {
  checkModelReminders,
  extractionPrompt,
  modelRemindersSchema,
  preferChronoDates,
} from './model-answer.js';
import type { ReminderExtractor } from './reminder-extractor.js';

export type ModelExtractorDeps = {
  /** When given, every provider call is added to api_usage as apiType 'reminders'. */
  db?: Database;
  clock?: () => Date;
  /** Fallbacks, date corrections and failed usage writes are reported here (never the message text). */
  log?: { warn(details: object, message: string): void; info(details: object, message: string): void };
  /** The fetch of every provider call: the shared keep-alive agent (provider-http.ts). */
  fetch?: typeof fetch;
  /** The one limiter of the process's model calls (AI_MAX_CONCURRENT). */
  limiter?: ModelLimiter;
};

/** Room for EXTRACT_REMINDERS_MAX short reminders; a chat reply's AI_MAX_OUTPUT_TOKENS is too small. */
const MAX_OUTPUT_TOKENS = 2000;

/**
 * The reminder extractor of this configuration (docs/DECISIONS.md, "AI providers"): the language model with a
 * structured-output schema when AI_BASE_URL or ANTHROPIC_API_KEY is set (chrono-node checks its dates
 * and takes over when the provider fails); else the offline chrono-node extractor.
 */
export function createReminderExtractor(config: AiConfig, deps: ModelExtractorDeps = {}): ReminderExtractor {
  const provider = sdkProvider(config, deps);
  return provider ? modelExtractor(config, provider, deps) : chronoExtractor();
}

function modelExtractor(
  config: AiConfig,
  provider: SdkProvider,
  deps: ModelExtractorDeps,
): ReminderExtractor {
  const offline = chronoExtractor();
  const ask = structuredCaller(config, provider, 'reminders', deps);

  return {
    async extract(text, context) {
      const answer = await ask({
        priority: context.priority ?? 'free',
        system: extractionPrompt(context),
        prompt: text,
        schema: modelRemindersSchema,
        name: 'reminders',
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        timeoutMs: config.AI_TIMEOUT_MS,
        failure:
          'reminder extraction by the language model failed: the offline date parser reads the message',
      });
      if (!answer) return offline.extract(text, context);
      const checked = checkModelReminders(answer.reminders, context);
      return preferChronoDates(checked, await offline.extract(text, context), deps.log);
    },
  };
}
