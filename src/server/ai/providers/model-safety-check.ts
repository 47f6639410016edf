import { generateText, type LanguageModel, NoObjectGeneratedError, Output } from 'ai';
import { z } from 'zod';
import { type CrisisKind, crisisKinds } from '../../safety/patterns/types.js';
import {
  type AdviceTopic,
  adviceTopics,
  type SafetyCheck,
  type SafetyFinding,
} from '../../safety/safety-check.js';
import type { CallPriority, ModelLimiter } from '../metering/model-limiter.js';
import { meterUsage, type TokenMeterDeps, tokenMeter } from '../metering/usage-meter.js';
import type { AiConfig } from './ai-env.js';
import { moderationAnswerSchema, moderationKinds, moderationUrl } from './moderation.js';
import { providerFailureDetails, reachedProvider } from './provider-errors.js';
import { sdkProvider } from './sdk-provider.js';

export type SafetyLog = { warn(details: object, message: string): void };

export type SafetyCheckDeps = {
  /** When given, every provider call is added to api_usage ('safety' and 'moderation'). */
  db?: TokenMeterDeps['db'];
  clock?: () => Date;
  /** The fetch of every provider call: the shared keep-alive agent (provider-http.ts). */
  fetch?: typeof fetch;
  /** The one limiter of the process's model calls (AI_MAX_CONCURRENT). */
  limiter?: ModelLimiter;
};

/** A short answer: five booleans and up to three topics. */
const MAX_OUTPUT_TOKENS = 120;

/** What the model answers about one message (a structured output, checked with zod). */
export const safetyAnswerSchema = z.object({
  suicide: z
    .boolean()
    .describe('thinks of ending their life or wishes to be dead, said directly or indirectly'),
  selfHarm: z.boolean().describe('hurts or means to hurt themselves without wanting to die'),
  harmToOthers: z.boolean().describe('means or threatens to hurt or kill another person'),
  abuseOrDanger: z
    .boolean()
    .describe('is abused, threatened or unsafe at home or where they are, or a child is in danger'),
  medicalEmergency: z
    .boolean()
    .describe(
      'they or someone with them needs urgent medical help now (not breathing, chest pain, overdose...)',
    ),
  adviceTopics: z
    .array(z.enum(adviceTopics))
    .describe('asks for medical, legal or financial advice (empty when not)'),
});
export type SafetyAnswer = z.infer<typeof safetyAnswerSchema>;

/** The instruction of the classification call. The message is sent alone, as the user's turn. */
export function safetyPrompt(language: string): string {
  return [
    'You check one message a person said to a voice assistant, for their safety. Do not answer the message.',
    `The conversation's language is ${language}; the message may mix languages and is usually transcribed`,
    'speech: no punctuation, misheard words, typos.',
    'Mark a crisis kind true only when the message itself says, directly or indirectly, that it is happening',
    'or that the person means it ("everyone would be better off without me", "I have been thinking about how',
    'I would do it", "I am saving my pills", "he said he would kill me if I leave"). Figures of speech and dark',
    'humour ("this deadline is killing me", "I could murder a pizza"), clear denials, fiction, news and',
    'questions about a topic are not a crisis. When truly unsure about a real risk, mark it true.',
    'List adviceTopics when the person asks for medical, legal or financial advice.',
  ].join(' ');
}

/** The finding of a model answer, or null when it found nothing. */
export function findingOfAnswer(answer: SafetyAnswer): SafetyFinding | null {
  return finding(
    crisisKinds.filter((kind) => answer[kind]),
    adviceTopics.filter((topic) => answer.adviceTopics.includes(topic)),
    'model',
  );
}

function finding(kinds: CrisisKind[], topics: AdviceTopic[], source: SafetyFinding['source']) {
  return kinds.length > 0 || topics.length > 0 ? { kinds, topics, source } : null;
}

/**
 * Several layers' findings as one: every kind and topic any of them raised; the source is the first
 * layer that raised a crisis kind (else the first with a topic). Null when none found anything.
 */
export function mergeFindings(findings: (SafetyFinding | null)[]): SafetyFinding | null {
  const found = findings.filter((f): f is SafetyFinding => f !== null);
  const first = found.find((f) => f.kinds.length > 0) ?? found[0];
  if (!first) return null;
  return {
    kinds: crisisKinds.filter((kind) => found.some((f) => f.kinds.includes(kind))),
    topics: adviceTopics.filter((topic) => found.some((f) => f.topics.includes(topic))),
    source: first.source,
  };
}

type Layer = {
  source: 'model' | 'moderation';
  run(
    text: string,
    language: string,
    priority: CallPriority,
    signal: AbortSignal,
  ): Promise<SafetyFinding | null>;
};

