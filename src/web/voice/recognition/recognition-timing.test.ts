import { describe, expect, it } from 'vitest';
import {
  finalWordBufferMs,
  initialProtectionMs,
  languageGroup,
  maxAlternatives,
  sessionThreshold,
  sessionTimeMs,
  silenceTimeoutMs,
} from './recognition-timing.js';

describe('recognition timing by language', () => {
  it('groups English, Hebrew/Russian and the rest, whatever the region or case', () => {
    expect(['en-US', 'en-GB', 'EN'].map(languageGroup)).toEqual(['english', 'english', 'english']);
    expect(['he-IL', 'iw-IL', 'ru-RU', 'ru'].map(languageGroup)).toEqual(Array(4).fill('hebrew-russian'));
    expect(['es-ES', 'zh-CN', 'hi_IN'].map(languageGroup)).toEqual(['other', 'other', 'other']);
  });

  it('has the listening timeouts for English, another language, and Hebrew', () => {
    const row = (language: string) => [
      maxAlternatives(language),
      sessionTimeMs(language),
      silenceTimeoutMs(language),
      finalWordBufferMs(language),
      initialProtectionMs(language),
      sessionThreshold(language),
    ];
    expect(row('en-US')).toEqual([1, 60_000, 15_000, 3_000, 2_000, 5]);
    expect(row('fr-FR')).toEqual([3, 75_000, 18_000, 4_000, 2_000, 5]);
    expect(row('he-IL')).toEqual([3, 90_000, 20_000, 5_000, 3_000, 6]);
  });
});
