import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { mergeCatalogs } from '../../i18n/catalog-files.js';
import {
  type DisplayLocale,
  type InterfaceLocale,
  interfaceLocales,
  isDisplayLocale,
  LOCALE_COOKIE,
  negotiateLocale,
} from '../../i18n/locales.js';
import { pseudo } from '../../i18n/pseudo.js';
import { type Catalog, createTranslator, type Translator } from '../../i18n/translate.js';
import { projectRoot } from '../paths.js';

export const catalogsDir = path.join(projectRoot, 'src', 'i18n', 'catalogs');

/** The texts the server shows in `locale` (shared.json and server.json of its catalogs). */
export function serverCatalog(locale: InterfaceLocale, dir = catalogsDir): Catalog {
  const folder = path.join(dir, locale);
  if (!existsSync(folder)) return {};
  const files = readdirSync(folder).filter((name) => name === 'shared.json' || name === 'server.json');
  return mergeCatalogs(
    Object.fromEntries(
      files.map((name) => [name, JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as Catalog]),
    ),
  );
}

let translators: Map<DisplayLocale, Translator> | undefined;

/** The server's translator of `locale` (catalogs read once, on first use). */
export function serverTranslator(locale: DisplayLocale): Translator {
  translators ??= new Map<DisplayLocale, Translator>([
    ...interfaceLocales.map((l) => [l, createTranslator(l, serverCatalog(l))] as const),
    ['en-XA', createTranslator('en-XA', {}, { pseudo })],
  ]);
  return translators.get(locale) ?? createTranslator('en');
}

/**
 * The language of the person behind a request: the one they chose (the language cookie, which the
 * browser keeps in step with a signed-in person's setting), else the first their browser asks for
 * (Accept-Language), else English.
 */
export function requestLocale(request: FastifyRequest): DisplayLocale {
  const chosen = request.cookies?.[LOCALE_COOKIE];
  return isDisplayLocale(chosen) ? chosen : negotiateLocale(request.headers['accept-language']);
}
