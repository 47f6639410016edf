import { toSubscriptionView } from '../billing/subscription-view.js';
import type { UserRow } from '../db/schema/index.js';
import { runtimeKnowsZone } from '../db/time-zones.js';

export type PlanView = { paid: boolean; premium: boolean };

/** DECISIONS.md: a trialing or active (also canceled-but-not-ended) subscription counts; else Free. */
export function planOf(user: UserRow, now: Date): PlanView {
  const view = toSubscriptionView(user, now);
  return { paid: view !== null, premium: view?.plan === 'premium' };
}

/**
 * The user's time zone for what Node computes (reminder times): settings.timeZone when the runtime
 * knows it, else UTC. What SQL computes uses `usableTimeZone`, which also asks the database.
 */
export function userTimeZone(user: UserRow): string {
  const zone = user.settings?.timeZone;
  return zone && runtimeKnowsZone(zone) ? zone : 'UTC';
}
