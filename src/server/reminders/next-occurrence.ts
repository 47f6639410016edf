import type { RecurringPattern } from '../../contract/reminders.js';
import { instantOf, utcMsToWall, type WallTime, wallTimeAt, wallToUtcMs } from './zoned-time.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * When a recurring reminder comes next: the first occurrence after both `now` and the current
 * `scheduled` time (completing early skips to the following one). The arithmetic runs on the wall clock
 * of `timeZone`, so a daily 09:00 stays at 09:00 across DST changes. Monthly keeps the day of the month,
 * clamped to the month's end (31 January -> 28/29 February -> 31 March). Weekly with weekdays takes the
 * next listed weekday (0 Sunday .. 6 Saturday) in every interval-th week, counted from the week of
 * `scheduled`. Answers null for a pattern that does not repeat.
 */
export function nextOccurrence(
  scheduled: Date,
  pattern: RecurringPattern,
  now: Date,
  timeZone = 'UTC',
): Date | null {
  if (pattern.type === 'none') return null;
  const interval = Math.max(1, Math.floor(pattern.interval));
  const base = wallTimeAt(scheduled, timeZone);
  const after = Math.max(now.getTime(), scheduled.getTime());
  const at = (wall: WallTime) => instantOf(wall, timeZone);
  const plusDays = (days: number) => utcMsToWall(wallToUtcMs(base) + days * DAY_MS);
  const elapsedDays = Math.floor((after - scheduled.getTime()) / DAY_MS);

  if (pattern.type === 'monthly') return nextMonthly(base, interval, after, at, timeZone);
  if (pattern.type === 'weekly' && pattern.weekdays && pattern.weekdays.length > 0) {
    const weekdays = new Set(pattern.weekdays);
    const baseWeekday = new Date(wallToUtcMs(base)).getUTCDay();
    // Whole days can be skipped, less one for the DST hour; then at most interval weeks more.
    for (let d = Math.max(1, elapsedDays - 1); d <= elapsedDays + 7 * interval + 7; d++) {
      const week = Math.floor((baseWeekday + d) / 7);
      const wall = plusDays(d);
      const weekday = (baseWeekday + d) % 7;
      if (week % interval === 0 && weekdays.has(weekday) && at(wall).getTime() > after) return at(wall);
    }
    return null;
  }

  const step = pattern.type === 'daily' ? interval : 7 * interval;
  for (let k = Math.max(1, Math.floor(elapsedDays / step)); ; k++) {
    const next = at(plusDays(k * step));
    if (next.getTime() > after) return next;
  }
}

function nextMonthly(
  base: WallTime,
  interval: number,
  after: number,
  at: (wall: WallTime) => Date,
  timeZone: string,
): Date {
  const limit = wallTimeAt(new Date(after), timeZone);
  const monthsBetween = (limit.year - base.year) * 12 + (limit.month - base.month);
  for (let k = Math.max(1, Math.floor(monthsBetween / interval) - 1); ; k++) {
    const index = base.month - 1 + k * interval;
    const year = base.year + Math.floor(index / 12);
    const month = (index % 12) + 1;
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const next = at({ ...base, year, month, day: Math.min(base.day, lastDay) });
    if (next.getTime() > after) return next;
  }
}
