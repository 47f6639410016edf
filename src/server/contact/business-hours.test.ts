import { describe, expect, it } from 'vitest';
import { addWorkingHours, answerBy } from './business-hours.js';

const at = (iso: string) => new Date(iso);

describe('support answer-by times', () => {
  it('Premium: 4 business hours, Monday to Friday 9:00-17:00, carried over nights and weekends', () => {
    // Monday 10:00 UTC: same day 14:00.
    expect(answerBy(at('2031-01-06T10:00:00Z'), 'premium', 'UTC').toISOString()).toBe(
      '2031-01-06T14:00:00.000Z',
    );
    // Monday 15:00: 2 hours today, 2 on Tuesday from 9:00.
    expect(answerBy(at('2031-01-06T15:00:00Z'), 'premium', 'UTC').toISOString()).toBe(
      '2031-01-07T11:00:00.000Z',
    );
    // Before opening: counted from 9:00.
    expect(answerBy(at('2031-01-06T06:30:00Z'), 'premium', 'UTC').toISOString()).toBe(
      '2031-01-06T13:00:00.000Z',
    );
    // Friday 16:00: 1 hour Friday, 3 on Monday.
    expect(answerBy(at('2031-01-10T16:00:00Z'), 'premium', 'UTC').toISOString()).toBe(
      '2031-01-13T12:00:00.000Z',
    );
    // Saturday: Monday 13:00.
    expect(answerBy(at('2031-01-11T12:00:00Z'), 'premium', 'UTC').toISOString()).toBe(
      '2031-01-13T13:00:00.000Z',
    );
  });

  it('Basic, Free and guests: 24 hours counted on business days only', () => {
    expect(answerBy(at('2031-01-06T10:00:00Z'), 'free', 'UTC').toISOString()).toBe(
      '2031-01-07T10:00:00.000Z',
    );
    // Friday 15:00: 9 hours Friday, the rest from Monday 0:00.
    expect(answerBy(at('2031-01-10T15:00:00Z'), 'basic', 'UTC').toISOString()).toBe(
      '2031-01-13T15:00:00.000Z',
    );
    // Sunday: all of Monday.
    expect(answerBy(at('2031-01-12T20:00:00Z'), 'free', 'UTC').toISOString()).toBe(
      '2031-01-14T00:00:00.000Z',
    );
  });

  it('reads business hours in the support time zone, across a daylight-saving change', () => {
    // Monday 2031-01-06 10:00 in New York is 15:00 UTC; 4 business hours later is 14:00 there (19:00 UTC).
    expect(answerBy(at('2031-01-06T15:00:00Z'), 'premium', 'America/New_York').toISOString()).toBe(
      '2031-01-06T19:00:00.000Z',
    );
    // Friday 2031-03-07 16:00 EST (21:00 UTC); clocks go forward on Sunday 9 March: Monday 12:00 EDT is 16:00 UTC.
    expect(answerBy(at('2031-03-07T21:00:00Z'), 'premium', 'America/New_York').toISOString()).toBe(
      '2031-03-10T16:00:00.000Z',
    );
    // In Tokyo it is already Saturday 2031-01-11 at Friday 20:00 UTC: Monday 13:00 JST is 04:00 UTC.
    expect(addWorkingHours(at('2031-01-10T20:00:00Z'), 4, true, 'Asia/Tokyo').toISOString()).toBe(
      '2031-01-13T04:00:00.000Z',
    );
  });
});