function modelLayer(
  model: (priority: CallPriority) => LanguageModel,
  meter: ReturnType<typeof tokenMeter>,
  names: { provider: string; model: string },
): Layer {
  const record = (inputTokens = 0, outputTokens = 0) =>
    meter({ apiType: 'safety', inputTokens, outputTokens, ...names });
  return {
    source: 'model',
    async run(text, language, priority, signal) {
      try {
        const result = await generateText({
          model: model(priority),
          system: safetyPrompt(language),
          prompt: text,
          output: Output.object({ schema: safetyAnswerSchema, name: 'safety_check' }),
          maxOutputTokens: MAX_OUTPUT_TOKENS,
          temperature: 0,
          // A retry would rarely fit in the time limit; the next message is checked again anyway.
          maxRetries: 0,
          abortSignal: signal,
        });
        await record(result.usage.inputTokens, result.usage.outputTokens);
        return findingOfAnswer(result.output);
      } catch (error) {
        const usage = NoObjectGeneratedError.isInstance(error) ? error.usage : undefined;
        if (usage || reachedProvider(error)) await record(usage?.inputTokens, usage?.outputTokens);
        throw error;
      }
    },
  };
}

class ModerationError extends Error {
  constructor(readonly status?: number) {
    super(status ? `moderation answered ${status}` : 'moderation answered an unreadable body');
    this.name = 'ModerationError';
  }
}

function moderationLayer(config: AiConfig, url: string, deps: SafetyCheckDeps, log: SafetyLog): Layer {
  const doFetch = deps.fetch ?? fetch;
  return {
    source: 'moderation',
    async run(text, _language, _priority, signal) {
      const res = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.AI_API_KEY ? { authorization: `Bearer ${config.AI_API_KEY}` } : {}),
        },
        body: JSON.stringify({ model: config.AI_MODERATION_MODEL, input: text }),
        signal,
      });
      await meterUsage(
        { ...deps, log },
        { apiType: 'moderation', provider: 'openai', model: config.AI_MODERATION_MODEL, calls: 1 },
      );
      if (!res.ok) {
        await res.body?.cancel();
        throw new ModerationError(res.status);
      }
      const answer = moderationAnswerSchema.safeParse(await res.json().catch(() => undefined));
      if (!answer.success) throw new ModerationError();
      return finding(moderationKinds(answer.data), [], 'moderation');
    },
  };
}

/** Settles with `work`, or rejects with the signal's reason the moment it aborts, whichever is first. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

function failureDetails(error: unknown, timedOut: boolean) {
  if (error instanceof ModerationError) {
    return {
      reason: 'AI_PROVIDER_ERROR',
      error: error.name,
      ...(error.status ? { status: error.status } : {}),
    };
  }
  if (NoObjectGeneratedError.isInstance(error)) return { reason: 'invalid answer', error: error.name };
  return providerFailureDetails(error, timedOut);
}

/**
 * The safety layers that need a provider, as one SafetyCheck (undefined when no provider is configured
 * or both are switched off):
 * - the model's check (AI_SAFETY_CHECK, default on): a structured-output classification of the message
 *   into the crisis kinds and advice topics, on AI_SAFETY_MODEL (default the chat model);
 * - the provider's moderation endpoint (AI_MODERATION, see moderationUrl), its categories mapped to our kinds.
 * Both run at once on the message alone; either can raise a finding, and what both found is merged.
 * Each gives up when AI_SAFETY_TIMEOUT_MS has passed or the caller's signal aborts; a layer that failed
 * or timed out counts as nothing found and is logged as a warning (never the message), so the check
 * never throws and never holds up a turn.
 */
export function createSafetyCheck(
  config: AiConfig,
  log: SafetyLog,
  deps: SafetyCheckDeps = {},
): SafetyCheck | undefined {
  const provider = sdkProvider(config, deps);
  if (!provider) return undefined;
  const layers: Layer[] = [];
  if (config.AI_SAFETY_CHECK) {
    const modelName = config.AI_SAFETY_MODEL ?? provider.model;
    const model = (priority: CallPriority) => provider.languageModel(modelName, priority);
    layers.push(
      modelLayer(model, tokenMeter(config.AI_PRICES, { ...deps, log }), {
        provider: provider.name,
        model: modelName,
      }),
    );
  }
  const moderation = moderationUrl(config);
  if (moderation) layers.push(moderationLayer(config, moderation, deps, log));
  if (layers.length === 0) return undefined;

  return async ({ text, language, priority, signal }) => {
    if (signal.aborted || text.trim() === '') return null;
    const timeout = AbortSignal.timeout(config.AI_SAFETY_TIMEOUT_MS);
    const either = AbortSignal.any([signal, timeout]);
    const findings = await Promise.all(
      layers.map(async (layer) => {
        try {
          return await untilAborted(layer.run(text, language, priority, either), either);
        } catch (error) {
          // The caller's own abort (the turn ended or the client left) is not a failure.
          if (signal.aborted && !timeout.aborted) return null;
          log.warn(
            {
              layer: layer.source,
              provider: provider.name,
              ...(timeout.aborted
                ? { reason: 'timeout', timeoutMs: config.AI_SAFETY_TIMEOUT_MS }
                : failureDetails(error, false)),
            },
            'a safety check failed: the turn goes on with the other safety layers',
          );
          return null;
        }
      }),
    );
    return mergeFindings(findings);
  };
}
