import { describe, expect, it } from 'vitest';
import { findRecurrence, mergeSpans } from './recurrence-words.js';

const pattern = (text: string) => findRecurrence(text)?.pattern ?? null;

describe('findRecurrence', () => {
  it('reads daily repetitions', () => {
    for (const text of [
      'take my pills every morning at 8',
      'every day at 9',
      'water the plants daily',
      'each evening',
    ])
      expect(pattern(text), text).toEqual({ type: 'daily', interval: 1 });
    expect(pattern('every other day')).toEqual({ type: 'daily', interval: 2 });
    expect(pattern('every 3 days')).toEqual({ type: 'daily', interval: 3 });
  });

  it('reads weekly ones, with their days', () => {
    expect(pattern('every week')).toEqual({ type: 'weekly', interval: 1 });
    expect(pattern('every two weeks on Friday')).toEqual({ type: 'weekly', interval: 2 });
    expect(pattern('every Monday and Thursday at 10')).toEqual({
      type: 'weekly',
      interval: 1,
      weekdays: [1, 4],
    });
    expect(pattern('on Tuesdays')).toEqual({ type: 'weekly', interval: 1, weekdays: [2] });
    expect(pattern('every weekday at 7')).toEqual({ type: 'weekly', interval: 1, weekdays: [1, 2, 3, 4, 5] });
  });

  it('reads monthly ones', () => {
    expect(pattern('pay the rent monthly')).toEqual({ type: 'monthly', interval: 1 });
    expect(pattern('every 6 months')).toEqual({ type: 'monthly', interval: 6 });
  });

  it('finds nothing in a one-off request', () => {
    for (const text of [
      'call my sister on Sunday at 5',
      'tomorrow at 9',
      'every time I see her',
      'the weekly shop',
    ])
      expect(pattern(text), text).toBeNull();
  });

  it('says where it is written, and spans merge when they overlap', () => {
    expect(findRecurrence('pills every morning at 8')?.span).toEqual([6, 19]);
    expect(
      mergeSpans([
        [10, 20],
        [6, 12],
        [30, 31],
      ]),
    ).toEqual([
      [6, 20],
      [30, 31],
    ]);
  });
});
