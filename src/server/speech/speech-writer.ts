import type { Prices } from '../ai/metering/prices.js';
import { estimateCost, recordUsage } from '../ai/metering/usage-meter.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { FetchFn } from './openai-engine.js';
import { speechSettings } from './speech-settings.js';
import { transcribe } from './transcribe.js';

/** WAV at 16 kHz mono, 16-bit: bytes a second (for the transcription cost estimate). */
const WAV_BYTES_PER_SECOND = 32_000;

/** Writes down the speech of a WAV recording (of a shared file); metered in api_usage as stt. */
export type SpeechWriter = (wav: Buffer, language: string | undefined) => Promise<string>;

/** The transcription API as a SpeechWriter; undefined when none is configured. */
export function speechWriter(
  config: Config,
  deps: { db: Database; clock: () => Date; prices: Prices; fetch?: FetchFn },
): SpeechWriter | undefined {
  const stt = speechSettings(config).stt;
  if (!stt) return undefined;
  return async (wav, language) => {
    const { text } = await transcribe(
      { stt, ...(deps.fetch ? { fetch: deps.fetch } : {}) },
      { audio: wav, filename: 'speech.wav', mimetype: 'audio/wav', language },
    );
    const seconds = wav.length / WAV_BYTES_PER_SECOND;
    await recordUsage(
      deps.db,
      { apiType: 'stt', calls: 1, costUsd: estimateCost(deps.prices, { apiType: 'stt', seconds }) },
      deps.clock(),
    ).catch(() => {});
    return text;
  };
}
