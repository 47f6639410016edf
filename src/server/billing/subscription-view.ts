import type { Subscription } from '../../contract/billing.js';
import type { UserRow } from '../db/schema/index.js';

export type StoredSubscription = Pick<
  UserRow,
  'subscriptionType' | 'subscriptionStatus' | 'subscriptionExpiresAt'
>;

/**
 * What the browser sees of the subscription stored on a user, at `now`; null means none (the Free
 * plan, answered as 404). trial is 'trialing'; active is 'active'; canceled keeps access as 'active'
 * with cancelAtPeriodEnd until its paid period ends. Free and inactive give nothing.
 */
export function toSubscriptionView(stored: StoredSubscription, now: Date): Subscription | null {
  const { subscriptionType: plan, subscriptionStatus: status, subscriptionExpiresAt: expiresAt } = stored;
  if (plan === 'free') return null;
  const currentPeriodEnd = expiresAt?.toISOString() ?? null;
  switch (status) {
    case 'trial':
      return { status: 'trialing', plan, currentPeriodEnd, cancelAtPeriodEnd: false };
    case 'active':
      return { status: 'active', plan, currentPeriodEnd, cancelAtPeriodEnd: false };
    case 'canceled':
      if (!expiresAt || expiresAt.getTime() <= now.getTime()) return null;
      return { status: 'active', plan, currentPeriodEnd, cancelAtPeriodEnd: true };
    case 'inactive':
      return null;
  }
}
