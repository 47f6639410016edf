import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { subscriptions } from '../db/schema/index.js';
import { stripeCall } from './stripe-call.js';
import type { StripeBilling } from './stripe-client.js';

/**
 * Before an account is deleted: its Stripe subscription that is not canceled is canceled at Stripe at
 * once, so Stripe charges nobody who no longer has an account here. Stripe unreachable or refusing:
 * 502, and the caller keeps the account (the person can try again; nothing is lost).
 */
export async function endStripeSubscriptionOf(
  deps: { db: Database; stripe: StripeBilling },
  userId: number,
): Promise<void> {
  const live = await deps.db
    .select({ id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, 'stripe'),
        ne(subscriptions.status, 'canceled'),
        isNotNull(subscriptions.providerSubscriptionId),
      ),
    );
  for (const { id } of live) {
    if (!id) continue;
    const current = await stripeCall(() => deps.stripe.sdk.subscriptions.retrieve(id));
    if (current.status === 'canceled' || current.status === 'incomplete_expired') continue;
    await stripeCall(() => deps.stripe.sdk.subscriptions.cancel(id));
  }
}
