import type { PaidPlan, Subscription, SubscriptionChangeResponse } from '../../contract/billing.js';
import type { MachineState } from './subscription-machine.js';
import { userPlanColumns } from './subscription-store.js';
import { toSubscriptionView } from './subscription-view.js';

/** The answer of a change: the subscription as GET /api/subscription will read it, and the charge. */
export function changeResult(
  state: MachineState,
  chargeCents: number,
  now: Date,
): SubscriptionChangeResponse {
  return {
    subscription: withNextPlan(toSubscriptionView(userPlanColumns(state), now), state.pendingPlan),
    amountChargedCents: chargeCents,
    nextPlan: state.pendingPlan,
  };
}

const withNextPlan = (view: Subscription | null, nextPlan: PaidPlan | null): Subscription | null =>
  view && { ...view, nextPlan };
