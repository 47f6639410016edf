import { generateText, NoObjectGeneratedError, Output } from 'ai';
import type { AiConfig } from '../ai/ai-env.js';
import { providerFailureDetails, reachedProvider } from '../ai/provider-errors.js';
import { sdkProvider } from '../ai/sdk-provider.js';
import { tokenMeter } from '../ai/usage-meter.js';
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
  const provider = sdkProvider(config, deps.fetch);
  if (!provider) return offline;
  const model = provider.languageModel(provider.model);
  const record = tokenMeter(config.AI_PRICES, deps);
  const meter = (inputTokens: number, outputTokens: number) =>
    record({
      apiType: 'summaries',
      provider: provider.name,
      model: provider.model,
      inputTokens,
      outputTokens,
    });
  const fallBack = (details: object, message: string) =>
    deps.log?.warn({ provider: provider.name, model: provider.model, ...details }, message);

  return {
    async summarize(turns, context) {
      const timeout = AbortSignal.timeout(config.AI_TIMEOUT_MS);
      try {
        const result = await generateText({
          model,
          system: summaryPrompt(context),
          prompt: transcriptFor(turns),
          output: Output.object({ schema: modelRecapSchema, name: 'summary' }),
          maxOutputTokens: MAX_OUTPUT_TOKENS,
          maxRetries: config.AI_MAX_RETRIES,
          abortSignal: timeout,
        });
        await meter(result.usage.inputTokens ?? 0, result.usage.outputTokens ?? 0);
        const checked = checkModelRecap(result.output, context);
        if (checked) return checked;
        fallBack({ reason: 'EMPTY_SUMMARY' }, 'the model’s summary was empty: the offline summary is used');
      } catch (error) {
        const usage = NoObjectGeneratedError.isInstance(error) ? error.usage : undefined;
        if (usage || reachedProvider(error)) await meter(usage?.inputTokens ?? 0, usage?.outputTokens ?? 0);
        fallBack(
          providerFailureDetails(error, timeout.aborted),
          'conversation summary by the language model failed: the offline summary is used',
        );
      }
      return offline.summarize(turns, context);
    },
  };
}
