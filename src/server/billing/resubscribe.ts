import type { SubscriptionChangeResponse } from '../../contract/billing.js';
import type { Database } from '../db/client.js';
import { changeSubscription } from './change-subscription.js';
import { resubscribe as undoCancel } from './subscription-machine.js';

/** Resubscribe: undoes a pending cancel before the period's end; after it, 409 (a new checkout is needed). */
export const resubscribe = (
  deps: { db: Database; clock: () => Date },
  userId: number,
): Promise<SubscriptionChangeResponse> => changeSubscription(deps, userId, undoCancel);
