import type Stripe from 'stripe';
import type { PaidPlan, SubscriptionStatus } from '../../contract/billing.js';
import type { MachineState } from './subscription-machine.js';

/**
 * A downgrade waits for the period's end this way: the item's price is changed to Basic at once with no
 * proration (Stripe bills Basic from the next invoice) and this metadata key holds the end of the
 * period already paid at Premium; until that period ends the subscription still reads as Premium with
 * Basic pending.
 */
export const PREMIUM_UNTIL = 'premium_until';

const toDate = (seconds: number) => new Date(seconds * 1000);

/**
 * Stripe's status as the machine's: a trial without a saved card is still incomplete (only a confirmed
 * card grants a plan); unpaid and paused give no access (past_due); incomplete_expired is canceled.
 */
function statusOf(sub: Stripe.Subscription): SubscriptionStatus {
  switch (sub.status) {
    case 'trialing':
      return sub.default_payment_method ? 'trialing' : 'incomplete';
    case 'active':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'incomplete';
  }
}

/** The plan of a price id (configured or found by lookup key), or null for a price that is not ours. */
export function planOfPrice(priceId: string, priceIds: Record<PaidPlan, string>): PaidPlan | null {
  if (priceId === priceIds.basic) return 'basic';
  if (priceId === priceIds.premium) return 'premium';
  return null;
}

/**
 * The machine's state of a Stripe subscription: plan from the price, status, the period of its item,
 * trial end, cancel at period end, a pending downgrade (PREMIUM_UNTIL). Null when its price is not a
 * Voxpert plan.
 */
export function stripeMachineState(
  sub: Stripe.Subscription,
  priceIds: Record<PaidPlan, string>,
): MachineState | null {
  const item = sub.items.data[0];
  if (!item) return null;
  const pricePlan = planOfPrice(item.price.id, priceIds);
  if (!pricePlan) return null;
  const downgradePending =
    pricePlan === 'basic' && sub.metadata[PREMIUM_UNTIL] === String(item.current_period_end);
  const status = statusOf(sub);
  return {
    plan: downgradePending ? 'premium' : pricePlan,
    status,
    // The one trial counts as used only once a card confirmed it.
    trialEnd: sub.trial_end && status !== 'incomplete' ? toDate(sub.trial_end) : null,
    currentPeriodStart: toDate(item.current_period_start),
    currentPeriodEnd: toDate(item.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    pendingPlan: downgradePending ? 'basic' : null,
    canceledAt: status === 'canceled' ? toDate(sub.ended_at ?? sub.canceled_at ?? sub.created) : null,
  };
}

/** The client secret the browser confirms: the trial's card setup, else the first invoice's payment. */
export function checkoutClientSecret(sub: Stripe.Subscription): string | null {
  const setup = sub.pending_setup_intent;
  if (setup && typeof setup !== 'string' && setup.client_secret) return setup.client_secret;
  const invoice = sub.latest_invoice;
  if (invoice && typeof invoice !== 'string') return invoice.confirmation_secret?.client_secret ?? null;
  return null;
}

export const customerIdOf = (sub: Stripe.Subscription): string =>
  typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
