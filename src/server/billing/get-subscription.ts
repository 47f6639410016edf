import { billingMessages, type Subscription } from '../../contract/billing.js';
import { ErrorCode } from '../../contract/errors.js';
import { AppError } from '../http/app-error.js';
import { type StoredSubscription, toSubscriptionView } from './subscription-view.js';

/**
 * The signed-in user's subscription, read from the user row the session loaded with this request.
 * No subscription that gives access answers 404 NO_SUBSCRIPTION, which the browser reads as Free.
 */
export function getSubscription(deps: { clock: () => Date }, user: StoredSubscription): Subscription {
  const view = toSubscriptionView(user, deps.clock());
  if (!view) throw new AppError(ErrorCode.noSubscription, 404, billingMessages.noSubscription);
  return view;
}
