import type { SpeechQuery } from '../../contract/speech.js';
import type { Prices } from '../ai/prices.js';
import { estimateCost, recordUsage } from '../ai/usage-meter.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { logProviderFailure, type SpeechLog } from './provider-log.js';
import { type SpeakDeps, type SpokenAudio, speak } from './speak.js';

export type ServeSpeechDeps = SpeakDeps & {
  db: Database;
  prices: Prices;
  /** True when the engine is a paid provider, whose calls are metered. */
  metered: boolean;
  log: SpeechLog;
};

/**
 * GET /api/tts: the audio of a text, as it is produced. A provider call is recorded in api_usage
 * (without holding up the audio); cache hits and espeak-ng cost nothing.
 */
export async function serveSpeech(
  deps: ServeSpeechDeps,
  query: SpeechQuery,
  user: UserRow | null,
  signal: AbortSignal,
): Promise<SpokenAudio> {
  const { log } = deps;
  const audio = await logProviderFailure(log, () => speak(deps, query, user, signal));
  audio.body.on('error', (err) => log.warn({ err: { message: err.message } }, 'speech cut short'));
  if (!audio.cached && deps.metered) {
    const costUsd = estimateCost(deps.prices, { apiType: 'tts', characters: audio.characters });
    recordUsage(
      deps.db,
      { apiType: 'tts', calls: 1, characters: audio.characters, costUsd },
      deps.clock(),
    ).catch((err: Error) => log.warn({ err: { message: err.message } }, 'tts usage not recorded'));
  }
  return audio;
}
