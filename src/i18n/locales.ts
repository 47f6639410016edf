// The languages of the interface: the same eleven as the conversation languages, by their primary
// subtag. No zod and no Node: the browser's first load, the build's prerender and the server import it.
import { type ConversationLanguage, conversationLanguages } from '../contract/languages.js';

export const interfaceLocales = ['en', 'es', 'fr', 'de', 'he', 'ru', 'sk', 'zh', 'ja', 'ar', 'hi'] as const;
export type InterfaceLocale = (typeof interfaceLocales)[number];
export const DEFAULT_LOCALE: InterfaceLocale = 'en';

/**
 * A pseudo-locale for testing the layout: English with every letter accented and each text about 40%
 * longer, in brackets, so clipped, overflowing or untranslated text shows at a glance. Never offered
 * in the language switcher; chosen by the locale cookie alone.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type DisplayLocale = InterfaceLocale | typeof PSEUDO_LOCALE;

/** The cookie that keeps the language a person chose (no account needed): a locale code. */
export const LOCALE_COOKIE = 'vx_lang';

/** Each language's name in itself, as the switcher lists it (never translated). */
export const localeNames: Record<InterfaceLocale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  he: 'עברית',
  ru: 'Русский',
  sk: 'Slovenčina',
  zh: '中文',
  ja: '日本語',
  ar: 'العربية',
  hi: 'हिन्दी',
};

const rightToLeft = new Set<string>(['he', 'ar']);

export function isRightToLeft(locale: string): boolean {
  return rightToLeft.has(locale);
}

export function textDirection(locale: string): 'rtl' | 'ltr' {
  return isRightToLeft(locale) ? 'rtl' : 'ltr';
}

const supported = new Set<string>(interfaceLocales);

export function isInterfaceLocale(value: unknown): value is InterfaceLocale {
  return typeof value === 'string' && supported.has(value);
}

export function isDisplayLocale(value: unknown): value is DisplayLocale {
  return value === PSEUDO_LOCALE || isInterfaceLocale(value);
}

/** The interface language a BCP-47 tag stands for, by its primary subtag ("es-MX" -> es); else undefined. */
export function interfaceLocaleOf(tag: string): InterfaceLocale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isInterfaceLocale(primary) ? primary : undefined;
}

/**
 * The first supported language of a list in order of preference (navigator.languages), else English.
 */
export function firstSupported(tags: readonly string[]): InterfaceLocale {
  for (const tag of tags) {
    const locale = interfaceLocaleOf(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The language an Accept-Language header asks for: its tags by weight (q), ties in the order written,
 * the first supported one; English when none is (or there is no header). `*` and `q=0` are skipped.
 */
export function negotiateLocale(acceptLanguage: string | undefined): InterfaceLocale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.find((p) => /^\s*q\s*=/.test(p));
      // A weight that is not a number counts as 0 (not acceptable), as an unreadable one should.
      const weight = q === undefined ? 1 : Number(/^\s*q\s*=\s*([0-9.]+)\s*$/.exec(q)?.[1] ?? Number.NaN);
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return firstSupported(ranked.map((entry) => entry.tag));
}

/**
 * A path that starts with a language (`/es/pricing`, `/he`): that language and the path without it.
 * Any other path: no language, the path as it is.
 */
export function splitLocalePath(pathname: string): { locale: InterfaceLocale | undefined; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isInterfaceLocale(match[1])) return { locale: match[1], path: match[2] ?? '/' };
  return { locale: undefined, path: pathname };
}

/** `path` under `locale`'s prefix (`/pricing`, es -> `/es/pricing`; `/`, es -> `/es/`). */
export function localePath(locale: InterfaceLocale, path: string): string {
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The conversation language that starts from an interface language (es -> es-ES). */
export function conversationLanguageOf(locale: DisplayLocale): ConversationLanguage {
  const primary = locale.slice(0, 2);
  return conversationLanguages.find((code) => code.startsWith(`${primary}-`)) ?? 'en-US';
}
