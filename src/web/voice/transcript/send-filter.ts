/**
 * Decides whether a final transcript is sent (silence and noise are never sent): it is cleaned first; blank
 * text is not sent; noise (transcript-noise.ts) is not sent; and a message equal to the last one sent
 * (compared by key: case, punctuation and spelling variants ignored) less than 2 s later is skipped.
 * Only a text that is sent becomes "the last one sent".
 */
import { cleanTranscript, transcriptKey } from './clean-transcript.js';
import { isNoise, type TranscriptSource } from './transcript-noise.js';

export type SendDecision =
  | { send: true; text: string }
  | { send: false; reason: 'blank' | 'duplicate' | 'noise' };

/** A user message duplicating another sent within 2 s is skipped. */
export const DUPLICATE_WINDOW_MS = 2000;

/** Remembers the last sent text and time; `now` in ms. */
export function createSendFilter(): {
  decide(raw: string, language: string, now: number, source?: TranscriptSource): SendDecision;
} {
  let last: { key: string; at: number } | undefined;
  return {
    decide(raw, language, now, source = 'recording') {
      const text = cleanTranscript(raw, language);
      if (text === '') return { send: false, reason: 'blank' };
      if (isNoise(text, language, source)) return { send: false, reason: 'noise' };
      const key = transcriptKey(text, language);
      if (last && last.key === key && now - last.at < DUPLICATE_WINDOW_MS) {
        return { send: false, reason: 'duplicate' };
      }
      last = { key, at: now };
      return { send: true, text };
    },
  };
}
