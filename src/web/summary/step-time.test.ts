import { describe, expect, it } from 'vitest';
import { reminderTimeFor } from './step-time.js';

// Local wall-clock times, so the expectations hold in any machine zone.
const local = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute);

describe('reminderTimeFor', () => {
  it('keeps a suggested time that is still ahead', () => {
    const at = local(11, 17);
    expect(reminderTimeFor(at.toISOString(), local(10, 14))).toEqual(at);
  });

  it('without a time, or with one past, takes 09:00 today when an hour away, else 09:00 tomorrow', () => {
    expect(reminderTimeFor(null, local(10, 7, 30))).toEqual(local(10, 9));
    expect(reminderTimeFor(null, local(10, 8, 30))).toEqual(local(11, 9));
    expect(reminderTimeFor(null, local(10, 14))).toEqual(local(11, 9));
    expect(reminderTimeFor(local(9, 17).toISOString(), local(10, 14))).toEqual(local(11, 9));
    expect(reminderTimeFor('not a date', local(10, 14))).toEqual(local(11, 9));
  });

  it('rolls over the end of a month', () => {
    expect(reminderTimeFor(null, local(31, 20))).toEqual(new Date(2026, 3, 1, 9));
  });
});
