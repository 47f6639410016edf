import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import {
  type CallPriority,
  limitedModel,
  type ModelLimiter,
  type ProviderModel,
} from '../metering/model-limiter.js';
import type { AiConfig } from './ai-env.js';

/** The configured AI SDK provider and its models (chat and premium). */
export type SdkProvider = {
  name: 'openai-compatible' | 'anthropic';
  model: string;
  premiumModel: string;
  /** The model `id`, each of its calls waiting for a slot of the process's limiter with `priority`. */
  languageModel(id: string, priority: CallPriority): LanguageModel;
};

export type SdkProviderDeps = {
  /** The shared keep-alive agent's fetch (provider-http.ts). */
  fetch?: typeof globalThis.fetch | undefined;
  /** The one limiter of the process's model calls (AI_MAX_CONCURRENT); none in unit tests. */
  limiter?: ModelLimiter | undefined;
};

/**
 * Which provider answers (docs/DECISIONS.md, "AI providers"): AI_BASE_URL set means any OpenAI-compatible API; else ANTHROPIC_API_KEY
 * means Anthropic; else none (null: the offline responder and parser). `fetch` is the shared keep-alive
 * agent (provider-http.ts); every call of every model waits for a slot of `limiter`, by priority. Structured outputs go as response_format json_schema where a call asks for
 * one (OpenAI, Ollama, LM Studio, vLLM, llama.cpp); calls without a schema are unchanged.
 */
export function sdkProvider(config: AiConfig, deps: SdkProviderDeps = {}): SdkProvider | null {
  const { fetch, limiter } = deps;
  const limited = (model: ProviderModel, priority: CallPriority): LanguageModel =>
    limiter ? limitedModel(model, limiter, priority) : model;
  if (config.AI_BASE_URL) {
    const provider = createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: config.AI_BASE_URL,
      ...(config.AI_API_KEY ? { apiKey: config.AI_API_KEY } : {}),
      includeUsage: true,
      supportsStructuredOutputs: true,
      ...(fetch ? { fetch } : {}),
    });
    return {
      name: 'openai-compatible',
      model: config.AI_MODEL,
      premiumModel: config.AI_MODEL_PREMIUM ?? config.AI_MODEL,
      languageModel: (id, priority) => limited(provider.chatModel(id), priority),
    };
  }
  if (config.ANTHROPIC_API_KEY) {
    const provider = createAnthropic({
      apiKey: config.ANTHROPIC_API_KEY,
      ...(config.ANTHROPIC_BASE_URL ? { baseURL: config.ANTHROPIC_BASE_URL } : {}),
      ...(fetch ? { fetch } : {}),
    });
    return {
      name: 'anthropic',
      model: config.ANTHROPIC_MODEL,
      premiumModel: config.ANTHROPIC_MODEL_PREMIUM ?? config.ANTHROPIC_MODEL,
      languageModel: (id, priority) => limited(provider.messages(id), priority),
    };
  }
  return null;
}
