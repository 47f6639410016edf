import { describe, expect, it } from 'vitest';
import {
  countWords,
  createTranscriptBuffer,
  PHRASE_HISTORY_KEEP,
  RECENT_SEGMENTS,
} from './transcript-buffer.js';

/** Distinct filler segments, each one phrase of three words or more. */
const others = (count: number, start = 0) =>
  Array.from({ length: count }, (_, n) => `segment number ${n + start} here`);

describe('transcript buffer', () => {
  it('joins finals with spaces and adds the interim, which each interim replaces', () => {
    const buffer = createTranscriptBuffer('en-US');
    buffer.addFinal(' I want to ');
    buffer.setInterim('talk');
    buffer.setInterim('talk about');
    expect(buffer.text()).toBe('I want to talk about');
    expect(buffer.finalText()).toBe('I want to');
    expect(buffer.wordCount()).toBe(5);
    buffer.addFinal('talk about my garden');
    buffer.setInterim('');
    expect(buffer.text()).toBe('I want to talk about my garden');
  });

  it('drops the last final sent again after a restart, verbatim or with other case and punctuation', () => {
    const buffer = createTranscriptBuffer('en');
    buffer.addFinal('I want to talk');
    buffer.addFinal('about my garden');
    buffer.addFinal('about my garden');
    buffer.addFinal('About my garden.');
    expect(buffer.finalText()).toBe('I want to talk about my garden');
  });

  it('drops a resend regrouped across the last two segments', () => {
    const buffer = createTranscriptBuffer('en');
    buffer.addFinal('I want to talk');
    buffer.addFinal('about my garden');
    buffer.addFinal('to talk about my');
    expect(buffer.finalText()).toBe('I want to talk about my garden');
  });

  it('keeps a short final that only appears inside the tail ("no" after "I said no")', () => {
    const buffer = createTranscriptBuffer('en');
    buffer.addFinal('I said no');
    buffer.addFinal('no');
    expect(buffer.finalText()).toBe('I said no no');
  });

  it('folds Russian ё and Hebrew niqqud when comparing segments', () => {
    const ru = createTranscriptBuffer('ru-RU');
    ru.addFinal('ещё немного');
    ru.addFinal('Еще немного');
    expect(ru.finalText()).toBe('ещё немного');
    const he = createTranscriptBuffer('he-IL');
    he.addFinal('שָׁלוֹם לכם');
    he.addFinal('שלום לכם');
    expect(he.finalText()).toBe('שָׁלוֹם לכם');
  });

  it(`keeps a genuine repeat said after more than ${RECENT_SEGMENTS} other segments`, () => {
    const buffer = createTranscriptBuffer('en');
    buffer.addFinal('I love my garden');
    for (const segment of others(RECENT_SEGMENTS)) buffer.addFinal(segment);
    buffer.addFinal('I love my garden');
    expect(buffer.finalText().match(/I love my garden/g)).toHaveLength(2);
  });

  it(`drops a repeat said within the last ${RECENT_SEGMENTS} segments`, () => {
    const buffer = createTranscriptBuffer('en');
    buffer.addFinal('I love my garden');
    for (const segment of others(RECENT_SEGMENTS - 1)) buffer.addFinal(segment);
    buffer.addFinal('I love my garden');
    expect(buffer.finalText().match(/I love my garden/g)).toHaveLength(1);
  });

  it('strips a known phrase glued to the front of new speech, never the last phrase', () => {
    const buffer = createTranscriptBuffer('en');
    buffer.addFinal('I am fine.');
    for (const segment of others(3)) buffer.addFinal(segment);
    buffer.addFinal('I am fine. And you?');
    expect(buffer.finalText()).toMatch(/here And you\?$/);
    buffer.addFinal('I am fine. Segment number 1 here.');
    expect(buffer.finalText()).toMatch(/And you\? Segment number 1 here\.$/);
  });

  it('forgets phrases once the history grows past 35 and is cut to the newest 25', () => {
    const buffer = createTranscriptBuffer('en');
    buffer.addFinal('We planted tomatoes.');
    // 34 more phrases: 35 in all, nothing trimmed yet
    for (const segment of others(34)) buffer.addFinal(segment);
    buffer.addFinal('We planted tomatoes. Then beans.');
    expect(buffer.finalText()).toMatch(/here Then beans\.$/);

    const trimmed = createTranscriptBuffer('en');
    trimmed.addFinal('We planted tomatoes.');
    // 35 more: 36 entries, cut to the newest 25
    for (const segment of others(35)) trimmed.addFinal(segment);
    trimmed.addFinal('We planted tomatoes. Then beans.');
    expect(trimmed.finalText()).toMatch(/here We planted tomatoes\. Then beans\.$/);
    expect(PHRASE_HISTORY_KEEP).toBe(25);
  });

  it('clear empties everything, so the same words can be heard in the next turn', () => {
    const buffer = createTranscriptBuffer('en');
    buffer.addFinal('yes');
    buffer.setInterim('and');
    buffer.clear();
    expect(buffer.text()).toBe('');
    expect(buffer.finalText()).toBe('');
    expect(buffer.wordCount()).toBe(0);
    buffer.addFinal('yes');
    expect(buffer.text()).toBe('yes');
  });

  it('ignores blank and punctuation-only finals', () => {
    const buffer = createTranscriptBuffer('en');
    buffer.addFinal('   ');
    buffer.addFinal('...');
    expect(buffer.finalText()).toBe('');
  });
});

describe('countWords', () => {
  it.each([
    ['', 0],
    ['hello there , friend', 3],
    ['שלום לכם', 2],
    ['今日は天気', 5],
    ['我 好', 2],
  ])('%j has %i words', (text, count) => {
    expect(countWords(text)).toBe(count);
  });
});
