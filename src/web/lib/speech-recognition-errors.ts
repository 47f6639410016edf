import { translator } from '../i18n/current.js';

/**
 * What a SpeechRecognition error code means for the person, from the code alone (the browser's own
 * message is English, or empty): the text the 'Microphone Error' toast shows, and whether the
 * microphone help opens (the microphone is blocked or missing). Null for the codes of normal
 * listening (no speech heard, or listening ended on purpose).
 */
export function recognitionErrorText(code: string): { message: string; openHelp: boolean } | null {
  const t = translator();
  switch (code) {
    case 'no-speech':
    case 'aborted':
      return null;
    case 'not-allowed':
    case 'service-not-allowed':
      return {
        message: t('Microphone access denied. Please enable microphone permissions.'),
        openHelp: true,
      };
    case 'audio-capture':
      return {
        message: t('No microphone was found. Check that one is plugged in and not muted.'),
        openHelp: true,
      };
    case 'network':
      return { message: t('Network error occurred with speech recognition.'), openHelp: false };
    case 'language-not-supported':
      return { message: t('This browser cannot recognise speech in this language.'), openHelp: false };
    default:
      return { message: t('Speech recognition error: {code}', { code }), openHelp: false };
  }
}

/** An exception from starting the microphone or the recognizer: blocked or missing opens the help. */
export function isMicrophoneBlocked(err: unknown): boolean {
  return (
    err instanceof DOMException &&
    (err.name === 'NotAllowedError' || err.name === 'SecurityError' || err.name === 'NotFoundError')
  );
}
