import { createHash } from 'node:crypto';
import {
  DEFAULT_VOICE,
  OWN_VOICE,
  SpeechErrorCode,
  type SpeechModel,
  type SpeechQuery,
  speechMessages,
} from '../../contract/speech.js';
import { toSpeechText } from '../ai/sentences/speech-text.js';
import { toSubscriptionView } from '../billing/subscription-view.js';
import type { UserRow } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import type { SpeechAudio, SpeechEngine, SpeechRequest } from './speech-engine.js';
import type { TtsCache } from './tts-cache.js';

export type SpeakDeps = { engine: SpeechEngine | null; cache: TtsCache; clock: () => Date };
export type SpokenAudio = SpeechAudio & {
  model: SpeechModel;
  cached: boolean;
  characters: number;
  /** Who spoke it: the engine's name, or the cloning provider's for the person's own voice. */
  engine?: string;
};

/**
 * Speech for a text: cleaned of Markdown and capped, in the voice, speed and language asked, from
 * the disk cache when the same audio was made before, else from the engine as it is produced.
 * HD needs a paid plan: anyone else asking for tts-1-hd is served tts-1 (and told so in `model`).
 */
export async function speak(
  deps: SpeakDeps,
  query: SpeechQuery,
  user: UserRow | null,
  signal: AbortSignal,
): Promise<SpokenAudio> {
  const text = toSpeechText(query.text);
  if (!text) throw AppError.validation({ text: speechMessages.text });
  const { engine } = deps;
  if (!engine) throw new AppError(SpeechErrorCode.ttsUnavailable, 503, speechMessages.ttsUnavailable);
  const model = query.model === 'tts-1-hd' && !hasPaidPlan(user, deps.clock()) ? 'tts-1' : query.model;
  // The person's own voice is spoken by the cloning provider (serve-speech.ts); here it is the default.
  const voice = query.voice === OWN_VOICE ? DEFAULT_VOICE : query.voice;
  const request: SpeechRequest = { text, voice, model, speed: query.speed, lang: query.lang };
  const key = cacheKey(engine.name, request);
  const hit = await deps.cache.get(key);
  if (hit) return { ...hit, model, cached: true, characters: text.length };
  const audio = await engine.speak(request, signal);
  return { ...(await deps.cache.tee(key, audio)), model, cached: false, characters: text.length };
}

export function cacheKey(engine: string, r: SpeechRequest): string {
  return createHash('sha256')
    .update([engine, r.voice, r.model, String(r.speed), r.lang, r.text].join('|'))
    .digest('hex');
}

function hasPaidPlan(user: UserRow | null, now: Date): boolean {
  return user !== null && toSubscriptionView(user, now) !== null;
}
