import { describe, expect, it } from 'vitest';
import { isoInZone } from './zoned-iso.js';

describe('isoInZone', () => {
  it('writes the wall clock of the zone with its offset, across a DST change', () => {
    expect(isoInZone(new Date('2026-03-11T16:00:00Z'), 'Europe/Madrid')).toBe('2026-03-11T17:00:00+01:00');
    expect(isoInZone(new Date('2026-04-01T15:00:00Z'), 'Europe/Madrid')).toBe('2026-04-01T17:00:00+02:00');
    expect(isoInZone(new Date('2026-03-11T14:00:00Z'), 'America/New_York')).toBe('2026-03-11T10:00:00-04:00');
    expect(isoInZone(new Date('2026-03-11T14:00:00Z'), 'UTC')).toBe('2026-03-11T14:00:00+00:00');
  });

  it('keeps offsets of half and three quarters of an hour, on either side of UTC', () => {
    expect(isoInZone(new Date('2026-01-10T12:00:00Z'), 'America/St_Johns')).toBe('2026-01-10T08:30:00-03:30');
    expect(isoInZone(new Date('2026-01-10T12:00:00Z'), 'Asia/Kathmandu')).toBe('2026-01-10T17:45:00+05:45');
  });

  it('reads back as the same instant', () => {
    const at = new Date('2026-10-25T01:30:00Z');
    for (const zone of ['Europe/London', 'Australia/Adelaide', 'Pacific/Chatham']) {
      expect(new Date(isoInZone(at, zone)).getTime()).toBe(at.getTime());
    }
  });
});
