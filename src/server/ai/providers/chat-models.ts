import type { Database } from '../../db/client.js';
import type { ChatModel, ChatRequest, ChatUsage } from '../chat-model.js';
import type { ModelLimiter } from '../metering/model-limiter.js';
import { tokenMeter } from '../metering/usage-meter.js';
import { offlineFallbackModel } from '../offline/offline-fallback-model.js';
import type { AiConfig } from './ai-env.js';
import { modelSees } from './model-vision.js';
import { sdkChatModel } from './sdk-chat-model.js';
import { sdkProvider } from './sdk-provider.js';

export type ChatModelDeps = {
  /** When given, every provider call is added to api_usage (the offline responder is not metered). */
  db?: Database;
  clock?: () => Date;
  /** Where a failed usage write is reported (it never fails the reply). */
  log?: { warn(details: object, message: string): void };
  /** The fetch of every provider call: the shared keep-alive agent (provider-http.ts). */
  fetch?: typeof fetch;
  /** The one limiter of the process's model calls (AI_MAX_CONCURRENT). */
  limiter?: ModelLimiter;
};

/**
 * Logged once at start-up (warn) when no language model is configured. It is for the people running
 * the server: users hear a friendly demonstration and are never shown set-up instructions.
 */
export const OFFLINE_SETUP_HINT =
  'No language model is configured: users get short demonstration replies from the offline responder. ' +
  'To connect one, set AI_BASE_URL and AI_MODEL (any OpenAI-compatible chat API; AI_API_KEY for its key), ' +
  'or ANTHROPIC_API_KEY. See README.md, "Configuration".';

/**
 * The configured language model (docs/DECISIONS.md, "AI providers"): AI_BASE_URL set means any
 * OpenAI-compatible chat API (AI_MODEL, AI_MODEL_PREMIUM for the Premium plan); else ANTHROPIC_API_KEY
 * means Anthropic; else the offline responder, a friendly demonstration that says so once per conversation.
 */
export function createChatModel(config: AiConfig, deps: ChatModelDeps = {}): ChatModel {
  const provider = sdkProvider(config, deps);
  if (!provider) return offlineFallbackModel();
  const record = tokenMeter(config.AI_PRICES, deps);
  return sdkChatModel({
    timeoutMs: config.AI_TIMEOUT_MS,
    maxRetries: config.AI_MAX_RETRIES,
    maxOutputTokens: config.AI_MAX_OUTPUT_TOKENS,
    maxOutputTokensPremium: config.AI_MAX_OUTPUT_TOKENS_PREMIUM,
    seesImages: (modelId: string) => modelSees(config.AI_VISION, modelId),
    // The offline responder is not metered; without a database nothing is.
    ...(deps.db
      ? {
          onCallEnd: (usage: ChatUsage, request: ChatRequest) =>
            record({
              apiType: 'chat',
              premium: request.premium,
              provider: provider.name,
              model: request.premium ? provider.premiumModel : provider.model,
              ...usage,
            }),
        }
      : {}),
    provider: provider.name,
    model: provider.model,
    premiumModel: provider.premiumModel,
    languageModel: provider.languageModel,
  });
}
