import type { UserRow } from '../db/schema/index.js';
import { toSubscriptionView } from './subscription-view.js';

export type PlanView = { paid: boolean; premium: boolean };

/** DECISIONS.md: a trialing or active (also canceled-but-not-ended) subscription counts; else Free. */
export function planOf(user: UserRow, now: Date): PlanView {
  const view = toSubscriptionView(user, now);
  return { paid: view !== null, premium: view?.plan === 'premium' };
}
