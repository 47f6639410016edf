import { sql } from 'drizzle-orm';
import { DAILY_UPLOADS } from '../../contract/documents.js';
import type { Database } from '../db/client.js';

export type UploadPlan = keyof typeof DAILY_UPLOADS;

/** A claimed upload: `remaining` left today (null: unlimited); `release` gives it back. */
export type UploadClaim = { remaining: number | null; release(): Promise<void> };

/**
 * Counts one upload of today (the calendar day in `timeZone`) in a single statement: an upsert
 * whose update only happens under the plan's cap, so simultaneous uploads on any number of servers
 * get exactly the cap through. Null when the day's uploads are used up. Unlimited plans are not
 * counted.
 */
export async function claimUpload(
  db: Database,
  userId: number,
  plan: UploadPlan,
  timeZone: string,
  now: Date,
): Promise<UploadClaim | null> {
  const cap = DAILY_UPLOADS[plan];
  if (cap === null) return { remaining: null, release: async () => {} };
  const day = sql`(${now.toISOString()}::timestamptz at time zone ${timeZone})::date`;
  const result = (await db.execute(sql`
    insert into upload_days (user_id, day, count) values (${userId}, ${day}, 1)
    on conflict (user_id, day) do update set count = upload_days.count + 1
      where upload_days.count < ${cap}
    returning count, day::text as day`)) as unknown as { rows: { count: number | string; day: string }[] };
  const row = result.rows[0];
  if (!row) return null;
  const counted = row.day;
  return {
    remaining: Math.max(0, cap - Number(row.count)),
    release: async () => {
      await db.execute(sql`
        update upload_days set count = count - 1
        where user_id = ${userId} and day = ${counted}::date and count > 0`);
    },
  };
}
