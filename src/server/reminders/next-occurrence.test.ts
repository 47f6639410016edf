import { describe, expect, it } from 'vitest';
import type { RecurringPattern } from '../../contract/reminders.js';
import { nextOccurrence } from './next-occurrence.js';

const at = (iso: string) => new Date(iso);
const next = (scheduled: string, pattern: RecurringPattern, now: string, zone?: string) =>
  nextOccurrence(at(scheduled), pattern, at(now), zone)?.toISOString() ?? null;

describe('nextOccurrence', () => {
  it('answers null for a pattern that does not repeat', () => {
    expect(next('2026-03-10T09:00:00Z', { type: 'none', interval: 1 }, '2026-03-10T10:00:00Z')).toBeNull();
  });

  it('daily: the first day after now, keeping the time', () => {
    const daily = { type: 'daily', interval: 1 } as const;
    expect(next('2026-03-10T09:00:00Z', daily, '2026-03-10T10:00:00Z')).toBe('2026-03-11T09:00:00.000Z');
    expect(next('2026-03-01T09:00:00Z', daily, '2026-03-10T08:00:00Z')).toBe('2026-03-10T09:00:00.000Z');
    // Exactly at an occurrence: the following one.
    expect(next('2026-03-01T09:00:00Z', daily, '2026-03-10T09:00:00Z')).toBe('2026-03-11T09:00:00.000Z');
  });

  it('completing early skips to the occurrence after the scheduled one', () => {
    expect(next('2026-03-20T09:00:00Z', { type: 'daily', interval: 1 }, '2026-03-10T10:00:00Z')).toBe(
      '2026-03-21T09:00:00.000Z',
    );
  });

  it('daily every 3 days keeps the cycle from the first date', () => {
    expect(next('2026-03-01T09:00:00Z', { type: 'daily', interval: 3 }, '2026-03-10T10:00:00Z')).toBe(
      '2026-03-13T09:00:00.000Z',
    );
  });

  it('jumps over years without walking every day', () => {
    expect(next('2000-01-01T09:00:00Z', { type: 'daily', interval: 1 }, '2026-03-10T10:00:00Z')).toBe(
      '2026-03-11T09:00:00.000Z',
    );
  });

  it('weekly: same weekday, every interval weeks', () => {
    // Tuesday 3 March.
    expect(next('2026-03-03T09:00:00Z', { type: 'weekly', interval: 1 }, '2026-03-10T10:00:00Z')).toBe(
      '2026-03-17T09:00:00.000Z',
    );
    expect(next('2026-03-03T09:00:00Z', { type: 'weekly', interval: 2 }, '2026-03-10T10:00:00Z')).toBe(
      '2026-03-17T09:00:00.000Z',
    );
    expect(next('2026-03-03T09:00:00Z', { type: 'weekly', interval: 2 }, '2026-03-03T10:00:00Z')).toBe(
      '2026-03-17T09:00:00.000Z',
    );
  });

  it('weekly with weekdays: the next listed weekday', () => {
    const monWedFri: RecurringPattern = { type: 'weekly', interval: 1, weekdays: [1, 3, 5] };
    // Monday 9 March, completed on Tuesday the 10th: Wednesday the 11th.
    expect(next('2026-03-09T09:00:00Z', monWedFri, '2026-03-10T10:00:00Z')).toBe('2026-03-11T09:00:00.000Z');
    // Friday 13th: Monday 16th.
    expect(next('2026-03-13T09:00:00Z', monWedFri, '2026-03-13T10:00:00Z')).toBe('2026-03-16T09:00:00.000Z');
    // Long overdue: the first listed day after now.
    expect(next('2026-01-05T09:00:00Z', monWedFri, '2026-03-12T10:00:00Z')).toBe('2026-03-13T09:00:00.000Z');
  });

  it('weekly with weekdays every 2 weeks skips the weeks between', () => {
    // Friday 6 March; Mondays and Fridays of every other week (from the week of 1 March).
    const pattern: RecurringPattern = { type: 'weekly', interval: 2, weekdays: [1, 5] };
    expect(next('2026-03-06T09:00:00Z', pattern, '2026-03-06T10:00:00Z')).toBe('2026-03-16T09:00:00.000Z');
    expect(next('2026-03-16T09:00:00Z', pattern, '2026-03-16T10:00:00Z')).toBe('2026-03-20T09:00:00.000Z');
  });

  it('monthly: same day of the month, clamped to the month end', () => {
    const monthly = { type: 'monthly', interval: 1 } as const;
    expect(next('2026-01-31T09:00:00Z', monthly, '2026-01-31T10:00:00Z')).toBe('2026-02-28T09:00:00.000Z');
    expect(next('2028-01-31T09:00:00Z', monthly, '2028-01-31T10:00:00Z')).toBe('2028-02-29T09:00:00.000Z');
    // The day comes back after a short month.
    expect(next('2026-01-31T09:00:00Z', monthly, '2026-03-01T10:00:00Z')).toBe('2026-03-31T09:00:00.000Z');
    expect(next('2026-01-15T09:00:00Z', monthly, '2026-03-20T10:00:00Z')).toBe('2026-04-15T09:00:00.000Z');
  });

  it('monthly every 3 months, across the year end', () => {
    expect(next('2025-11-30T09:00:00Z', { type: 'monthly', interval: 3 }, '2025-12-01T10:00:00Z')).toBe(
      '2026-02-28T09:00:00.000Z',
    );
    expect(next('2025-11-30T09:00:00Z', { type: 'monthly', interval: 3 }, '2026-03-01T10:00:00Z')).toBe(
      '2026-05-30T09:00:00.000Z',
    );
  });

  it('keeps the wall-clock time across a DST change in the user’s zone', () => {
    // 09:00 in Madrid: 08:00Z in winter, 07:00Z in summer (from 29 March 2026).
    const daily = { type: 'daily', interval: 1 } as const;
    expect(next('2026-03-28T08:00:00Z', daily, '2026-03-28T10:00:00Z', 'Europe/Madrid')).toBe(
      '2026-03-29T07:00:00.000Z',
    );
    expect(next('2026-10-24T07:00:00Z', daily, '2026-10-24T10:00:00Z', 'Europe/Madrid')).toBe(
      '2026-10-25T08:00:00.000Z',
    );
    // In UTC the same reminder stays at 08:00Z.
    expect(next('2026-03-28T08:00:00Z', daily, '2026-03-28T10:00:00Z')).toBe('2026-03-29T08:00:00.000Z');
  });

  it('reads the month end on the user’s wall clock', () => {
    // 31 January 23:30 in New York is 1 February 04:30Z.
    expect(
      next(
        '2026-02-01T04:30:00Z',
        { type: 'monthly', interval: 1 },
        '2026-02-01T05:00:00Z',
        'America/New_York',
      ),
    ).toBe('2026-03-01T04:30:00.000Z');
  });
});
