import { and, eq, gt, sql } from 'drizzle-orm';
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
} as const;

export type LimitName = keyof typeof attemptLimits;
export type LimitKey = readonly [LimitName, string];

/** The row key of a counter in rate_limits ("name:key", the format the table has always used). */
const rowKey = ([name, key]: LimitKey) => `${name}:${key}`;

/**
 * Counters in the rate_limits table. A limited operation takes its attempt first, in one atomic
 * upsert per counter, and only then does the slow or costly work (hashing a password, storing a
 * message, asking the model). So a burst of simultaneous requests, on any number of processes, gets
 * exactly the limit through; the rest are refused without touching the work. A window starts with
 * the first attempt and lasts the limit's duration; time is the database's, shared by all processes.
 */
export class AttemptLimiter {
  /** multiplier scales every limit (ATTEMPT_LIMIT_MULTIPLIER; the browser tests register many users from one IP). */
  constructor(
    private readonly db: Database,
    private readonly multiplier = 1,
  ) {}

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
    await Promise.all(
      keys.map((key) =>
        this.db
          .update(rateLimits)
          .set({ points: sql`greatest(${rateLimits.points} - 1, 0)` })
          .where(and(eq(rateLimits.key, rowKey(key)), gt(rateLimits.expire, sql`now()`))),
      ),
    );
  }

  /** Starts the counters over (a success that by the product's rules forgives the failures before it). */
  async clear(keys: readonly LimitKey[]): Promise<void> {
    await Promise.all(keys.map((key) => this.db.delete(rateLimits).where(eq(rateLimits.key, rowKey(key)))));
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

  /**
   * One statement, so concurrent callers never read the same count: a missing or expired counter
   * starts a new window at 1, a live one goes up by 1. Answers the new count and the window's time left.
   */
  private async increment(key: LimitKey): Promise<{ points: number; msLeft: number }> {
    const expired = sql`${rateLimits.expire} is null or ${rateLimits.expire} <= now()`;
    const newExpire = sql`now() + make_interval(secs => ${attemptLimits[key[0]].duration})`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: rowKey(key), points: 1, expire: newExpire })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          points: sql`case when ${expired} then 1 else ${rateLimits.points} + 1 end`,
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
}
