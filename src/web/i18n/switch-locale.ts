import { type InterfaceLocale, LOCALE_COOKIE, localePath, splitLocalePath } from '../../i18n/locales.js';
import { cookieLocale } from './current.js';

const A_YEAR = 365 * 24 * 3600;

/** Remembers the chosen language in this browser (the server answers every page in it). */
export function rememberLocale(locale: InterfaceLocale, doc: Document = document): void {
  doc.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${A_YEAR}; SameSite=Lax`;
}

/** Whether this browser has a chosen language (the language cookie). */
export function hasRememberedLocale(doc: Document = document): boolean {
  return cookieLocale(doc.cookie) !== undefined;
}

/** The address of the page being shown, in `locale` (English's has no prefix). */
export function addressIn(
  locale: InterfaceLocale,
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): string {
  const { path } = splitLocalePath(location.pathname);
  const pathname = locale === 'en' ? path : localePath(locale, path);
  return `${pathname}${location.search}${location.hash}`;
}

/** Shows the page in `locale`: remembered, then loaded again in it (its catalog and direction with it). */
export function switchLocale(locale: InterfaceLocale): void {
  rememberLocale(locale);
  window.location.assign(addressIn(locale, window.location));
}
