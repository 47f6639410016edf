/** The eleven conversation languages of spec section 3, with their English names for prompts. */
export const languageNames = {
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
} as const;
export type ConversationLanguage = keyof typeof languageNames;
export const DEFAULT_LANGUAGE: ConversationLanguage = 'en-US';

const byPrimary = new Map(
  Object.keys(languageNames).map((code) => [code.slice(0, 2), code as ConversationLanguage]),
);

/**
 * The supported language a BCP-47 tag stands for: exact ("es-ES"), any case ("es-es"), or by its
 * primary subtag ("es-MX", "es" -> es-ES); undefined for anything else.
 */
export function supportedLanguage(tag: string): ConversationLanguage | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return byPrimary.get(primary);
}

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
