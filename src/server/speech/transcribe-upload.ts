import type { Transcription } from '../../contract/speech.js';
import type { Prices } from '../ai/metering/prices.js';
import { estimateCost, recordUsage } from '../ai/metering/usage-meter.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import type { FetchFn } from './openai-engine.js';
import { logProviderFailure, type SpeechLog } from './provider-log.js';
import type { SpeechMeter } from './speech-quota.js';
import type { SttSettings } from './speech-settings.js';
import { type Recording, sttUnavailable, transcribe } from './transcribe.js';

export type TranscribeUploadDeps = {
  stt: SttSettings | null;
  fetch?: FetchFn;
  db: Database;
  clock: () => Date;
  prices: Prices;
  quota: SpeechMeter;
  log: SpeechLog;
};

/** Compressed speech recordings run at roughly this many bytes a second (for the cost estimate only). */
const RECORDING_BYTES_PER_SECOND = 16_000;

/**
 * POST /api/transcribe: the text of an uploaded recording (read only when transcription is
 * configured: 503 otherwise). Its length, estimated from its size, counts against the day's
 * allowance of the user or guest IP before the provider is asked (given back when the provider
 * fails: 429 past it). The call is recorded in api_usage, with a cost estimated the same way.
 */
export async function transcribeUpload(
  deps: TranscribeUploadDeps,
  caller: { user: UserRow | null; ip: string },
  upload: () => Promise<Recording>,
): Promise<Transcription> {
  if (!deps.stt) throw sttUnavailable();
  const recording = await upload();
  const seconds = recording.audio.length / RECORDING_BYTES_PER_SECOND;
  const refund = await deps.quota.consume('stt', caller.user, caller.ip, seconds, deps.clock());
  const result = await logProviderFailure(deps.log, () => transcribe(deps, recording)).catch(
    async (err: unknown) => {
      await refund();
      throw err;
    },
  );
  const costUsd = estimateCost(deps.prices, { apiType: 'stt', seconds });
  await recordUsage(
    deps.db,
    { apiType: 'stt', provider: 'openai-compatible', model: deps.stt.model, calls: 1, costUsd },
    deps.clock(),
  ).catch((err: Error) => deps.log.warn({ err: { message: err.message } }, 'stt usage not recorded'));
  return result;
}
