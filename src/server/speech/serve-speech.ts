import { OWN_VOICE, type SpeechQuery, speechMessages, VOICE_SAMPLE_TEXT } from '../../contract/speech.js';
import type { Prices } from '../ai/metering/prices.js';
import { estimateCost, recordUsage } from '../ai/metering/usage-meter.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { logProviderFailure, type SpeechLog } from './provider-log.js';
import { type SpeakDeps, type SpokenAudio, speak } from './speak.js';
import type { OwnVoiceSpeaker } from './speech-engine.js';
import type { SpeechMeter } from './speech-quota.js';
import { verifySpeechText } from './speech-token.js';

export type ServeSpeechDeps = SpeakDeps & {
  db: Database;
  prices: Prices;
  /** True when the engine is a paid provider, whose calls are metered. */
  metered: boolean;
  /** The server secret that signs guests' speech tokens. */
  secret: string;
  quota: SpeechMeter;
  log: SpeechLog;
  /** Speaks in a person's own voice (Premium); null when no cloning provider is configured. */
  ownVoice?: OwnVoiceSpeaker | null;
};

/**
 * GET /api/tts: the audio of a text, as it is produced. A guest may only ask for text the server
 * gave it (a reply or a sentence of one, with the speechToken it came with) or the voice sample.
 * Every request counts its characters against the day's speech allowance of the user or guest IP
 * before the engine is asked (given back when the engine fails). A provider call is recorded in
 * api_usage (without holding up the audio); cache hits and espeak-ng cost nothing.
 */
export async function serveSpeech(
  deps: ServeSpeechDeps,
  query: SpeechQuery,
  user: UserRow | null,
  ip: string,
  signal: AbortSignal,
): Promise<SpokenAudio> {
  const { log } = deps;
  const now = deps.clock();
  const own = query.voice === OWN_VOICE && user && deps.ownVoice ? deps.ownVoice : null;
  if (!deps.engine && !own) return speak(deps, query, user, signal); // 400 or 503: nothing to meter
  if (!user && !guestMayHear(deps.secret, query, now)) throw AppError.forbidden(speechMessages.speechToken);
  const refund = await deps.quota.consume('tts', user, ip, query.text.trim().length, now);
  if (own && user) {
    const audio = await ownVoiceAudio(own, user, query, signal, log);
    if (audio) {
      meter(deps, log, { provider: 'elevenlabs', model: 'own-voice', characters: audio.characters });
      return audio;
    }
  }
  const audio = await logProviderFailure(log, () => speak(deps, query, user, signal)).catch(
    async (err: unknown) => {
      await refund();
      throw err;
    },
  );
  audio.body.on('error', (err) => log.warn({ err: { message: err.message } }, 'speech cut short'));
  if (!audio.cached && deps.metered)
    meter(deps, log, { provider: 'openai-compatible', model: query.model, characters: audio.characters });
  return audio;
}

/**
 * The text in the person's own voice; null when they have none they may use now, or when the
 * provider fails (logged): the default voice then speaks, so a provider's trouble never costs a reply
 * its speech.
 */
async function ownVoiceAudio(
  own: OwnVoiceSpeaker,
  user: UserRow,
  query: SpeechQuery,
  signal: AbortSignal,
  log: SpeechLog,
): Promise<SpokenAudio | null> {
  try {
    const audio = await own(user, query.text, signal);
    if (!audio) return null;
    audio.body.on('error', (err) => log.warn({ err: { message: err.message } }, 'own voice cut short'));
    return { ...audio, model: query.model, cached: false, engine: 'elevenlabs' };
  } catch (err) {
    const detail = err instanceof AppError ? String(err.cause ?? err.message) : String(err);
    log.warn({ detail }, 'own voice failed: the default voice speaks');
    return null;
  }
}

/** A provider call recorded in api_usage, without holding up the audio. */
function meter(
  deps: ServeSpeechDeps,
  log: SpeechLog,
  call: { provider: string; model: string; characters: number },
): void {
  const costUsd = estimateCost(deps.prices, { apiType: 'tts', characters: call.characters });
  recordUsage(deps.db, { apiType: 'tts', calls: 1, costUsd, ...call }, deps.clock()).catch((err: Error) =>
    log.warn({ err: { message: err.message } }, 'tts usage not recorded'),
  );
}

function guestMayHear(secret: string, query: SpeechQuery, now: Date): boolean {
  const text = query.text.trim();
  return text === VOICE_SAMPLE_TEXT || verifySpeechText(secret, text, query.token, now);
}
