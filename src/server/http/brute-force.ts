import { createHmac } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';
import { AppError } from './app-error.js';

/**
 * Attempt limits kept in the database, so every server process counts the same attempts. Figures
 * from docs/DECISIONS.md, "Attempt limits".
 */
export const attemptLimits = {
  /** Wrong passwords (and wrong security answers) for one account from one IP. */
  loginAccountIp: { points: 10, duration: 15 * 60 },
  /** Failed logins from one IP, any account. */
  loginIp: { points: 100, duration: 24 * 3600 },
  /** Wrong security answers for one account from one IP. */
  resetAccountIp: { points: 10, duration: 24 * 3600 },
  /** Wrong security answers from one IP, any account. */
  resetIp: { points: 100, duration: 24 * 3600 },
  /** Security-question look-ups from one IP. */
  questionIp: { points: 60, duration: 3600 },
  /** Registrations from one IP. */
  registerIp: { points: 20, duration: 3600 },
  /** Contact-form messages from one IP. */
  contactIp: { points: 10, duration: 3600 },
  /** Guest chat replies (and guest assistant chat) from one IP. */
  guestChatIp: { points: 20, duration: 3600 },
  /** Landing-page visits and call-to-action clicks recorded from one IP. */
  landingIp: { points: 60, duration: 3600 },
  /** Downloads of all of an account's data ("Download my data"), per account. */
  dataExportUser: { points: 5, duration: 3600 },
} as const;

export type LimitName = keyof typeof attemptLimits;
export type LimitKey = readonly [LimitName, string];

/**
 * The row key of a counter in rate_limits: "name:" and an HMAC-SHA256 of who is counted (an IP
 * address, an e-mail and an address, an account id) with the server's secret. So the table never
 * holds an IP address or an e-mail, only salted hashes that cannot be read back.
 */
export function attemptRowKey(secret: string, [name, key]: LimitKey): string {
  return counterKey(secret, name, key);
}

/** The row key of any counter in rate_limits: its name and a salted hash of who it counts. */
export function counterKey(secret: string, name: string, who: string): string {
  return `${name}:${createHmac('sha256', secret).update(who).digest('base64url')}`;
}

/**
 * Counters in the rate_limits table. A limited operation takes its attempt first, in one atomic
 * upsert per counter, and only then does the slow or costly work (hashing a password, storing a
 * message, asking the model). So a burst of simultaneous requests, on any number of processes, gets
 * exactly the limit through; the rest are refused without touching the work. A window starts with
 * the first attempt and lasts the limit's duration; time is the database's, shared by all processes.
 */
export class AttemptLimiter {
  /**
   * multiplier scales every limit (ATTEMPT_LIMIT_MULTIPLIER; the browser tests register many users
   * from one IP); keySecret salts the hashed row keys (the server's secret, the same on every process).
   */
  constructor(
    private readonly db: Database,
    private readonly multiplier = 1,
    private readonly keySecret = '',
  ) {}

  private rowKey(key: LimitKey): string {
    return attemptRowKey(this.keySecret, key);
  }

  /**
   * Takes one attempt from every counter before the work it guards. When any counter is used up the
   * attempt is given back to all of them (a refused request counts nowhere) and 429 is thrown, with
   * Retry-After saying when the longest-blocked counter frees up.
   */
  async consume(keys: readonly LimitKey[]): Promise<void> {
    const waitMs = await this.take(keys);
    if (waitMs > 0) throw AppError.tooManyRequests(waitMs);
  }

  /** The same as consume, for callers that refuse in their own words: false when a counter is used up. */
  async tryConsume(keys: readonly LimitKey[]): Promise<boolean> {
    return (await this.take(keys)) === 0;
  }

  /**
   * Counts one attempt without checking the limit: for counters that this operation feeds but is not
   * limited by (a wrong security answer also counts as a failed login).
   */
  async record(keys: readonly LimitKey[]): Promise<void> {
    await Promise.all(keys.map((key) => this.increment(key)));
  }

  /** Gives one attempt back to each counter (the attempt turned out not to be one the limit counts). */
  async refund(keys: readonly LimitKey[]): Promise<void> {
    await Promise.all(keys.map((key) => givePointsBack(this.db, this.rowKey(key), 1)));
  }

  /** Starts the counters over (a success that by the product's rules forgives the failures before it). */
  async clear(keys: readonly LimitKey[]): Promise<void> {
    await Promise.all(
      keys.map((key) => this.db.delete(rateLimits).where(eq(rateLimits.key, this.rowKey(key)))),
    );
  }

  /** Takes one attempt from each counter; answers 0 when all are within their limit, else the wait in ms. */
  private async take(keys: readonly LimitKey[]): Promise<number> {
    const counts = await Promise.all(keys.map((key) => this.increment(key)));
    let waitMs = 0;
    counts.forEach(({ points, msLeft }, i) => {
      const name = keys[i]?.[0];
      if (name && points > attemptLimits[name].points * this.multiplier) waitMs = Math.max(waitMs, msLeft, 1);
    });
    if (waitMs > 0) await this.refund(keys);
    return waitMs;
  }

  private increment(key: LimitKey): Promise<{ points: number; msLeft: number }> {
    return addPoints(this.db, this.rowKey(key), 1, attemptLimits[key[0]].duration);
  }
}

/**
 * Adds `amount` to a counter in one statement, so concurrent callers never read the same count: a
 * missing or expired counter starts a new window of `duration` seconds at `amount`, a live one goes
 * up by `amount`. Answers the new count and the window's time left.
 */
async function addPoints(
  db: Database,
  key: string,
  amount: number,
  duration: number,
): Promise<{ points: number; msLeft: number }> {
  const expired = sql`${rateLimits.expire} is null or ${rateLimits.expire} <= now()`;
  const newExpire = sql`now() + make_interval(secs => ${duration})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, points: amount, expire: newExpire })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: sql`case when ${expired} then ${amount} else ${rateLimits.points} + ${amount} end`,
        expire: sql`case when ${expired} then ${newExpire} else ${rateLimits.expire} end`,
      },
    })
    .returning({
      points: rateLimits.points,
      msLeft: sql<string>`ceil(extract(epoch from ${rateLimits.expire} - now()) * 1000)`,
    });
  if (!row) throw new Error('attempt counter not stored');
  return { points: row.points, msLeft: Number(row.msLeft) };
}

/** Takes `amount` back off a live counter, never below 0 (an allowance whose work failed). */
export async function givePointsBack(db: Database, key: string, amount: number): Promise<void> {
  await db
    .update(rateLimits)
    .set({ points: sql`greatest(${rateLimits.points} - ${amount}, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.expire, sql`now()`)));
}

/**
 * An allowance of `limit` points per window of `duration` seconds, counted in rate_limits under
 * `key` (e.g. characters of speech a day): `amount` is taken first, atomically, and given back at
 * once when it does not fit, so simultaneous requests get exactly the allowance through. Answers 0
 * when it fits, else the milliseconds until the window ends.
 */
export async function takeAllowance(
  db: Database,
  key: string,
  amount: number,
  limit: number,
  duration: number,
): Promise<number> {
  const { points, msLeft } = await addPoints(db, key, amount, duration);
  if (points <= limit) return 0;
  await givePointsBack(db, key, amount);
  return Math.max(msLeft, 1);
}

/** Deletes the counters whose window has ended (at start-up): nothing is kept longer than it counts. */
export async function deleteExpiredCounters(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.expire, sql`now()`));
}
