import { type FlexibleSchema, generateText, NoObjectGeneratedError, Output } from 'ai';
import type { CallPriority } from '../metering/model-limiter.js';
import { type CostInput, type TokenMeterDeps, tokenMeter } from '../metering/usage-meter.js';
import type { AiConfig } from './ai-env.js';
import { providerFailureDetails, reachedProvider } from './provider-errors.js';
import type { SdkProvider } from './sdk-provider.js';

/** The API types whose calls answer in a structured-output schema. */
type StructuredApiType = Extract<CostInput, { inputTokens: number }>['apiType'];

export type StructuredRequest<T> = {
  system: string;
  prompt: string;
  schema: FlexibleSchema<T>;
  /** The schema's name, a hint to the provider. */
  name: string;
  maxOutputTokens: number;
  timeoutMs: number;
  /** Whose call it is: a person waiting on it, or background work (model-limiter.ts). */
  priority: CallPriority;
  /** Logged (with the provider's failure, never the prompt) when no valid answer came. */
  failure: string;
};

/**
 * One structured-output call to the configured model, metered as `apiType`: the answer when it matched
 * the schema, else null (the provider failed, timed out, or answered outside the schema), with the
 * failure logged. A call that reached the provider is metered even when its answer was refused, since
 * the provider counts its tokens all the same.
 */
export function structuredCaller(
  config: AiConfig,
  provider: SdkProvider,
  apiType: StructuredApiType,
  deps: TokenMeterDeps,
) {
  const record = tokenMeter(config.AI_PRICES, deps);
  const meter = (inputTokens = 0, outputTokens = 0) =>
    record({ apiType, provider: provider.name, model: provider.model, inputTokens, outputTokens });

  return async function ask<T>(request: StructuredRequest<T>): Promise<T | null> {
    const timeout = AbortSignal.timeout(request.timeoutMs);
    try {
      const result = await generateText({
        model: provider.languageModel(provider.model, request.priority),
        system: request.system,
        prompt: request.prompt,
        output: Output.object({ schema: request.schema, name: request.name }),
        maxOutputTokens: request.maxOutputTokens,
        maxRetries: config.AI_MAX_RETRIES,
        abortSignal: timeout,
      });
      await meter(result.usage.inputTokens, result.usage.outputTokens);
      return result.output;
    } catch (error) {
      const usage = NoObjectGeneratedError.isInstance(error) ? error.usage : undefined;
      if (usage || reachedProvider(error)) await meter(usage?.inputTokens, usage?.outputTokens);
      deps.log?.warn(
        { provider: provider.name, model: provider.model, ...providerFailureDetails(error, timeout.aborted) },
        request.failure,
      );
      return null;
    }
  };
}
