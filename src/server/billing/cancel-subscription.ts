import type { SubscriptionChangeResponse } from '../../contract/billing.js';
import type { Database } from '../db/client.js';
import { changeSubscription } from './change-subscription.js';
import { cancel } from './subscription-machine.js';

/** Cancel: the plan stays until the period's end (a past_due one ends at once). */
export const cancelSubscription = (
  deps: { db: Database; clock: () => Date },
  userId: number,
): Promise<SubscriptionChangeResponse> => changeSubscription(deps, userId, cancel);
