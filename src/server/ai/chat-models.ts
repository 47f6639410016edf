import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { Database } from '../db/client.js';
import type { AiConfig } from './ai-env.js';
import type { ChatModel, ChatRequest, ChatUsage } from './chat-model.js';
import { offlineFallbackModel } from './offline-fallback-model.js';
import { type SdkChatSettings, sdkChatModel } from './sdk-chat-model.js';
import { estimateCost, recordUsage } from './usage-meter.js';

export type ChatModelDeps = {
  /** When given, every provider call is added to api_usage (the offline responder is not metered). */
  db?: Database;
  clock?: () => Date;
  /** Where a failed usage write is reported (it never fails the reply). */
  log?: { warn(details: object, message: string): void };
  /** The fetch of every provider call: the shared keep-alive agent (provider-http.ts). */
  fetch?: typeof fetch;
};

/**
 * The configured language model (DECISIONS.md "AI providers"): AI_BASE_URL set means any
 * OpenAI-compatible chat API (AI_MODEL, AI_MODEL_PREMIUM for paid plans); else ANTHROPIC_API_KEY
 * means Anthropic; else the offline responder, which says plainly that no provider is connected.
 */
export function createChatModel(config: AiConfig, deps: ChatModelDeps = {}): ChatModel {
  const common = {
    timeoutMs: config.AI_TIMEOUT_MS,
    maxRetries: config.AI_MAX_RETRIES,
    maxOutputTokens: config.AI_MAX_OUTPUT_TOKENS,
    maxOutputTokensPremium: config.AI_MAX_OUTPUT_TOKENS_PREMIUM,
    onCallEnd: meter(config, deps),
  } satisfies Partial<SdkChatSettings>;

  if (config.AI_BASE_URL) {
    const provider = createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: config.AI_BASE_URL,
      ...(config.AI_API_KEY ? { apiKey: config.AI_API_KEY } : {}),
      includeUsage: true,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    });
    return sdkChatModel({
      ...common,
      provider: 'openai-compatible',
      model: config.AI_MODEL,
      premiumModel: config.AI_MODEL_PREMIUM ?? config.AI_MODEL,
      languageModel: (id) => provider.chatModel(id),
    });
  }
  if (config.ANTHROPIC_API_KEY) {
    const provider = createAnthropic({
      apiKey: config.ANTHROPIC_API_KEY,
      ...(config.ANTHROPIC_BASE_URL ? { baseURL: config.ANTHROPIC_BASE_URL } : {}),
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    });
    return sdkChatModel({
      ...common,
      provider: 'anthropic',
      model: config.ANTHROPIC_MODEL,
      premiumModel: config.ANTHROPIC_MODEL_PREMIUM ?? config.ANTHROPIC_MODEL,
      languageModel: (id) => provider.messages(id),
    });
  }
  return offlineFallbackModel();
}

function meter(config: AiConfig, deps: ChatModelDeps) {
  const { db } = deps;
  if (!db) return undefined;
  const clock = deps.clock ?? (() => new Date());
  return async (usage: ChatUsage, request: ChatRequest) => {
    try {
      await recordUsage(
        db,
        {
          apiType: 'chat',
          calls: 1,
          tokens: usage.inputTokens + usage.outputTokens,
          costUsd: estimateCost(config.AI_PRICES, { apiType: 'chat', premium: request.premium, ...usage }),
        },
        clock(),
      );
    } catch (error) {
      deps.log?.warn({ err: error }, 'could not record AI usage');
    }
  };
}
