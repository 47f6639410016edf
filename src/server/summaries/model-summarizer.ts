import type { AiConfig } from '../ai/providers/ai-env.js';
import { sdkProvider } from '../ai/providers/sdk-provider.js';
import { structuredCaller } from '../ai/providers/structured-call.js';
import type { ModelExtractorDeps } from '../reminders/model-extractor.js';
import { offlineSummarizer } from './offline-summarizer.js';
import type { Summarizer } from './summarizer.js';
import { checkModelRecap, modelRecapSchema, summaryPrompt, transcriptFor } from './summary-answer.js';

/** Room for two short paragraphs and five steps. */
const MAX_OUTPUT_TOKENS = 2000;

/**
 * The summarizer of this configuration: the language model with a structured-output schema when
 * AI_BASE_URL or ANTHROPIC_API_KEY is set, checked like reminder extraction (summary-answer.ts); a
 * provider failure, an answer that does not match the schema or fails the checks gives the offline
 * summary instead. Without a provider, the offline summary. Calls are metered as apiType 'summaries'.
 */
export function createSummarizer(config: AiConfig, deps: ModelExtractorDeps = {}): Summarizer {
  const offline = offlineSummarizer();
  const provider = sdkProvider(config, deps);
  if (!provider) return offline;
  const ask = structuredCaller(config, provider, 'summaries', deps);

  return {
    async summarize(turns, context) {
      const answer = await ask({
        priority: 'background',
        system: summaryPrompt(context),
        prompt: transcriptFor(turns),
        schema: modelRecapSchema,
        name: 'summary',
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        timeoutMs: config.AI_TIMEOUT_MS,
        failure: 'conversation summary by the language model failed: the offline summary is used',
      });
      const checked = answer && checkModelRecap(answer, context);
      if (checked) return checked;
      if (answer)
        deps.log?.warn(
          { provider: provider.name, model: provider.model, reason: 'EMPTY_SUMMARY' },
          'the model’s summary was empty: the offline summary is used',
        );
      return offline.summarize(turns, context);
    },
  };
}
