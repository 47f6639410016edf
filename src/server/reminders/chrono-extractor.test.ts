import { describe, expect, it } from 'vitest';
import { chronoExtractor } from './chrono-extractor.js';

// Tuesday 10 March 2026, 13:30 UTC (14:30 in Madrid).
const now = new Date('2026-03-10T13:30:00Z');
const extractor = chronoExtractor();
const read = async (text: string, timeZone = 'UTC') =>
  (await extractor.extract(text, { now, timeZone })).map((r) => [r.title, r.scheduledTime.toISOString()]);

describe('chronoExtractor', () => {
  it.each([
    ['remind me to call friend 20 tomorrow', 'Call friend 20', '2026-03-11T09:00:00.000Z'],
    ['remind me to read chapter 12 on Friday', 'Read chapter 12', '2026-03-13T09:00:00.000Z'],
    ['remind me to call Bea at 20 tomorrow', 'Call Bea', '2026-03-11T20:00:00.000Z'],
    ['remind me tomorrow at 20 to call Bea', 'Call Bea', '2026-03-11T20:00:00.000Z'],
    [
      'remind me to leave 20 minutes early tomorrow at 8',
      'Leave 20 minutes early',
      '2026-03-11T08:00:00.000Z',
    ],
    ['remind me to stretch in 20 minutes', 'Stretch', '2026-03-10T13:50:00.000Z'],
    ['remind me to stretch 20 minutes from now', 'Stretch', '2026-03-10T13:50:00.000Z'],
    ['remind me in 2 days to pay the gas bill', 'Pay the gas bill', '2026-03-12T09:00:00.000Z'],
    ['remind me to call Ann at 1:30', 'Call Ann', '2026-03-11T01:30:00.000Z'],
    ['remind me to call Ann at 3:15', 'Call Ann', '2026-03-10T15:15:00.000Z'],
  ])('%j -> %j at %s', async (text, title, at) => {
    expect(await read(text)).toEqual([[title, at]]);
  });

  it('finds no date in a length of time or a count', async () => {
    expect(await read('remind me to walk for 30 minutes')).toEqual([]);
    expect(await read('remind me to do 12 pushups')).toEqual([]);
  });

  it('adds "in 2 hours" to the real now across a DST change', async () => {
    // 01:30 UTC on 29 March is 02:30 CET... which does not exist: clocks jump from 02:00 to 03:00.
    const night = new Date('2026-03-29T00:30:00Z');
    const [found] = await extractor.extract('remind me in 2 hours to sleep', {
      now: night,
      timeZone: 'Europe/Madrid',
    });
    expect(found?.scheduledTime.toISOString()).toBe('2026-03-29T02:30:00.000Z');
  });

  it('reads "tomorrow at 9" on the user’s wall clock', async () => {
    expect(await read('remind me to call Ann tomorrow at 9', 'Asia/Tokyo')).toEqual([
      ['Call Ann', '2026-03-11T00:00:00.000Z'],
    ]);
    expect(await read('remind me to call Ann tomorrow at 9', 'America/Los_Angeles')).toEqual([
      ['Call Ann', '2026-03-11T16:00:00.000Z'],
    ]);
  });
});

describe('chronoExtractor: repeating reminders', () => {
  const readRepeating = async (text: string) =>
    (await extractor.extract(text, { now, timeZone: 'UTC' })).map((r) => [
      r.title,
      r.scheduledTime.toISOString(),
      r.recurringPattern ?? null,
    ]);

  it.each([
    [
      'Remind me to take my blood pressure pills every morning at 8',
      'Take my blood pressure pills',
      '2026-03-11T08:00:00.000Z',
      { type: 'daily', interval: 1 },
    ],
    [
      'remind me to water the plants every Monday and Thursday at 10 am',
      'Water the plants',
      '2026-03-12T10:00:00.000Z',
      { type: 'weekly', interval: 1, weekdays: [1, 4] },
    ],
    [
      'remind me to pay the rent monthly from April 1',
      'Pay the rent',
      '2026-04-01T09:00:00.000Z',
      { type: 'monthly', interval: 1 },
    ],
    // No time said: the first one at 9:00, the next such time.
    ['remind me to stretch every day', 'Stretch', '2026-03-11T09:00:00.000Z', { type: 'daily', interval: 1 }],
    ['remind me to call Ann tomorrow at 9', 'Call Ann', '2026-03-11T09:00:00.000Z', null],
  ])('%j -> %j at %s, %j', async (text, title, at, pattern) => {
    expect(await readRepeating(text)).toEqual([[title, at, pattern]]);
  });
});
