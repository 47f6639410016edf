import { type ConversationLanguage, supportedLanguage } from '../../contract/languages.js';
import { conversationLanguageOf, type DisplayLocale } from '../../i18n/locales.js';
import { recognitionErrorText } from '../lib/speech-recognition-errors.js';
import type { RecognitionLike, RecognitionResultEventLike } from '../lib/speech-recognition-types.js';

/**
 * The language the reminder dialog listens in and the server reads the dates in: the conversation
 * language the person chose last on the voice screen, else the one of the page's language.
 */
export function reminderLanguage(chosen: string | null, locale: DisplayLocale): ConversationLanguage {
  return (chosen && supportedLanguage(chosen)) || conversationLanguageOf(locale);
}

export type RecognitionConstructor = new () => RecognitionLike;

/** The browser's SpeechRecognition (or Chrome's prefixed one), or null when it has none. */
export function recognitionConstructor(w: object = window): RecognitionConstructor | null {
  const scope = w as Record<string, RecognitionConstructor | undefined>;
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** The new final words and the interim ones of a result event (from resultIndex on). */
export function readResults(event: RecognitionResultEventLike): { final: string; interim: string } {
  let final = '';
  let interim = '';
  for (let i = event.resultIndex; i < event.results.length; i += 1) {
    const result = event.results[i];
    const transcript = result?.[0]?.transcript ?? '';
    if (result?.isFinal) final = joinWords(final, transcript);
    else interim = joinWords(interim, transcript);
  }
  return { final, interim };
}

/** `addition` after `base` with one space between them (none when either is blank). */
export function joinWords(base: string, addition: string): string {
  const add = addition.trim();
  if (!add) return base;
  const trimmed = base.replace(/\s+$/, '');
  return trimmed ? `${trimmed} ${add}` : add;
}

/**
 * The 'Microphone Error' toast's text for a recognizer error, from its code (the browser's message is
 * English, or empty), or null when the error is part of normal listening (no-speech, aborted).
 */
export function speechErrorText(error: { error: string }): string | null {
  return recognitionErrorText(error.error)?.message ?? null;
}
