import type { PaidPlan, PlanChangeQuote } from '../../contract/billing.js';
import type { Database } from '../db/client.js';
import { noSubscription, refusalError } from './billing-errors.js';
import { previewStripeUpgrade } from './change-stripe-subscription.js';
import type { StripeBilling } from './stripe-client.js';
import { changePlan } from './subscription-machine.js';
import { findLiveSubscription, toMachineState } from './subscription-store.js';

/**
 * What changing to `plan` would cost now, without changing anything. The machine decides whether the
 * change is allowed (409 as the change itself would answer) and, in the sandbox, the amount (the
 * difference for the days left, or Premium's first month when a trial ends). Through Stripe, Stripe's
 * own preview of the invoice the upgrade creates is the amount.
 */
export async function quotePlanChange(
  deps: { db: Database; clock: () => Date; stripe: StripeBilling | null },
  userId: number,
  plan: PaidPlan,
): Promise<PlanChangeQuote> {
  const now = deps.clock();
  const row = await findLiveSubscription(deps.db, userId);
  if (!row || row.status === 'incomplete') throw noSubscription();
  const transition = changePlan(toMachineState(row), plan, now);
  if (!transition.ok) throw refusalError(transition.reason);
  const effective = transition.state.plan === plan ? 'now' : 'periodEnd';
  if (!deps.stripe || row.provider !== 'stripe' || transition.chargeCents === 0) {
    return { plan, amountDueNowCents: transition.chargeCents, effective };
  }
  return { plan, amountDueNowCents: await previewStripeUpgrade(deps.stripe, row, now), effective };
}
