import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Found, readSourceTexts, root, sourceFiles } from '../../scripts/i18n-source-texts.js';
import { interfaceLocales } from '../../src/i18n/locales.js';
import { messageArguments } from '../../src/i18n/translate.js';
import { TRANSLATED } from './translated-folders.js';

const others = interfaceLocales.filter((locale) => locale !== 'en');
const catalogDir = path.join(root, 'src/i18n/catalogs');

function catalogFiles(locale: string, pattern: RegExp): Record<string, Record<string, string>> {
  const dir = path.join(catalogDir, locale);
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => pattern.test(name))
      .map((name) => [
        name,
        JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, string>,
      ]),
  );
}

const files = sourceFiles('src/web');
const texts = files.map(readSourceTexts);
const keys = new Map<string, Found>();
for (const found of texts.flatMap((t) => t.keys)) if (!keys.has(found.text)) keys.set(found.text, found);
const where = (f: Found) => `${f.file}:${f.line}`;

describe('the browser app’s texts', () => {
  it('are given to the translator as literal English texts (so they can be checked)', () => {
    expect(texts.flatMap((t) => t.dynamic).map((f) => `${where(f)} ${f.text}`)).toEqual([]);
  });

  it('are valid ICU messages', () => {
    const invalid = [...keys.values()].filter((f) => {
      try {
        messageArguments(f.text);
        return false;
      } catch {
        return true;
      }
    });
    expect(invalid.map((f) => `${where(f)} ${f.text}`)).toEqual([]);
  });

  it.each(TRANSLATED)('in %s are all translated (none written straight into the page)', (folder) => {
    const untranslated = texts
      .filter((_t, i) => files[i]?.startsWith(`${folder}/`))
      .flatMap((t) => t.untranslated)
      .map((f) => `${where(f)} ${f.text}`);
    expect(untranslated).toEqual([]);
  });
});

describe.each(others)('the %s catalog', (locale) => {
  const web = catalogFiles(locale, /^web-.+\.json$/);
  const shared = catalogFiles(locale, /^shared\.json$/);
  const merged: Record<string, string> = Object.assign({}, ...Object.values(web), ...Object.values(shared));

  it('has every text of the browser app, with the same arguments and tags', () => {
    const problems: string[] = [];
    for (const [key, found] of keys) {
      const translation = merged[key];
      if (translation === undefined) {
        problems.push(`missing: ${JSON.stringify(key)} (${where(found)})`);
        continue;
      }
      let ok: boolean;
      try {
        ok = JSON.stringify(messageArguments(translation)) === JSON.stringify(messageArguments(key));
      } catch {
        ok = false;
      }
      if (!ok) problems.push(`arguments differ: ${JSON.stringify(key)} -> ${JSON.stringify(translation)}`);
      else if (translation.trim() === '') problems.push(`empty: ${JSON.stringify(key)}`);
    }
    expect(problems).toEqual([]);
  });

  it('holds no text the browser app no longer has, and each text once', () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const [file, catalog] of Object.entries(web))
      for (const key of Object.keys(catalog)) {
        if (!keys.has(key)) problems.push(`${file}: not in the app: ${JSON.stringify(key)}`);
        const other = seen.get(key);
        if (other) problems.push(`${file}: also in ${other}: ${JSON.stringify(key)}`);
        seen.set(key, file);
      }
    expect(problems).toEqual([]);
  });
});
