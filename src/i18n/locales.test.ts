import { describe, expect, it } from 'vitest';
import {
  conversationLanguageOf,
  firstSupported,
  isRightToLeft,
  localePath,
  negotiateLocale,
  splitLocalePath,
} from './locales.js';

describe('negotiateLocale (Accept-Language)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en;q=0.5, de', 'de'],
    ['ko, pt-BR;q=0.9, he-IL;q=0.8', 'he'],
    ['zh-Hant-TW', 'zh'],
    ['*, fr;q=0.1', 'fr'],
    ['ar;q=0, ja;q=0.2', 'ja'],
    ['ru;q=abc, sk;q=0.5', 'sk'],
    ['ko', 'en'],
  ])('%s -> %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it('reads a header of any length in bounded time, and prefers the order written on equal weights', () => {
    expect(negotiateLocale(`${'xx,'.repeat(100_000)}hi`)).toBe('en');
    expect(negotiateLocale('hi, ar')).toBe('hi');
  });
});

describe('addresses with a language', () => {
  it.each([
    ['/es/pricing', 'es', '/pricing'],
    ['/he', 'he', '/'],
    ['/he/', 'he', '/'],
    ['/xx/pricing', undefined, '/xx/pricing'],
    ['/pricing', undefined, '/pricing'],
    ['/esp/x', undefined, '/esp/x'],
  ])('%s is %s at %s', (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
  });

  it('puts a path under a language', () => {
    expect(localePath('ja', '/reminders')).toBe('/ja/reminders');
    expect(localePath('ja', '/')).toBe('/ja/');
  });
});

it('knows the right-to-left languages, the first supported browser language and the conversation language', () => {
  expect(['he', 'ar', 'en', 'hi'].map(isRightToLeft)).toEqual([true, true, false, false]);
  expect(firstSupported(['pt-BR', 'sk-SK', 'en'])).toBe('sk');
  expect(firstSupported([])).toBe('en');
  expect(conversationLanguageOf('hi')).toBe('hi-IN');
  expect(conversationLanguageOf('en-XA')).toBe('en-US');
});
