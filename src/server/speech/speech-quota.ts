import { speechMessages } from '../../contract/speech.js';
import type { QuotaTier, SpeechQuotas } from '../ai/metering/speech-quotas.js';
import { planOf } from '../billing/plan.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { counterKey, givePointsBack, takeAllowance } from '../http/brute-force.js';

/** A day, as the window of every speech allowance (it starts with the first use). */
const DAY_SECONDS = 24 * 3600;

export type SpeechMeter = {
  /**
   * Counts `amount` (characters or seconds) against the day's allowance of this user or guest IP,
   * atomically in the database, before the provider is called: 429 TOO_MANY_REQUESTS when it does
   * not fit. Answers the function that gives it back (the provider call failed).
   */
  consume(
    kind: 'tts' | 'stt',
    user: UserRow | null,
    ip: string,
    amount: number,
    now: Date,
  ): Promise<() => Promise<void>>;
};

/** `secret` salts the hashed counter keys, so no IP address is stored (the server's secret). */
export function speechMeter(db: Database, quotas: SpeechQuotas, secret: string): SpeechMeter {
  return {
    async consume(kind, user, ip, amount, now) {
      const limit = quotas[kind][tierOf(user, now)];
      // One counter per person and kind, whatever the plan: a user who upgrades keeps what was used
      // today, with the new plan's allowance.
      const key = counterKey(secret, `${kind}Day`, user ? `user:${user.id}` : `ip:${ip}`);
      const points = Math.max(1, Math.ceil(amount));
      const waitMs = await takeAllowance(db, key, points, limit, DAY_SECONDS);
      if (waitMs > 0) {
        const sentence = kind === 'tts' ? speechMessages.speechQuota : speechMessages.transcriptionQuota;
        throw AppError.tooManyRequests(waitMs, sentence);
      }
      return () => givePointsBack(db, key, points);
    },
  };
}

function tierOf(user: UserRow | null, now: Date): QuotaTier {
  if (!user) return 'guest';
  const plan = planOf(user, now);
  return plan.premium ? 'premium' : plan.paid ? 'basic' : 'free';
}
