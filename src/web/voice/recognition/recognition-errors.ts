import { translator } from '../../i18n/current.js';
import type { ListenError } from './recognition-types.js';

/** Any message mentioning permission, access or microphone opens the help dialog. */
const opensHelp = (message: string) => /permission|access|microphone/i.test(message);

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Codes that are part of normal listening, not failures: the session just ends (or was ended by us). */
export const isIgnoredError = (code: string) => code === 'no-speech' || code === 'aborted';

/** A recognizer's onerror code as the 'Microphone Error' toast shows it. */
export function recognitionError(code: string): ListenError {
  if (code === 'not-allowed') {
    return {
      code,
      message: translator()('Microphone access denied. Please enable microphone permissions.'),
      openHelp: true,
    };
  }
  const message =
    code === 'network'
      ? 'Network error occurred with speech recognition.'
      : `Speech recognition error: ${code}`;
  return { code, message, openHelp: opensHelp(message) };
}

/** recognition.start() threw. */
export function startError(err: unknown): ListenError {
  const message = `Failed to start speech recognition: ${messageOf(err)}`;
  return { code: 'start-failed', message, openHelp: opensHelp(message) };
}

/** The SpeechRecognition constructor threw. */
export function setupError(err: unknown): ListenError {
  const message = `Error setting up speech recognition: ${messageOf(err)}`;
  return { code: 'setup-failed', message, openHelp: opensHelp(message) };
}
