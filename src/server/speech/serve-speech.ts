import { type SpeechQuery, speechMessages, VOICE_SAMPLE_TEXT } from '../../contract/speech.js';
import type { Prices } from '../ai/metering/prices.js';
import { estimateCost, recordUsage } from '../ai/metering/usage-meter.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { logProviderFailure, type SpeechLog } from './provider-log.js';
import { type SpeakDeps, type SpokenAudio, speak } from './speak.js';
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
  if (!deps.engine) return speak(deps, query, user, signal); // 400 or 503: nothing to meter
  if (!user && !guestMayHear(deps.secret, query, now)) throw AppError.forbidden(speechMessages.speechToken);
  const refund = await deps.quota.consume('tts', user, ip, query.text.trim().length, now);
  const audio = await logProviderFailure(log, () => speak(deps, query, user, signal)).catch(
    async (err: unknown) => {
      await refund();
      throw err;
    },
  );
  audio.body.on('error', (err) => log.warn({ err: { message: err.message } }, 'speech cut short'));
  if (!audio.cached && deps.metered) {
    const costUsd = estimateCost(deps.prices, { apiType: 'tts', characters: audio.characters });
    recordUsage(
      deps.db,
      {
        apiType: 'tts',
        provider: 'openai-compatible',
        model: query.model,
        calls: 1,
        characters: audio.characters,
        costUsd,
      },
      deps.clock(),
    ).catch((err: Error) => log.warn({ err: { message: err.message } }, 'tts usage not recorded'));
  }
  return audio;
}

function guestMayHear(secret: string, query: SpeechQuery, now: Date): boolean {
  const text = query.text.trim();
  return text === VOICE_SAMPLE_TEXT || verifySpeechText(secret, text, query.token, now);
}
