import { translator } from '../../i18n/current.js';
import {
  isMicrophoneBlocked,
  recognitionErrorText,
  startFailureReason,
} from '../../lib/speech-recognition-errors.js';
import type { ListenError } from './recognition-types.js';

/** Codes that are part of normal listening, not failures: the session just ends (or was ended by us). */
export const isIgnoredError = (code: string) => recognitionErrorText(code) === null;

/** A recognizer's onerror code as the 'Microphone Error' toast shows it (help by the code). */
export function recognitionError(code: string): ListenError {
  const known = recognitionErrorText(code);
  return { code, message: known?.message ?? '', openHelp: known?.openHelp ?? false };
}

/** recognition.start() threw. */
export function startError(err: unknown): ListenError {
  const message = translator()('Failed to start speech recognition: {error}', {
    error: startFailureReason(err),
  });
  return { code: 'start-failed', message, openHelp: isMicrophoneBlocked(err) };
}

/** The SpeechRecognition constructor threw. */
export function setupError(err: unknown): ListenError {
  const message = translator()('Error setting up speech recognition: {error}', {
    error: startFailureReason(err),
  });
  return { code: 'setup-failed', message, openHelp: isMicrophoneBlocked(err) };
}
