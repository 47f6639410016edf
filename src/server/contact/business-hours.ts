import {
  BUSINESS_DAY_END_HOUR,
  BUSINESS_DAY_START_HOUR,
  BUSINESS_DAYS,
  type SupportPlan,
  supportTargets,
} from '../../contract/support-hours.js';
import { instantOf, utcMsToWall, wallTimeAt, wallToUtcMs } from '../reminders/zoned-time.js';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The instant `hours` of working time after `from`, where only business days count (Monday to Friday in
 * `timeZone`) and, with `businessHoursOnly`, only 9:00 to 17:00 of them. Worked on the wall clock of the
 * time zone, so a daylight-saving change does not move the opening hours.
 */
export function addWorkingHours(
  from: Date,
  hours: number,
  businessHoursOnly: boolean,
  timeZone: string,
): Date {
  let wall = wallToUtcMs(wallTimeAt(from, timeZone));
  let remaining = hours * HOUR_MS;
  const open = businessHoursOnly ? BUSINESS_DAY_START_HOUR * HOUR_MS : 0;
  const close = businessHoursOnly ? BUSINESS_DAY_END_HOUR * HOUR_MS : DAY_MS;
  // A week has five business days, so this ends within hours / (5 * day length) weeks.
  for (;;) {
    const dayStart = Math.floor(wall / DAY_MS) * DAY_MS;
    if (BUSINESS_DAYS.includes(new Date(dayStart).getUTCDay())) {
      const start = Math.max(wall, dayStart + open);
      const available = dayStart + close - start;
      if (available > 0) {
        if (remaining <= available) return instantOf(utcMsToWall(start + remaining), timeZone);
        remaining -= available;
      }
    }
    wall = dayStart + DAY_MS;
  }
}

/** When a ticket sent at `sentAt` by someone on `plan` must be answered. */
export function answerBy(sentAt: Date, plan: SupportPlan, timeZone: string): Date {
  const target = supportTargets[plan];
  return addWorkingHours(sentAt, target.hours, target.businessHoursOnly, timeZone);
}
