// One way to put a text into the person's language, for the browser and the server alike. A text is
// written in English in the code, as an ICU message (`{count, plural, one {# reminder} other {#
// reminders}}`); that English text is its key in the other languages' catalogs (gettext's way: the
// code reads as it renders, and a missing translation shows English, never a key). FormatJS's
// intl-messageformat formats it with the locale's plural rules, numbers and dates.
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { type DisplayLocale, PSEUDO_LOCALE } from './locales.js';

/**
 * A language's texts: English text -> translation, as written (an ICU message) or already parsed (the
 * browser's build parses its catalogs ahead, see scripts/i18n-precompile.ts).
 */
export type Catalog = Readonly<Record<string, string | MessageFormatElement[]>>;

/** Whether a text uses ICU syntax (an argument, a plural, a tag); one without is shown as it is. */
export function hasMessageSyntax(text: string): boolean {
  return /[{}<]|''/.test(text);
}
export type MessageValue = string | number | boolean | Date | null | undefined;
export type MessageValues = Record<string, MessageValue>;

export type Translator = {
  readonly locale: DisplayLocale;
  /** `source` (English, ICU) in the translator's language, with `values` filled in. */
  (source: string, values?: MessageValues): string;
  /**
   * As above, where `values` may also hold parts of a page (a link, a bold word): tags in the text
   * (`<link>terms</link>`) are given as functions of their content. Answers the parts in order.
   */
  rich<T>(
    source: string,
    values: Record<string, MessageValue | T | ((chunks: (string | T)[]) => T)>,
  ): (string | T)[];
};

/** How the pseudo-locale changes a text (src/i18n/pseudo.ts; loaded only for it). */
export type Pseudo = {
  text(text: string): string;
  elements(elements: MessageFormatElement[]): MessageFormatElement[];
};

/**
 * The translator of one language. `catalog` maps each English text to its translation; a text it does
 * not hold is shown in English (and `onMissing` hears of it). English and the pseudo-locale need none.
 */
export function createTranslator(
  locale: DisplayLocale,
  catalog: Catalog = {},
  { onMissing, pseudo }: { onMissing?: (source: string) => void; pseudo?: Pseudo } = {},
): Translator {
  const english: Catalog = locale === 'en' || locale === PSEUDO_LOCALE ? catalog : {};
  if (locale === PSEUDO_LOCALE && !pseudo) throw new Error('the pseudo-locale needs its transform');
  const formats = new Map<string, IntlMessageFormat | string>();
  const intlLocale = locale === PSEUDO_LOCALE ? 'en' : locale;
  const compile = (source: string): IntlMessageFormat | string => {
    const known = formats.get(source);
    if (known !== undefined) return known;
    const translated = catalog[source];
    if (translated === undefined && locale !== 'en' && locale !== PSEUDO_LOCALE) onMissing?.(source);
    // English, the pseudo-locale and a missing text use the English: parsed in the catalog given to
    // them, or parsed here.
    const message = translated ?? english[source] ?? source;
    let format: IntlMessageFormat | string;
    try {
      if (typeof message === 'string' && !hasMessageSyntax(message))
        format = pseudo && locale === PSEUDO_LOCALE ? pseudo.text(message) : message;
      else {
        const ast = typeof message === 'string' ? parse(message) : message;
        format = new IntlMessageFormat(
          pseudo && locale === PSEUDO_LOCALE ? pseudo.elements(ast) : ast,
          translated === undefined ? 'en' : intlLocale,
        );
      }
    } catch {
      // A text that is not a valid ICU message (the catalogs' check catches these), or one the
      // browser was given unparsed: shown as written.
      format = typeof message === 'string' ? message : source;
    }
    formats.set(source, format);
    return format;
  };
  const translate = ((source: string, values?: MessageValues) => {
    const format = compile(source);
    if (typeof format === 'string') return format;
    const result = format.format(values);
    return Array.isArray(result) ? result.join('') : String(result);
  }) as Translator;
  Object.defineProperty(translate, 'locale', { value: locale });
  translate.rich = <T>(source: string, values: Record<string, unknown>) => {
    const format = compile(source);
    if (typeof format === 'string') return [format];
    const result = format.format<T>(values as never);
    return (Array.isArray(result) ? result : [result]) as (string | T)[];
  };
  return translate;
}

/** The names of a message's arguments and tags (for checking that a translation keeps them all). */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}
