import { describe, expect, it } from 'vitest';
import { searchable, searchWords, textGrams, wordGrams } from './search-text.js';

describe('searchable', () => {
  it.each([
    ['Café CRÈME, s’il vous plaît!', 'cafe creme s il vous plait'],
    ['Straße', 'strasse'],
    ['ŽLUŤOUČKÝ kůň', 'zlutoucky kun'],
    ['Ёлка и ЙОГУРТ', 'елка и иогурт'],
    ['שָׁלוֹם עוֹלָם', 'שלום עולם'],
    ['أُرِيدُ إِجَازَةً', 'اريد اجازة'],
    ['ｆｕｌｌ－ｗｉｄｔｈ ＡＢＣ', 'full width abc'],
    ['我想换一份新工作，你觉得呢？', '我想换一份新工作 你觉得呢'],
    ['ガイドブックを読みました。', 'ガイドブックを読みました'],
    ['ﾃﾞｰﾀ', 'データ'],
    ['한국어 공부', '한국어 공부'],
  ])('%s -> %s', (text, expected) => {
    expect(searchable(text)).toBe(expected);
  });

  it('keeps the marks that are part of a letter (Devanagari vowel signs, Japanese voicing)', () => {
    expect(searchable('नौकरी बदलना')).toBe('नौकरी बदलना');
    expect(searchable('が')).toBe('が');
    expect(searchable('が')).not.toBe(searchable('か'));
  });

  it('drops format characters and collapses everything that is not a word', () => {
    expect(searchable('  a\u200db --- c\n\n d_e 100% ')).toBe('ab c d e 100');
  });
});

describe('grams', () => {
  it("a word's grams are among the grams of any text holding it, and depend on the owner", () => {
    const text = searchable('Planning the mortgage; 工作很忙');
    for (const word of ['plan', 'mortgage', 'gag', 'n', 'th', '工作', '作很忙']) {
      const all = new Set(textGrams(7, text));
      expect(
        wordGrams(7, word).every((g) => all.has(g)),
        word,
      ).toBe(true);
    }
    expect(wordGrams(7, 'plan')).not.toEqual(wordGrams(8, 'plan'));
    expect(new Set(textGrams(7, text)).has(wordGrams(7, 'xyz')[0] ?? 0)).toBe(false);
  });

  it('grams are whole 32-bit integers, each once', () => {
    const grams = textGrams(123, searchable('aaaa bbbb aaaa'));
    expect(new Set(grams).size).toBe(grams.length);
    for (const g of grams) expect(Number.isInteger(g) && g >= -(2 ** 31) && g < 2 ** 31).toBe(true);
  });
});

describe('searchWords', () => {
  it('splits, folds, drops repeats and words another word contains', () => {
    expect(searchWords('  Plan PLANNING  café cafe ')).toEqual(['planning', 'cafe']);
    expect(searchWords('!!! ???')).toEqual([]);
  });
});
