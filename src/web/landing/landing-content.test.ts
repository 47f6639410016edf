import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { landingPageKeys, landingPageMeta } from '../../contract/landing-values.js';
import { interfaceLocales } from '../../i18n/locales.js';
import { createTranslator } from '../../i18n/translate.js';
import { landingContent, landingMeta } from './landing-content.js';

/** Every web catalog of `locale`, merged as the browser loads them (a text may live in another folder's file). */
const catalog = (locale: string) => {
  const dir = new URL(`../../i18n/catalogs/${locale}/`, import.meta.url);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((name) => /^web-.+\.json$/.test(name))
      .map((name) => JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as Record<string, string>),
  ) as Record<string, string>;
};

describe('landing pages', () => {
  it.each(landingPageKeys)(
    '%s: the head the page sets is the contract’s, word for word, in English',
    (page) => {
      expect(landingMeta(page, createTranslator('en'))).toEqual(landingPageMeta[page]);
    },
  );

  it.each(interfaceLocales.filter((l) => l !== 'en'))('the head is translated in %s', (locale) => {
    const t = createTranslator(locale, catalog(locale));
    for (const page of landingPageKeys)
      expect(landingMeta(page, t).title).not.toBe(landingPageMeta[page].title);
  });

  it('reads in the page’s language', () => {
    const es = createTranslator('es', catalog('es'));
    expect(landingContent('my', es).headline).toBe('Alguien con quien hablar, siempre que lo necesite');
    expect(landingContent('my', createTranslator('en')).headline).toBe(
      'Someone to talk to, whenever you need it',
    );
  });
});
