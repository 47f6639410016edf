import { type ConversationLanguage, DEFAULT_LANGUAGE, supportedLanguage } from '../../contract/languages.js';

/** The eleven conversation languages, with their English names for prompts. */
export const languageNames: Record<ConversationLanguage, string> = {
  'en-US': 'English',
  'he-IL': 'Hebrew',
  'es-ES': 'Spanish',
  'fr-FR': 'French',
  'de-DE': 'German',
  'ru-RU': 'Russian',
  'sk-SK': 'Slovak',
  'zh-CN': 'Simplified Chinese (Mandarin)',
  'ja-JP': 'Japanese',
  'ar-SA': 'Arabic',
  'hi-IN': 'Hindi',
};
export { type ConversationLanguage, DEFAULT_LANGUAGE, supportedLanguage };

/**
 * The English name of a language tag for a prompt: one of the eleven, or what ICU calls it
 * ("pt-BR" -> "Brazilian Portuguese"), or undefined when the tag is not a language.
 */
export function languageName(tag: string): string | undefined {
  const supported = supportedLanguage(tag);
  if (supported) return languageNames[supported];
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(tag.trim());
    return name && name.toLowerCase() !== tag.trim().toLowerCase() ? name : undefined;
  } catch {
    return undefined;
  }
}
