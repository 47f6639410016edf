// Vite plugin: the catalogs reach the browser already parsed, so the browser needs no ICU parser (about
// 7 KB compressed less on every first visit, and no parsing while the page starts).
// - src/i18n/catalogs/<locale>/*.json: each text with ICU syntax becomes its parsed form (FormatJS's
//   AST); a plain text stays a string (shown as it is).
// - `virtual:i18n-english`: the English texts of the app with ICU syntax (arguments, plurals, tags),
//   parsed, found in the source as the i18n check finds them. English's plain texts need nothing.
// The browser's build then uses the parser-less build of @formatjs/icu-messageformat-parser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { hasMessageSyntax } from '../src/i18n/translate.js';
import { readSourceTexts, sourceFiles } from './i18n-source-texts.js';

const ENGLISH = 'virtual:i18n-english';
const RESOLVED = `\0${ENGLISH}`;
const CATALOG = '\0i18n-catalog:';
const CATALOG_END = ':parsed';
const catalogFile = /[\\/]src[\\/]i18n[\\/]catalogs[\\/][a-z]{2}[\\/][\w-]+\.json$/;

/** A catalog with each text that has ICU syntax parsed; plain texts as they are. */
export function precompiled(catalog: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, text]) => [key, hasMessageSyntax(text) ? parse(text) : text]),
  );
}

const asModule = (data: unknown) => `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});`;

export function i18nPrecompile(): Plugin {
  return {
    name: 'voxpert-i18n-precompile',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    resolveId(id, importer) {
      if (id === ENGLISH) return RESOLVED;
      if (!importer || !id.endsWith('.json')) return null;
      const file = path.resolve(path.dirname(importer), id);
      // An id of its own (not ending in .json), so that Vite's JSON plugin leaves it to this one.
      return catalogFile.test(file) ? `${CATALOG}${file}${CATALOG_END}` : null;
    },
    load(id) {
      if (id === RESOLVED) {
        const english: Record<string, string> = {};
        for (const file of sourceFiles('src/web'))
          for (const key of readSourceTexts(file).keys)
            if (hasMessageSyntax(key.text)) english[key.text] = key.text;
        return asModule(precompiled(english));
      }
      if (!id.startsWith(CATALOG) || !id.endsWith(CATALOG_END)) return null;
      const file = id.slice(CATALOG.length, -CATALOG_END.length);
      this.addWatchFile(file);
      return asModule(
        precompiled(JSON.parse(readFileSync(path.resolve(file), 'utf8')) as Record<string, string>),
      );
    },
  };
}
