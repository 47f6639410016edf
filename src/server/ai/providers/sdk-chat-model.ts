import { type LanguageModel, type ModelMessage, streamText } from 'ai';
import type { ChatModel, ChatRequest, ChatStream, ChatUsage } from '../chat-model.js';
import { documentsPrompt } from '../document-prompt.js';
import { systemPrompt } from '../experts.js';
import type { CallPriority } from '../metering/model-limiter.js';
import { sharedFactsPrompt } from '../shared-facts-prompt.js';
import { toProviderError } from './provider-errors.js';

export type SdkChatSettings = {
  provider: string;
  model: string;
  premiumModel: string;
  languageModel(modelId: string, priority: CallPriority): LanguageModel;
  timeoutMs: number;
  maxRetries: number;
  maxOutputTokens: number;
  maxOutputTokensPremium: number;
  /** Whether the model of this id takes pictures (AI_VISION): the pictures of files shared are sent with the message. */
  seesImages?(modelId: string): boolean;
  /** Called once per call that reached the provider, when it has ended (usage is 0 when unknown). */
  onCallEnd?(usage: ChatUsage, request: ChatRequest): Promise<void>;
};

/**
 * A ChatModel over the AI SDK's streamText. Errors are read from fullStream (textStream drops them)
 * and thrown from the textStream iteration as AppError 502/503; the client's own abort just ends the
 * stream. The provider request is aborted when the client goes away, when AI_TIMEOUT_MS passes, or
 * when the consumer stops iterating. HTTP goes through Node's fetch (undici), which keeps connections
 * alive per origin by default, so no agent of our own is needed.
 */
export function sdkChatModel(settings: SdkChatSettings): ChatModel {
  const modelOf = (premium: boolean) => (premium ? settings.premiumModel : settings.model);
  const sees = (premium: boolean) => settings.seesImages?.(modelOf(premium)) ?? false;
  return {
    provider: settings.provider,
    model: settings.model,
    seesImages: sees,
    stream(request: ChatRequest): ChatStream {
      const seesImages = sees(request.premium);
      const timeout = AbortSignal.timeout(settings.timeoutMs);
      const stop = new AbortController();
      const signal = AbortSignal.any([request.signal, timeout, stop.signal]);
      let resolveUsage: (usage: ChatUsage) => void = () => {};
      let rejectUsage: (error: unknown) => void = () => {};
      const usage = new Promise<ChatUsage>((resolve, reject) => {
        resolveUsage = resolve;
        rejectUsage = reject;
      });
      // The engine may never read usage after a failure: that must not become an unhandled rejection.
      usage.catch(() => {});

      const result = streamText({
        model: settings.languageModel(modelOf(request.premium), request.priority),
        system: [
          systemPrompt(request.expert, request.language, {
            country: request.country,
            crisis: request.crisis,
          }),
          documentsPrompt(request.documents ?? [], seesImages),
          sharedFactsPrompt(request.remembered ?? []),
        ]
          .filter(Boolean)
          .join('\n\n'),
        messages: withPictures(request, seesImages),
        maxOutputTokens: request.premium ? settings.maxOutputTokensPremium : settings.maxOutputTokens,
        maxRetries: settings.maxRetries,
        abortSignal: signal,
        // Errors are handled from fullStream below; without this the SDK would print them.
        onError: () => {},
      });

      const end = async (used: ChatUsage, error?: unknown) => {
        try {
          await settings.onCallEnd?.(used, request);
        } finally {
          if (error === undefined) resolveUsage(used);
          else rejectUsage(error);
        }
      };

      async function* textStream(): AsyncGenerator<string> {
        let finished: ChatUsage | undefined;
        let failure: unknown;
        try {
          for await (const part of result.fullStream) {
            if (part.type === 'text-delta') yield part.text;
            else if (part.type === 'error') throw part.error;
            else if (part.type === 'abort') break;
            else if (part.type === 'finish') {
              finished = {
                inputTokens: part.totalUsage.inputTokens ?? 0,
                outputTokens: part.totalUsage.outputTokens ?? 0,
              };
            }
          }
          if (!finished && timeout.aborted) throw timeout.reason;
        } catch (error) {
          failure =
            toProviderError(error, { clientAborted: request.signal.aborted, timedOut: timeout.aborted }) ??
            undefined;
          if (failure) throw failure;
        } finally {
          // The consumer stopped early (or anything above threw): cancel the provider request.
          if (!finished) stop.abort();
          await end(finished ?? { inputTokens: 0, outputTokens: 0 }, failure).catch(() => {});
        }
      }

      return { textStream: textStream(), usage };
    },
  };
}

/**
 * The turns as the provider takes them: with a model that sees, the pictures of files shared with
 * the latest message go with it as image parts.
 */
function withPictures(request: ChatRequest, seesImages: boolean): ModelMessage[] {
  const pictures = seesImages
    ? (request.documents ?? []).flatMap((d) => (d.fresh ? (d.pictures ?? []) : []))
    : [];
  return request.turns.map((turn, i): ModelMessage => {
    if (turn.role === 'assistant') return { role: 'assistant', content: turn.content };
    if (i !== request.turns.length - 1 || pictures.length === 0)
      return { role: 'user', content: turn.content };
    return {
      role: 'user',
      content: [
        { type: 'text', text: turn.content },
        ...pictures.map((p) => ({ type: 'image' as const, image: p.data, mediaType: p.mediaType })),
      ],
    };
  });
}
