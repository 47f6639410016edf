import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { AttemptLimiter } from '../http/brute-force.js';

/** What account operations need. The clock is injected so tests can move time. */
export type AccountDeps = {
  db: Database;
  config: Pick<Config, 'ADMIN_EMAILS' | 'sessionSecret'>;
  clock: () => Date;
  limiter: AttemptLimiter;
  /**
   * Runs after the password is checked and before the account is deleted: ends what a payment
   * provider would otherwise go on charging. Throwing keeps the account.
   */
  beforeDelete?: (userId: number) => Promise<void>;
  /** Runs once the account's rows are gone: deletes what it kept outside the database (its files). */
  afterDelete?: (userId: number) => Promise<void>;
};

/** Who is asking: the limits are counted per client address. */
export type ClientInfo = {
  ip: string;
  userAgent: string | undefined;
  /** The browser sent Do Not Track or Global Privacy Control. */
  doNotTrack?: boolean;
};
