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
  now: Date,
): Promise<{ sub: Stripe.Subscription; chargedCents: number | null }> {
  const { sdk } = stripe;
  const made = (sub: Stripe.Subscription) => ({ sub, chargedCents: null });
  if (change.kind === 'cancel') {
    if (row.status === 'past_due') return made(await sdk.subscriptions.cancel(id));
    return made(await sdk.subscriptions.update(id, { cancel_at_period_end: true }));
  }
  if (change.kind === 'resubscribe') {
    return made(await sdk.subscriptions.update(id, { cancel_at_period_end: false }));
  }
  const priceIds = await stripe.priceIds();
  const item = await firstItem(stripe, id);
  if (change.plan === 'basic') {
    return made(
      await sdk.subscriptions.update(id, {
        items: [{ id: item.id, price: priceIds.basic }],
        proration_behavior: 'none',
        metadata: { [PREMIUM_UNTIL]: String(item.current_period_end) },
      }),
    );
  }
  if (row.pendingPlan) {
    return made(
      await sdk.subscriptions.update(id, {
        items: [{ id: item.id, price: priceIds.premium }],
        proration_behavior: 'none',
        metadata: { [PREMIUM_UNTIL]: '' },
      }),
    );
  }
  // Stripe's preview says what is charged, for the same proration second as the change itself.
  const upgrade = upgradeChange(row, item.id, priceIds.premium, now);
  const chargedCents = await previewAmount(stripe, row, upgrade);
  const sub = await sdk.subscriptions.update(id, {
    ...upgrade,
    // A card that refuses the charge fails the call (402) and leaves the subscription as it was.
    payment_behavior: 'error_if_incomplete',
    metadata: { [PREMIUM_UNTIL]: '' },
  });
  return { sub, chargedCents };
}

async function firstItem(stripe: StripeBilling, id: string): Promise<Stripe.SubscriptionItem> {
  const current = await stripe.sdk.subscriptions.retrieve(id);
  const item = current.items.data[0];
  if (!item) throw new Error('a Stripe subscription without an item');
  return item;
}

/**
 * The upgrade's change at Stripe: Premium's price at once, the prorated difference invoiced and charged
 * now (always_invoice), computed for the second of `now` so a preview and the change give the same
 * amount; a trial ends now instead (Premium's first month is charged).
 */
function upgradeChange(row: SubscriptionRow, itemId: string, premiumPrice: string, now: Date) {
  return {
    items: [{ id: itemId, price: premiumPrice }],
    proration_behavior: 'always_invoice' as const,
    proration_date: Math.floor(now.getTime() / 1000),
    ...(row.status === 'trialing' ? { trial_end: 'now' as const } : {}),
  };
}

/** What Stripe's invoice preview says the upgrade charges now. */
async function previewAmount(
  stripe: StripeBilling,
  row: SubscriptionRow,
  upgrade: ReturnType<typeof upgradeChange>,
): Promise<number> {
  const id = row.providerSubscriptionId;
  const customer = row.providerCustomerId;
  if (!id || !customer) throw noSubscription();
  const invoice = await stripe.sdk.invoices.createPreview({
    customer,
    subscription: id,
    subscription_details: upgrade,
  });
  return invoice.amount_due;
}

/** What Stripe will charge now for an upgrade at `now` (its invoice preview); nothing changes. */
export async function previewStripeUpgrade(
  stripe: StripeBilling,
  row: SubscriptionRow,
  now: Date,
): Promise<number> {
  const id = row.providerSubscriptionId;
  if (!id) throw noSubscription();
  return stripeCall(async () => {
    const priceIds = await stripe.priceIds();
    const item = await firstItem(stripe, id);
    return previewAmount(stripe, row, upgradeChange(row, item.id, priceIds.premium, now));
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
    const { sub, chargedCents } = await stripeCall(() => callStripe(deps.stripe, row, change, id, now));
    const priceIds = await stripeCall(() => deps.stripe.priceIds());
    const state = stripeMachineState(sub, priceIds) ?? transition.state;
    await storeStripeSubscription(tx, sub, priceIds, now);
    return changeResult(state, chargedCents ?? transition.chargeCents, now);
  });
}
