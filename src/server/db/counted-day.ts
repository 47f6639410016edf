import { type SQL, sql } from 'drizzle-orm';

/**
 * The calendar day a daily quota counts now, for a person whose time zone is `timeZone`, given the
 * day counted last and the zone it was counted in (both null before the first count).
 *
 * The counted day lasts until midnight in its own zone, and a new day begins only on a later date in
 * the person's zone now: the counted day never moves backwards, and changing the time zone cannot
 * reopen a day that is used up (a zone that has just passed midnight is not a new day while the
 * counted zone has not). Every daily quota that counts calendar days uses this one rule.
 *
 * `sameDay` is true when the count goes on; `day` and `zone` are what to store with the count.
 */
export function countedDay(
  now: Date,
  timeZone: string,
  last: { day: SQL; zone: SQL },
): { sameDay: SQL; day: SQL; zone: SQL } {
  const at = sql`${now.toISOString()}::timestamptz`;
  const today = sql`(${at} at time zone ${timeZone})::date`;
  const sameDay = sql`coalesce((${at} at time zone ${last.zone})::date <= ${last.day} or ${today} <= ${last.day}, false)`;
  return {
    sameDay,
    day: sql`case when ${sameDay} then ${last.day} else ${today} end`,
    zone: sql`case when ${sameDay} then ${last.zone} else ${timeZone} end`,
  };
}
