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

/**
 * Why the microphone or the recognizer would not start, in the page's language. The browser's own
 * message is English: an English page shows it as it is; any other language gets the reason from the
 * exception's name, or a plain sentence when the name says nothing.
 */
export function startFailureReason(err: unknown): string {
  const t = translator();
  if (t.locale === 'en') return err instanceof Error ? err.message : String(err);
  const name = err instanceof Error ? err.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return t('the microphone is not allowed on this page');
    case 'NotFoundError':
    case 'OverconstrainedError':
      return t('no microphone was found');
    case 'NotReadableError':
    case 'AbortError':
      return t('the microphone is busy or was switched off');
    case 'InvalidStateError':
      return t('listening had already started');
    case 'NotSupportedError':
      return t('this browser cannot record sound here');
  }
  return t('the browser did not say why');
}
