import { Direction } from 'radix-ui';
import { createContext, type ReactNode, useContext } from 'react';
import { type DisplayLocale, textDirection } from '../../i18n/locales.js';
import { createTranslator, type Translator } from '../../i18n/translate.js';

const english = createTranslator('en');
const TranslatorContext = createContext<Translator>(english);

/**
 * Gives the app the translator of the page's language (made once at start, before the first render),
 * and its direction to the Radix parts: tabs, menus and lists are written left to right (their own
 * `dir`) unless told, which would undo a right-to-left page inside them.
 */
export function I18nProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return (
    <TranslatorContext value={translator}>
      <Direction.Provider dir={textDirection(translator.locale)}>{children}</Direction.Provider>
    </TranslatorContext>
  );
}

/**
 * The translator of the page's language: `t('Sign in')`, `t('{count, plural, one {# day} other {# days}}',
 * { count })`. Write the English text (an ICU message) as the argument, always a literal string: the
 * catalogs' check finds every text this way.
 */
export function useT(): Translator {
  return useContext(TranslatorContext);
}

export function useLocale(): DisplayLocale {
  return useContext(TranslatorContext).locale;
}
