import {
  type DisplayLocale,
  firstSupported,
  isDisplayLocale,
  LOCALE_COOKIE,
  PSEUDO_LOCALE,
  splitLocalePath,
} from '../../i18n/locales.js';
import { createTranslator, type Translator } from '../../i18n/translate.js';
import { loadCatalog } from './catalogs.js';

let current: Translator = createTranslator('en');

/**
 * The translator of the page's language, for code outside React components (a toast raised by a
 * mutation, a form's error texts). Call it when the text is needed, never at a module's top level:
 * the language is known only once the app starts.
 */
export function translator(): Translator {
  return current;
}

/**
 * A message of the contract (a form field's error from the browser's own validation, or one the
 * server sent) in the page's language. Its English text is its key (shared.json); a text that is no
 * key (already translated by the server, or unknown) is shown as it is.
 */
export function translateMessage(text: string): string {
  return current(text);
}

/** Makes `locale` the page's language, its catalog loaded (the app starts once this has resolved). */
export async function startTranslator(locale: DisplayLocale): Promise<Translator> {
  const [catalog, pseudo] = await Promise.all([
    loadCatalog(locale),
    locale === PSEUDO_LOCALE ? import('../../i18n/pseudo.js').then((m) => m.pseudo) : undefined,
  ]);
  current = createTranslator(locale, catalog, {
    pseudo,
    onMissing: (source) => {
      if (import.meta.env.DEV) console.warn(`[i18n] no ${locale} text for: ${source}`);
    },
  });
  return current;
}

/** The language chosen in this browser (the language cookie's value), if any. */
export function cookieLocale(cookie: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookie);
  return match?.[1];
}

/**
 * The page's language. The server (and the build, for a prerendered page) writes it on the document
 * as `data-locale`, and the page's HTML is in it: that wins. Without it (Vite's dev server): the
 * address's language prefix, else the language the person chose (cookie), else the browser's.
 */
export function documentLocale(doc: Document = document, nav: Navigator = navigator): DisplayLocale {
  const written = doc.documentElement.dataset.locale;
  if (isDisplayLocale(written)) return written;
  const fromPath = splitLocalePath(doc.location?.pathname ?? '/').locale;
  if (fromPath) return fromPath;
  const chosen = cookieLocale(doc.cookie);
  if (isDisplayLocale(chosen)) return chosen;
  return firstSupported(nav.languages ?? [nav.language]);
}
