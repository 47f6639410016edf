import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type LandingPageKey, landingPageMeta } from '../../contract/landing-values.js';
import {
  conversationLanguageOf,
  type DisplayLocale,
  isInterfaceLocale,
  localePath,
} from '../../i18n/locales.js';
import { type Catalog, createTranslator, type Translator } from '../../i18n/translate.js';
import { catalogsDir } from '../i18n/translators.js';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const translators = new Map<DisplayLocale, Translator>();

/**
 * The landing pages' texts in `locale`: the browser's catalog of the landing pages (web-landing.json),
 * whose keys are the English of the contract's landingPageMeta (the page shows the same words).
 */
function landingTranslator(locale: DisplayLocale, dir: string): Translator {
  let t = translators.get(locale);
  if (t) return t;
  const file = path.join(dir, locale, 'web-landing.json');
  const catalog: Catalog =
    isInterfaceLocale(locale) && locale !== 'en' && existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Catalog)
      : {};
  t = createTranslator(locale, catalog);
  if (dir === catalogsDir) translators.set(locale, t);
  return t;
}

/** A landing page's title, description and name in `locale` (English: the contract's own). */
export function landingMetaIn(
  page: LandingPageKey,
  locale: DisplayLocale = 'en',
  dir: string = catalogsDir,
): { name: string; title: string; description: string } {
  const meta = landingPageMeta[page];
  const t = landingTranslator(locale, dir);
  // The contract's English is the key; a text with no translation shows in English.
  return { name: t(meta.name), title: t(meta.title), description: t(meta.description) };
}

/** The page title as the browser tab shows it; the app sets the same one once it runs. */
export const landingDocumentTitle = (page: LandingPageKey, locale: DisplayLocale = 'en') =>
  `${landingMetaIn(page, locale).title} - Voxpert`;

/**
 * index.html with a landing page's head: its title, description, canonical link and Open Graph and
 * Twitter tags, so crawlers and link previews read them without running the app, in the page's
 * language (`locale`: /es/lp/my is Spanish, its canonical address /es/lp/my). `publicUrl` is the
 * site's configured address (PUBLIC_URL): the canonical link and og:url name the page there. Without
 * one the page does not know its address (the Host header is whatever the client wrote), so the
 * canonical link is the path alone and there is no og:url: the page is the same whoever asks.
 */
export function withLandingHead(
  html: string,
  page: LandingPageKey,
  publicUrl: string | undefined,
  locale: DisplayLocale = 'en',
): string {
  const meta = landingMetaIn(page, locale);
  const title = escapeHtml(`${meta.title} - Voxpert`);
  const description = escapeHtml(meta.description);
  const lpPath = `/lp/${page}`;
  const pagePath = isInterfaceLocale(locale) && locale !== 'en' ? localePath(locale, lpPath) : lpPath;
  const href = escapeHtml(publicUrl ? `${publicUrl.replace(/\/+$/, '')}${pagePath}` : pagePath);
  const tags = [
    `<link rel="canonical" href="${href}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Voxpert" />',
    `<meta property="og:locale" content="${conversationLanguageOf(locale).replace('-', '_')}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(publicUrl ? [`<meta property="og:url" content="${href}" />`] : []),
    '<meta name="twitter:card" content="summary" />',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', `    ${tags}\n  </head>`);
}
