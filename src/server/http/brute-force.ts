import { RateLimiterDrizzle, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';
import { AppError } from './app-error.js';

/**
 * Attempt limits kept in the database (rate-limiter-flexible's Drizzle store), so every server process
 * behind a load balancer counts the same attempts. Figures from docs/DECISIONS.md, "Attempt limits".
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

export class AttemptLimiter {
  private readonly limiters: Record<LimitName, RateLimiterDrizzle>;

  /** multiplier scales every limit (ATTEMPT_LIMIT_MULTIPLIER; the browser tests register many users from one IP). */
  constructor(
    db: Database,
    private readonly multiplier = 1,
  ) {
    const make = (name: LimitName) =>
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: name,
        clearExpiredByTimeout: false,
        duration: attemptLimits[name].duration,
        points: attemptLimits[name].points * multiplier,
      });
    this.limiters = {
      loginAccountIp: make('loginAccountIp'),
      loginIp: make('loginIp'),
      resetAccountIp: make('resetAccountIp'),
      resetIp: make('resetIp'),
      questionIp: make('questionIp'),
      registerIp: make('registerIp'),
      contactIp: make('contactIp'),
      guestChatIp: make('guestChatIp'),
    };
  }

  /** Throws 429 (with Retry-After) when any of the counters is used up. */
  async assertAllowed(keys: readonly LimitKey[]): Promise<void> {
    const states = await Promise.all(keys.map(([name, key]) => this.limiters[name].get(key)));
    let waitMs = 0;
    states.forEach((state, i) => {
      const name = keys[i]?.[0];
      if (state && name && state.consumedPoints >= attemptLimits[name].points * this.multiplier) {
        waitMs = Math.max(waitMs, state.msBeforeNext);
      }
    });
    if (waitMs > 0) throw AppError.tooManyRequests(waitMs);
  }

  /** Counts one attempt against each key. Exceeding is detected by the next assertAllowed. */
  async record(keys: readonly LimitKey[]): Promise<void> {
    await Promise.all(
      keys.map(([name, key]) =>
        this.limiters[name].consume(key).catch((rejection: RateLimiterRes | Error) => {
          if (rejection instanceof Error) throw rejection;
        }),
      ),
    );
  }

  /** Counts one use atomically (an upsert); answers false when the limit is used up. */
  async tryConsume(name: LimitName, key: string): Promise<boolean> {
    try {
      await this.limiters[name].consume(key);
      return true;
    } catch (rejection) {
      if (rejection instanceof Error) throw rejection;
      return false;
    }
  }

  /** Gives one use back (the work it paid for failed). */
  async refund(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].reward(key, 1);
  }

  async clear(keys: readonly LimitKey[]): Promise<void> {
    await Promise.all(keys.map(([name, key]) => this.limiters[name].delete(key)));
  }
}
