import type { PaidPlan, SubscriptionChangeResponse } from '../../contract/billing.js';
import type { Database } from '../db/client.js';
import { changeSubscription } from './change-subscription.js';
import { changePlan as change } from './subscription-machine.js';

/** Upgrade (Basic -> Premium) at once, charged prorated; downgrade at the period's end. */
export const changePlan = (
  deps: { db: Database; clock: () => Date },
  userId: number,
  plan: PaidPlan,
): Promise<SubscriptionChangeResponse> => changeSubscription(deps, userId, (s, now) => change(s, plan, now));
