import { describe, expect, it } from 'vitest';
import { languageName, languageNames, supportedLanguage } from './languages.js';

describe('languages', () => {
  it('knows the eleven conversation languages', () => {
    expect(Object.keys(languageNames)).toEqual([
      'en-US',
      'he-IL',
      'es-ES',
      'fr-FR',
      'de-DE',
      'ru-RU',
      'sk-SK',
      'zh-CN',
      'ja-JP',
      'ar-SA',
      'hi-IN',
    ]);
  });

  it('matches a tag by its primary subtag, in any case', () => {
    expect(supportedLanguage('es-ES')).toBe('es-ES');
    expect(supportedLanguage('ES-mx')).toBe('es-ES');
    expect(supportedLanguage('zh')).toBe('zh-CN');
    expect(supportedLanguage('iw')).toBeUndefined();
    expect(supportedLanguage('pt-BR')).toBeUndefined();
    expect(supportedLanguage('')).toBeUndefined();
  });

  it('names other languages the way ICU does, and nothing for a non-language', () => {
    expect(languageName('he-IL')).toBe('Hebrew');
    expect(languageName('it')).toBe('Italian');
    expect(languageName('xx')).toBeUndefined();
    expect(languageName('not a tag')).toBeUndefined();
  });
});
