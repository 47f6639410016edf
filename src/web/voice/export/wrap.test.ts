import { describe, expect, it } from 'vitest';
import { wrapText } from './wrap.js';

const chars = (s: string) => Array.from(s).length;

describe('wrapText', () => {
  it('breaks between words and keeps every word', () => {
    const lines = wrapText('the quick brown fox jumps over the lazy dog', chars, 10);
    expect(lines).toEqual(['the quick', 'brown fox', 'jumps over', 'the lazy', 'dog']);
  });

  it('cuts a word longer than a line without losing characters', () => {
    const lines = wrapText('abcdefghijklmnop qr', chars, 6);
    expect(lines).toEqual(['abcdef', 'ghijkl', 'mnop', 'qr']);
  });

  it('breaks Chinese text, which has no spaces, and keeps all of it', () => {
    const text = '我们今天讨论量子物理学的基本原理和它在现代技术中的应用';
    const lines = wrapText(text, chars, 8);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.every((l) => chars(l) <= 8)).toBe(true);
    expect(lines.join('')).toBe(text);
  });

  it('keeps punctuation with its word', () => {
    expect(wrapText('one two three.', chars, 9)).toEqual(['one two', 'three.']);
    expect(wrapText('say (hello) now', chars, 7)).toEqual(['say', '(hello)', 'now']);
    const zh = wrapText('水在一百摄氏度时沸腾。水在一百摄氏度时沸腾。', chars, 10);
    expect(zh.some((l) => l.startsWith('。'))).toBe(false);
    expect(zh.join('')).toBe('水在一百摄氏度时沸腾。水在一百摄氏度时沸腾。');
  });

  it('returns one empty line for an empty paragraph', () => {
    expect(wrapText('', chars, 10)).toEqual(['']);
  });
});
