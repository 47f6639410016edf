import { generateText } from 'ai';
import type { Expert } from '../ai/experts.js';
import { systemPrompt } from '../ai/experts.js';
import { languageNames } from '../ai/languages.js';
import type { ModelLimiter } from '../ai/metering/model-limiter.js';
import { tokenMeter } from '../ai/metering/usage-meter.js';
import type { AiConfig } from '../ai/providers/ai-env.js';
import { providerFailureDetails, reachedProvider } from '../ai/providers/provider-errors.js';
import { type SdkProvider, sdkProvider } from '../ai/providers/sdk-provider.js';
import { createSentenceSplitter } from '../ai/sentences/sentence-splitter.js';
import type { Database } from '../db/client.js';
import { type FollowUpFacts, spokenTime, templateFollowUp } from './follow-up-template.js';

/** Everything the expert may use to phrase a due reminder. */
export type FollowUpContext = FollowUpFacts & {
  description: string;
  /** The conversation's expert; null for a reminder made by form. */
  expert: Expert | null;
  /** The last turns of the conversation, oldest first (empty without one). */
  recent: { isUser: boolean; content: string }[];
  /** Premium's smart reminders: the question is how it went, and the answer is kept on the reminder. */
  asksHowItWent?: boolean;
};

export type PhrasedFollowUp = { text: string; source: 'model' | 'template' };

export type FollowUpPhraser = { phrase(context: FollowUpContext): Promise<PhrasedFollowUp> };

/** The longest a model may take before the offline sentence is spoken instead: the person is waiting. */
export const FOLLOW_UP_TIMEOUT_MS = 8000;
/** A spoken follow-up is at most this many sentences. */
const MAX_SENTENCES = 2;
const MAX_OUTPUT_TOKENS = 200;
/** What of each recent turn goes into the prompt. */
const TURN_CHARS = 600;

/** The offline phraser: the template of the language. */
export const templatePhraser: FollowUpPhraser = {
  phrase: async (context) => ({ text: templateFollowUp(context), source: 'template' }),
};

export type FollowUpPhraserDeps = {
  db?: Database;
  clock?: () => Date;
  log?: { warn(details: object, message: string): void; info(details: object, message: string): void };
  fetch?: typeof fetch;
  /** The one limiter of the process's model calls (AI_MAX_CONCURRENT). */
  limiter?: ModelLimiter;
};

/**
 * The phraser of this configuration: the language model in the expert's own manner when a provider is
 * configured (at most FOLLOW_UP_TIMEOUT_MS, or AI_TIMEOUT_MS when shorter; the template when it fails,
 * is slow or says nothing); else the template.
 */
export function createFollowUpPhraser(config: AiConfig, deps: FollowUpPhraserDeps = {}): FollowUpPhraser {
  const provider = sdkProvider(config, deps);
  return provider ? modelPhraser(config, provider, deps) : templatePhraser;
}

/** The instructions for one follow-up, after the expert's own system prompt. */
export function followUpPrompt(context: FollowUpContext): { system: string; prompt: string } {
  const language = languageNames[context.language];
  const persona = context.expert
    ? systemPrompt(context.expert, context.language)
    : `You are the person's Voxpert expert, a warm and patient voice companion. Always answer in ${language}.`;
  const task = [
    'A reminder the person asked for has just come due, and you are the one who says it aloud.',
    `Say, in ${language}, in at most ${MAX_SENTENCES} short spoken sentences: that it is ${spokenTime(context.at, context.timeZone, context.language)} now, what they wanted to be reminded of, and ${context.asksHowItWent ? 'one gentle question: how it went, or how it is going (their answer is kept with the reminder).' : 'one gentle question about it or about what you talked about before.'}`,
    'Plain words only: no greeting, no quotation marks, no lists, no emoji. Do not invent details the person did not give.',
  ].join(' ');
  const turns = context.recent.map(
    (m) => `${m.isUser ? 'Person' : 'You'}: ${m.content.replace(/\s+/g, ' ').slice(0, TURN_CHARS)}`,
  );
  const prompt = [
    `Reminder: ${context.title}`,
    ...(context.description && context.description !== context.title
      ? [`Details: ${context.description}`]
      : []),
    ...(turns.length > 0 ? ['The end of your conversation with them:', ...turns] : []),
  ].join('\n');
  return { system: `${persona}\n\n${task}`, prompt };
}

/** The model's answer as spoken: its first sentences, flattened; empty when it said nothing usable. */
export function spokenAnswer(raw: string): string {
  const flat = raw
    .replace(/\s+/g, ' ')
    .replace(/^["'“«]+|["'”»]+$/g, '')
    .trim();
  const splitter = createSentenceSplitter({ firstClauseMinChars: Number.POSITIVE_INFINITY, eager: false });
  const sentences = [...splitter.push(flat), ...splitter.flush()];
  return sentences.slice(0, MAX_SENTENCES).join(' ').trim();
}

function modelPhraser(config: AiConfig, provider: SdkProvider, deps: FollowUpPhraserDeps): FollowUpPhraser {
  const model = provider.languageModel(provider.model, 'background');
  const record = tokenMeter(config.AI_PRICES, deps);
  const meter = (inputTokens: number, outputTokens: number) =>
    record({ apiType: 'chat', provider: provider.name, model: provider.model, inputTokens, outputTokens });
  const limitMs = Math.min(config.AI_TIMEOUT_MS, FOLLOW_UP_TIMEOUT_MS);

  return {
    async phrase(context) {
      const timeout = AbortSignal.timeout(limitMs);
      const { system, prompt } = followUpPrompt(context);
      try {
        const result = await generateText({
          model,
          system,
          prompt,
          maxOutputTokens: MAX_OUTPUT_TOKENS,
          maxRetries: 0,
          abortSignal: timeout,
        });
        await meter(result.usage.inputTokens ?? 0, result.usage.outputTokens ?? 0);
        const text = spokenAnswer(result.text);
        if (text.length > 0) return { text, source: 'model' };
        deps.log?.info({ provider: provider.name }, 'the model said nothing for a reminder follow-up');
      } catch (error) {
        if (reachedProvider(error)) await meter(0, 0);
        deps.log?.warn(
          {
            provider: provider.name,
            model: provider.model,
            ...providerFailureDetails(error, timeout.aborted),
          },
          'phrasing a reminder follow-up by the language model failed: the offline sentence is spoken',
        );
      }
      return { text: templateFollowUp(context), source: 'template' };
    },
  };
}
