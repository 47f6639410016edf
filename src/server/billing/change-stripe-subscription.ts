import type Stripe from 'stripe';
import type { PaidPlan, SubscriptionChangeResponse } from '../../contract/billing.js';
import type { Database } from '../db/client.js';
import type { SubscriptionRow } from '../db/schema/index.js';
import { noSubscription, refusalError } from './billing-errors.js';
import { stripeCall } from './stripe-call.js';
import type { StripeBilling } from './stripe-client.js';
import { PREMIUM_UNTIL, stripeMachineState } from './stripe-state.js';
import { storeStripeSubscription } from './stripe-store.js';
import {
  cancel,
  changePlan,
  type MachineState,
  resubscribe,
  type Transition,
} from './subscription-machine.js';
import { changeResult } from './subscription-result.js';
import { lockLiveSubscription, toMachineState } from './subscription-store.js';

export type StripeChange =
  | { kind: 'cancel' }
  | { kind: 'resubscribe' }
  | { kind: 'changePlan'; plan: PaidPlan };

const transitionOf = (change: StripeChange, s: MachineState, now: Date): Transition =>
  change.kind === 'cancel'
    ? cancel(s, now)
    : change.kind === 'resubscribe'
      ? resubscribe(s, now)
      : changePlan(s, change.plan, now);

/**
 * The Stripe call for a change the machine allowed. Cancel: cancel_at_period_end (a past_due one is
 * canceled at once). Resubscribe: cancel_at_period_end off. Upgrade: Premium's price at once with
 * create_prorations (a trial ends now). Downgrade: Basic's price with no proration plus PREMIUM_UNTIL,
 * so the paid Premium period runs out and Stripe bills Basic from the next invoice. The current plan
 * again undoes a pending downgrade.
 */
async function callStripe(
  stripe: StripeBilling,
  row: SubscriptionRow,
  change: StripeChange,
  id: string,
): Promise<Stripe.Subscription> {
  const { sdk } = stripe;
  if (change.kind === 'cancel') {
    if (row.status === 'past_due') return sdk.subscriptions.cancel(id);
    return sdk.subscriptions.update(id, { cancel_at_period_end: true });
  }
  if (change.kind === 'resubscribe') return sdk.subscriptions.update(id, { cancel_at_period_end: false });
  const priceIds = await stripe.priceIds();
  const current = await sdk.subscriptions.retrieve(id);
  const item = current.items.data[0];
  if (!item) throw new Error('a Stripe subscription without an item');
  if (change.plan === 'basic') {
    return sdk.subscriptions.update(id, {
      items: [{ id: item.id, price: priceIds.basic }],
      proration_behavior: 'none',
      metadata: { [PREMIUM_UNTIL]: String(item.current_period_end) },
    });
  }
  if (row.pendingPlan) {
    return sdk.subscriptions.update(id, {
      items: [{ id: item.id, price: priceIds.premium }],
      proration_behavior: 'none',
      metadata: { [PREMIUM_UNTIL]: '' },
    });
  }
  return sdk.subscriptions.update(id, {
    items: [{ id: item.id, price: priceIds.premium }],
    proration_behavior: 'create_prorations',
    metadata: { [PREMIUM_UNTIL]: '' },
    ...(row.status === 'trialing' ? { trial_end: 'now' as const } : {}),
  });
}

/**
 * A user's change (cancel, resubscribe, change plan) in Stripe mode: the machine decides whether it is
 * allowed (409 otherwise, as in the sandbox), Stripe makes it, and Stripe's answer is stored at once so
 * the screen is right before the webhook arrives (which then stores the same state, or a newer one).
 */
export async function changeStripeSubscription(
  deps: { db: Database; clock: () => Date; stripe: StripeBilling },
  userId: number,
  change: StripeChange,
): Promise<SubscriptionChangeResponse> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await lockLiveSubscription(tx, userId);
    const id = row?.providerSubscriptionId;
    if (!row || !id || row.provider !== 'stripe') throw noSubscription();
    const transition = transitionOf(change, toMachineState(row), now);
    if (!transition.ok) throw refusalError(transition.reason);
    const sub = await stripeCall(() => callStripe(deps.stripe, row, change, id));
    const priceIds = await stripeCall(() => deps.stripe.priceIds());
    const state = stripeMachineState(sub, priceIds) ?? transition.state;
    await storeStripeSubscription(tx, sub, priceIds, now);
    return changeResult(state, transition.chargeCents, now);
  });
}
