import type { SubscriptionChangeResponse } from '../../contract/billing.js';
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
    subscription: toSubscriptionView(userPlanColumns(state), now),
    amountChargedCents: chargeCents,
    nextPlan: state.pendingPlan,
  };
}
