import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ElevenLabsClient, ElevenLabsError } from '@elevenlabs/elevenlabs-js';
import { VoiceCloneErrorCode, voiceCloneMessages } from '../../contract/voice-clone.js';
import { AppError } from '../http/app-error.js';
import type { SpeechAudio } from '../speech/speech-engine.js';
import type { CloneSettings } from './clone-settings.js';

/** One recording sent to the provider. */
export type CloneRecording = { audio: Buffer; contentType: string; filename: string };

/** The provider that copies a voice from recordings, speaks with it, and deletes it. */
export type VoiceCloner = {
  name: 'elevenlabs';
  /** Makes a voice from the recordings; answers the provider's voice id. */
  addVoice(name: string, recordings: readonly CloneRecording[]): Promise<string>;
  /** Speech in the voice, streamed as the provider produces it (resolves at its first answer). */
  speak(voiceId: string, text: string, signal: AbortSignal): Promise<SpeechAudio>;
  /** Deletes the voice; one the provider no longer has counts as deleted. */
  deleteVoice(voiceId: string): Promise<void>;
};

/** Seconds a provider call may take before it counts as failed. */
const TIMEOUT_S = { add: 120, speak: 30, remove: 30 } as const;

/**
 * ElevenLabs through its official SDK: instant voice cloning (POST /v1/voices/add), streaming speech
 * (POST /v1/text-to-speech/{voice_id}/stream, MP3) and DELETE /v1/voices/{voice_id}. No retries:
 * a failed speech request falls back to the normal voice at once, and the person retries a clone.
 */
export function elevenLabsCloner(settings: CloneSettings, fetchFn?: typeof fetch): VoiceCloner {
  const client = new ElevenLabsClient({
    apiKey: settings.apiKey,
    ...(settings.baseUrl ? { baseUrl: settings.baseUrl } : {}),
    maxRetries: 0,
    ...(fetchFn ? { fetch: fetchFn } : {}),
  });
  return {
    name: 'elevenlabs',
    async addVoice(name, recordings) {
      try {
        const answer = await client.voices.ivc.create(
          {
            name,
            files: recordings.map((r) => ({
              data: r.audio,
              filename: r.filename,
              contentType: r.contentType,
            })),
            removeBackgroundNoise: true,
            description: 'A Voxpert member’s own voice, for their own conversations',
          },
          { timeoutInSeconds: TIMEOUT_S.add },
        );
        return answer.voiceId;
      } catch (err) {
        throw providerError(err, 'add');
      }
    },
    async speak(voiceId, text, signal) {
      try {
        const stream = await client.textToSpeech.stream(
          voiceId,
          { text, modelId: settings.model, outputFormat: 'mp3_44100_128' },
          { abortSignal: signal, timeoutInSeconds: TIMEOUT_S.speak },
        );
        const body = Readable.fromWeb(stream as WebReadableStream<Uint8Array>);
        // A connection lost before a consumer is attached must not become an uncaught exception.
        body.on('error', () => {});
        return { contentType: 'audio/mpeg', body };
      } catch (err) {
        throw providerError(err, 'speak');
      }
    },
    async deleteVoice(voiceId) {
      try {
        await client.voices.delete(voiceId, { timeoutInSeconds: TIMEOUT_S.remove });
      } catch (err) {
        if (err instanceof ElevenLabsError && err.statusCode === 404) return;
        throw providerError(err, 'delete');
      }
    },
  };
}

/**
 * A provider failure as the error the person is given: recordings it could not use (422) are bad
 * input (400, for the passages); too many requests (429) is 503 with its Retry-After; anything else
 * (a wrong key, the provider down, no answer) is 502. The provider's own words go to the log only.
 */
export function providerError(err: unknown, call: 'add' | 'speak' | 'delete'): AppError {
  const status = err instanceof ElevenLabsError ? err.statusCode : undefined;
  let error: AppError;
  if (status === 422 && call === 'add') {
    error = AppError.validation({ passage: voiceCloneMessages.unusable });
  } else if (status === 429) {
    const retryAfter = err instanceof ElevenLabsError ? err.rawResponse?.headers.get('retry-after') : null;
    error = new AppError(
      VoiceCloneErrorCode.failed,
      503,
      voiceCloneMessages.failed,
      undefined,
      retryAfter ? { 'retry-after': retryAfter } : undefined,
    );
  } else {
    error = new AppError(VoiceCloneErrorCode.failed, 502, voiceCloneMessages.failed);
  }
  const detail = err instanceof ElevenLabsError ? JSON.stringify(err.body ?? err.message) : String(err);
  error.cause = `voice provider ${call} failed (${status ?? 'no answer'}): ${detail.slice(0, 300)}`;
  return error;
}
