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
 * canceled at once). Resubscribe: cancel_at_period_end off. Upgrade: Premium's price at once, the
 * prorated difference charged now (a trial ends now). Downgrade: Basic's price with no proration plus PREMIUM_UNTIL,
 * so the paid Premium period runs out and Stripe bills Basic from the next invoice. The current plan
 * again undoes a pending downgrade.
 */
async function callStripe(
  stripe: StripeBilling,
  row: SubscriptionRow,
  change: StripeChange,
  id: string,
  prorationDate: number,
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
    ...upgradeChange(row, item.id, priceIds.premium, prorationDate),
    // A card that refuses the charge fails the call (402) and leaves the subscription as it was.
    payment_behavior: 'error_if_incomplete',
    metadata: { [PREMIUM_UNTIL]: '' },
  });
}

/**
 * The upgrade's change at Stripe: Premium's price at once, the prorated difference invoiced and charged
 * now (always_invoice), computed for `prorationDate` so a preview and the change give the same amount;
 * a trial ends now instead (Premium's first month is charged).
 */
function upgradeChange(row: SubscriptionRow, itemId: string, premiumPrice: string, prorationDate: number) {
  return {
    items: [{ id: itemId, price: premiumPrice }],
    proration_behavior: 'always_invoice' as const,
    proration_date: prorationDate,
    ...(row.status === 'trialing' ? { trial_end: 'now' as const } : {}),
  };
}

/** What Stripe will charge now for an upgrade at `now` (its invoice preview), and the proration time used. */
export async function previewStripeUpgrade(
  stripe: StripeBilling,
  row: SubscriptionRow,
  now: Date,
): Promise<{ amountDueCents: number; prorationDate: number }> {
  const id = row.providerSubscriptionId;
  if (!id || !row.providerCustomerId) throw noSubscription();
  const customer = row.providerCustomerId;
  const prorationDate = Math.floor(now.getTime() / 1000);
  const priceIds = await stripeCall(() => stripe.priceIds());
  const current = await stripeCall(() => stripe.sdk.subscriptions.retrieve(id));
  const item = current.items.data[0];
  if (!item) throw new Error('a Stripe subscription without an item');
  const invoice = await stripeCall(() =>
    stripe.sdk.invoices.createPreview({
      customer,
      subscription: id,
      subscription_details: upgradeChange(row, item.id, priceIds.premium, prorationDate),
    }),
  );
  return { amountDueCents: invoice.amount_due, prorationDate };
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
    // An upgrade that charges: Stripe's preview says the amount, for the same proration time as the change.
    const upgrade =
      change.kind === 'changePlan' && transition.chargeCents > 0
        ? await previewStripeUpgrade(deps.stripe, row, now)
        : null;
    const prorationDate = upgrade?.prorationDate ?? Math.floor(now.getTime() / 1000);
    const sub = await stripeCall(() => callStripe(deps.stripe, row, change, id, prorationDate));
    const priceIds = await stripeCall(() => deps.stripe.priceIds());
    const state = stripeMachineState(sub, priceIds) ?? transition.state;
    await storeStripeSubscription(tx, sub, priceIds, now);
    return changeResult(state, upgrade?.amountDueCents ?? transition.chargeCents, now);
  });
}
