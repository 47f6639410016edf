import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { AiConfig } from './ai-env.js';

/** The configured AI SDK provider and its models (chat and premium). */
export type SdkProvider = {
  name: 'openai-compatible' | 'anthropic';
  model: string;
  premiumModel: string;
  languageModel(id: string): LanguageModel;
};

/**
 * Which provider answers (docs/DECISIONS.md, "AI providers"): AI_BASE_URL set means any OpenAI-compatible API; else ANTHROPIC_API_KEY
 * means Anthropic; else none (null: the offline responder and parser). `fetch` is the shared keep-alive
 * agent (provider-http.ts). Structured outputs go as response_format json_schema where a call asks for
 * one (OpenAI, Ollama, LM Studio, vLLM, llama.cpp); calls without a schema are unchanged.
 */
export function sdkProvider(config: AiConfig, fetch?: typeof globalThis.fetch): SdkProvider | null {
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
      languageModel: (id) => provider.chatModel(id),
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
      languageModel: (id) => provider.messages(id),
    };
  }
  return null;
}
