import { describe, expect, it } from 'vitest';
import { instantOf, knownZone, wallTimeAt } from './zoned-time.js';

describe('zoned time', () => {
  it('reads the wall clock in a zone', () => {
    expect(wallTimeAt(new Date('2026-03-10T23:30:05Z'), 'Europe/Madrid')).toEqual({
      year: 2026,
      month: 3,
      day: 11,
      hour: 0,
      minute: 30,
      second: 5,
    });
  });

  it('turns a wall time into the instant, winter and summer', () => {
    const wall = { year: 2026, month: 3, day: 28, hour: 9, minute: 0, second: 0 };
    expect(instantOf(wall, 'Europe/Madrid').toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(instantOf({ ...wall, day: 30 }, 'Europe/Madrid').toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(instantOf(wall, 'UTC').toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(instantOf({ ...wall, hour: 21 }, 'Asia/Kolkata').toISOString()).toBe('2026-03-28T15:30:00.000Z');
  });

  it('a time skipped by the spring change lands an hour later', () => {
    const skipped = { year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0 };
    expect(instantOf(skipped, 'Europe/Madrid').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('a time repeated by the autumn change takes its first occurrence', () => {
    const repeated = { year: 2026, month: 10, day: 25, hour: 2, minute: 30, second: 0 };
    expect(instantOf(repeated, 'Europe/Madrid').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('knows a zone the runtime knows, else UTC', () => {
    expect(knownZone('Europe/Madrid')).toBe('Europe/Madrid');
    expect(knownZone('Mars/Olympus')).toBe('UTC');
    expect(knownZone(null)).toBe('UTC');
  });
});
