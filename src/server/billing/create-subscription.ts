import type { CreateSubscriptionResponse, PaidPlan } from '../../contract/billing.js';
import type { Database } from '../db/client.js';
import { billingCheckouts } from '../db/schema/index.js';
import { alreadySubscribed } from './billing-errors.js';
import { checkoutAmounts } from './checkout-amounts.js';
import { CHECKOUT_TTL_MS, hashSecret, newClientSecret } from './checkout-secret.js';
import { lockLiveSubscription } from './subscription-store.js';
import { trialUsed } from './trial-emails.js';

/**
 * Starts a sandbox checkout for a plan: a client secret for this user and plan, and what confirming it
 * will charge (Basic's first checkout: nothing now, a 7-day trial). Nothing changes the plan until the
 * checkout is confirmed with a card. A user with a subscription that is not canceled changes plan instead.
 */
export async function createSubscription(
  deps: { db: Database; clock: () => Date; secret: string },
  userId: number,
  plan: PaidPlan,
): Promise<CreateSubscriptionResponse> {
  const now = deps.clock();
  const clientSecret = newClientSecret();
  const expiresAt = new Date(now.getTime() + CHECKOUT_TTL_MS);
  const trial = await deps.db.transaction(async (tx) => {
    if (await lockLiveSubscription(tx, userId)) throw alreadySubscribed();
    await tx
      .insert(billingCheckouts)
      .values({ userId, plan, secretHash: hashSecret(clientSecret), expiresAt, createdAt: now });
    return plan === 'basic' && !(await trialUsed(tx, userId, deps.secret));
  });
  return {
    clientSecret,
    mode: 'sandbox',
    plan,
    ...checkoutAmounts(plan, trial),
    expiresAt: expiresAt.toISOString(),
  };
}
