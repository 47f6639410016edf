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
/** A pending claim's sign of life is written at most this often, and this often while it is kept alive. */
const TOUCH_EVERY_MS = UPLOAD_CLAIM_LEASE_MS / 4;

/**
 * A claimed upload: `remaining` left today (null: unlimited). While the upload is received, `touch`
 * (on each sign of progress) keeps the claim alive; once it is received, `keepAlive` renews it on a
 * timer while the file waits to be read, is read and stored, however long that takes. `stored` counts
 * it for good once the document is stored; `release` gives it back. Either ends the renewing.
 */
export type UploadClaim = {
  remaining: number | null;
  touch(): void;
  keepAlive(): void;
  stored(): Promise<void>;
  release(): Promise<void>;
};

const unlimited: UploadClaim = {
  remaining: null,
  touch: () => {},
  keepAlive: () => {},
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
  let renewing: NodeJS.Timeout | undefined;
  const renew = () => {
    const at = clock();
    touchedAt = at.getTime();
    void db
      .update(uploadClaims)
      .set({ touchedAt: at })
      .where(mine)
      .catch(() => {});
  };
  const stopRenewing = () => {
    clearInterval(renewing);
    renewing = undefined;
  };
  return {
    remaining: Math.max(0, cap - Number(claimed.used) - 1),
    touch() {
      if (clock().getTime() - touchedAt >= TOUCH_EVERY_MS) renew();
    },
    keepAlive() {
      if (renewing) return;
      renew();
      renewing = setInterval(renew, TOUCH_EVERY_MS);
      // Renewing alone does not keep the process running.
      renewing.unref();
    },
    stored: async () => {
      stopRenewing();
      await db.update(uploadClaims).set({ state: 'stored', touchedAt: clock() }).where(mine);
    },
    release: async () => {
      stopRenewing();
      await db.delete(uploadClaims).where(mine);
    },
  };
}
