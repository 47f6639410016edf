import type { StripeSyncResponse } from '../../contract/billing.js';
import type { Database } from '../db/client.js';
import { noSubscription } from './billing-errors.js';
import { stripeCall } from './stripe-call.js';
import type { StripeBilling } from './stripe-client.js';
import { stripeMachineState } from './stripe-state.js';
import { storeStripeSubscription } from './stripe-store.js';
import { lockLiveSubscription, userPlanColumns } from './subscription-store.js';
import { toSubscriptionView } from './subscription-view.js';

/**
 * Right after Stripe.js confirmed the card in the browser: re-reads the user's subscription from Stripe
 * and stores it, so the plan applies at once instead of when the webhook arrives. Only Stripe's own state
 * is stored (the same path as the webhook, never older than what is stored), so this can grant nothing
 * that Stripe has not been paid for. No subscription started at Stripe: 404 NO_SUBSCRIPTION.
 */
export async function syncStripeSubscription(
  deps: { db: Database; clock: () => Date; stripe: StripeBilling },
  userId: number,
): Promise<StripeSyncResponse> {
  return deps.db.transaction(async (tx) => {
    const row = await lockLiveSubscription(tx, userId);
    const id = row?.providerSubscriptionId;
    if (!row || !id || row.provider !== 'stripe') throw noSubscription();
    const seenAt = deps.clock();
    const sub = await stripeCall(() => deps.stripe.sdk.subscriptions.retrieve(id));
    const priceIds = await stripeCall(() => deps.stripe.priceIds());
    await storeStripeSubscription(tx, sub, priceIds, seenAt);
    const state = stripeMachineState(sub, priceIds);
    return { subscription: state ? toSubscriptionView(userPlanColumns(state), seenAt) : null };
  });
}
