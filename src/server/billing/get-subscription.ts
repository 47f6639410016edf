import { billingMessages, type Subscription } from '../../contract/billing.js';
import { ErrorCode } from '../../contract/errors.js';
import type { Database } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { findLiveSubscription } from './subscription-store.js';
import { type StoredSubscription, toSubscriptionView } from './subscription-view.js';

/**
 * The signed-in user's subscription, read from the user row the session loaded with this request, and
 * the plan that follows at the period's end (a pending switch to Basic) from the live subscription.
 * A renewal that is unpaid reads as past_due (no paid access meanwhile); no subscription, or one that
 * ended, answers 404 NO_SUBSCRIPTION, which the browser reads as Free. A plan set in the staff console
 * with no billed subscription behind it is marked grantedBySupport (there is nothing to cancel).
 */
export async function getSubscription(
  deps: { db: Database; clock: () => Date },
  user: StoredSubscription & { id: number },
): Promise<Subscription> {
  const view = toSubscriptionView(user, deps.clock());
  const live = await findLiveSubscription(deps.db, user.id);
  if (view) return { ...view, nextPlan: live?.pendingPlan ?? null, grantedBySupport: live === null };
  if (live?.status === 'past_due') {
    return {
      status: 'past_due',
      plan: live.plan,
      currentPeriodEnd: live.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: false,
      nextPlan: live.pendingPlan,
    };
  }
  throw new AppError(ErrorCode.noSubscription, 404, billingMessages.noSubscription);
}
