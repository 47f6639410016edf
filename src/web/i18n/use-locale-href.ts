import { isInterfaceLocale, localePath } from '../../i18n/locales.js';
import { useLocale } from './i18n.js';

/**
 * The href of an app path for a plain link (`<a>`, a new tab) in the page's language: the router's
 * links keep the language by themselves, a plain link does not.
 */
export function useLocaleHref(): (path: string) => string {
  const locale = useLocale();
  return (path) => (isInterfaceLocale(locale) && locale !== 'en' ? localePath(locale, path) : path);
}
