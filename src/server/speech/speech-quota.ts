import { speechMessages } from '../../contract/speech.js';
import type { QuotaTier, SpeechQuotas } from '../ai/speech-quotas.js';
import { planOf } from '../conversations/plan.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { consumeOrWait, databaseLimiter } from '../http/brute-force.js';

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

export function speechMeter(db: Database, quotas: SpeechQuotas): SpeechMeter {
  // One limiter per allowance; those of one kind share their counters (a user who upgrades keeps
  // what was used today, with the new plan's allowance).
  const limiters = {
    tts: limitersFor(db, 'ttsDay', quotas.tts),
    stt: limitersFor(db, 'sttDay', quotas.stt),
  };
  return {
    async consume(kind, user, ip, amount, now) {
      const tier = tierOf(user, now);
      const limiter = limiters[kind][tier];
      const key = user ? `user:${user.id}` : `ip:${ip}`;
      const points = Math.max(1, Math.ceil(amount));
      const waitMs = await consumeOrWait(limiter, key, points);
      if (waitMs !== null) {
        const sentence = kind === 'tts' ? speechMessages.speechQuota : speechMessages.transcriptionQuota;
        throw AppError.tooManyRequests(waitMs, sentence);
      }
      return async () => {
        await limiter.reward(key, points);
      };
    },
  };
}

function limitersFor(db: Database, prefix: string, allowances: SpeechQuotas['tts']) {
  const make = (tier: QuotaTier) => databaseLimiter(db, prefix, allowances[tier], DAY_SECONDS);
  return { guest: make('guest'), free: make('free'), basic: make('basic'), premium: make('premium') };
}

function tierOf(user: UserRow | null, now: Date): QuotaTier {
  if (!user) return 'guest';
  const plan = planOf(user, now);
  return plan.premium ? 'premium' : plan.paid ? 'basic' : 'free';
}
