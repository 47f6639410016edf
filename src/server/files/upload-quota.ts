import { and, eq, sql } from 'drizzle-orm';
import { DAILY_UPLOADS } from '../../contract/documents.js';
import type { Database } from '../db/client.js';
import { countedDay } from '../db/counted-day.js';
import { uploadClaims, users } from '../db/schema/index.js';

export type UploadPlan = keyof typeof DAILY_UPLOADS;

/**
 * A pending claim stops counting when it has shown no sign of life for this long: its process
 * stopped (a crash, a kill) before the upload was stored or given back.
 */
export const UPLOAD_CLAIM_LEASE_MS = 2 * 60 * 1000;
/** A pending claim's sign of life is written at most this often. */
const TOUCH_EVERY_MS = UPLOAD_CLAIM_LEASE_MS / 4;

/**
 * A claimed upload: `remaining` left today (null: unlimited). While the upload is received and read,
 * `touch` keeps the claim alive; `stored` counts it for good once the document is stored; `release`
 * gives it back.
 */
export type UploadClaim = {
  remaining: number | null;
  touch(): void;
  stored(): Promise<void>;
  release(): Promise<void>;
};

const unlimited: UploadClaim = {
  remaining: null,
  touch: () => {},
  stored: async () => {},
  release: async () => {},
};

/**
 * Claims one upload of today for the user: a pending claim, inserted only while the day's stored
 * claims and live pending ones are under the plan's cap (the user's row is locked meanwhile, so
 * simultaneous uploads on any number of servers get exactly the cap through). Null when the day's
 * uploads are used up. The day is the user's calendar day, by the rule every daily quota shares
 * (`countedDay`: a change of time zone does not open a new day). Unlimited plans are not counted.
 */
export async function claimUpload(
  db: Database,
  userId: number,
  plan: UploadPlan,
  timeZone: string,
  clock: () => Date,
): Promise<UploadClaim | null> {
  const cap = DAILY_UPLOADS[plan];
  if (cap === null) return unlimited;
  const now = clock();
  const leaseStart = new Date(now.getTime() - UPLOAD_CLAIM_LEASE_MS).toISOString();
  const counted = countedDay(now, timeZone, { day: sql`last.day`, zone: sql`last.zone` });
  const claimed = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const result = (await tx.execute(sql`
      with last as (
        select day, zone from upload_claims where user_id = ${userId} order by id desc limit 1
      ),
      pick as (
        select ${counted.day} as day, ${counted.zone} as zone from (select 1) as one left join last on true
      ),
      counted as (
        select pick.day, pick.zone, (
          select count(*) from upload_claims c
          where c.user_id = ${userId} and c.day = pick.day
            and (c.state = 'stored' or c.touched_at > ${leaseStart}::timestamptz)
        )::int as used
        from pick
      )
      insert into upload_claims (user_id, day, zone, state, touched_at)
      select ${userId}, counted.day, counted.zone, 'pending', ${now.toISOString()}::timestamptz
      from counted where counted.used < ${cap}
      returning id, (select used from counted) as used`)) as unknown as {
      rows: { id: number; used: number | string }[];
    };
    const row = result.rows[0];
    if (!row) return null;
    // Claims of days before yesterday no longer count for anything.
    await tx.execute(
      sql`delete from upload_claims where user_id = ${userId} and day < (select day from upload_claims where id = ${row.id}) - 1`,
    );
    return row;
  });
  if (!claimed) return null;
  const mine = and(eq(uploadClaims.id, claimed.id), eq(uploadClaims.state, 'pending'));
  let touchedAt = now.getTime();
  return {
    remaining: Math.max(0, cap - Number(claimed.used) - 1),
    touch() {
      const at = clock();
      if (at.getTime() - touchedAt < TOUCH_EVERY_MS) return;
      touchedAt = at.getTime();
      void db
        .update(uploadClaims)
        .set({ touchedAt: at })
        .where(mine)
        .catch(() => {});
    },
    stored: async () => {
      await db.update(uploadClaims).set({ state: 'stored', touchedAt: clock() }).where(mine);
    },
    release: async () => {
      await db.delete(uploadClaims).where(mine);
    },
  };
}
