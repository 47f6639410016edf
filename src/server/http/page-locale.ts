import type { FastifyRequest } from 'fastify';
import {
  type DisplayLocale,
  isDisplayLocale,
  LOCALE_COOKIE,
  negotiateLocale,
  splitLocalePath,
} from '../../i18n/locales.js';

export type PageLocale =
  | {
      kind: 'page';
      /** The language the page is answered in. */
      locale: DisplayLocale;
      /** The path without its language prefix (`/pricing`). */
      path: string;
      /** The page's address in that language (`/es/pricing`; English's has no prefix). */
      address: string;
      headers: Record<string, string>;
    }
  | { kind: 'redirect'; location: string; status: 301 | 302; headers: Record<string, string> };

const A_YEAR = 365 * 24 * 3600;

/**
 * Which language an HTML page is answered in. Each language but English has its own addresses, under
 * its prefix (`/es/pricing`), answered in it whoever asks. An address without a prefix is English's,
 * unless the person chose another language (the language cookie, which the switcher sets) or, having
 * chosen none, their browser asks for one first (Accept-Language): then it redirects to that
 * language's address, so a link shared in any language opens in the reader's. `/en/...` is English
 * chosen: the cookie is set to English and the address loses its prefix. The pseudo-locale (a test
 * language, by cookie alone) is answered at the address without a prefix.
 */
export function pageLocale(request: FastifyRequest): PageLocale {
  const [pathname = '/', query] = request.url.split('?');
  const search = query === undefined ? '' : `?${query}`;
  const { locale: prefixed, path } = splitLocalePath(pathname);
  const address = (locale: string) => (path === '/' ? `/${locale}` : `/${locale}${path}`);
  if (prefixed === 'en')
    return {
      kind: 'redirect',
      location: `${path}${search}`,
      status: 302,
      headers: { 'set-cookie': `${LOCALE_COOKIE}=en; Path=/; Max-Age=${A_YEAR}; SameSite=Lax` },
    };
  if (prefixed)
    return {
      kind: 'page',
      locale: prefixed,
      path,
      address: address(prefixed),
      headers: { 'content-language': prefixed },
    };

  const vary = { vary: 'Accept-Language, Cookie' };
  const cookie = request.cookies?.[LOCALE_COOKIE];
  const chosen: DisplayLocale = isDisplayLocale(cookie)
    ? cookie
    : negotiateLocale(request.headers['accept-language']);
  if (chosen !== 'en' && chosen !== 'en-XA')
    return { kind: 'redirect', location: `${address(chosen)}${search}`, status: 302, headers: vary };
  return {
    kind: 'page',
    locale: chosen,
    path,
    address: path,
    headers: { ...vary, 'content-language': 'en' },
  };
}
