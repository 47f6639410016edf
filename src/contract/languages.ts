// Without zod: the browser's language selector imports these on its first load.

/** The eleven conversation languages (default en-US). */
export const conversationLanguages = [
  'en-US',
  'he-IL',
  'es-ES',
  'fr-FR',
  'de-DE',
  'ru-RU',
  'sk-SK',
  'zh-CN',
  'ja-JP',
  'ar-SA',
  'hi-IN',
] as const;
export type ConversationLanguage = (typeof conversationLanguages)[number];
export const DEFAULT_LANGUAGE: ConversationLanguage = 'en-US';

const byPrimary = new Map(conversationLanguages.map((code) => [code.slice(0, 2), code]));

/**
 * The supported language a BCP-47 tag stands for: exact ("es-ES"), any case ("es-es"), or by its
 * primary subtag ("es-MX", "es" -> es-ES); undefined for anything else.
 */
export function supportedLanguage(tag: string): ConversationLanguage | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return byPrimary.get(primary);
}
