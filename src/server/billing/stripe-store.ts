import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { PaidPlan } from '../../contract/billing.js';
import type { Database } from '../db/client.js';
import { stripeCustomers, subscriptions } from '../db/schema/index.js';
import { customerIdOf, stripeMachineState } from './stripe-state.js';
import { applyUserPlan, saveState } from './subscription-store.js';

/**
 * Stores Stripe's state of a subscription (read at `seenAt`) through the machine's state and saveState,
 * in the caller's transaction: a state read earlier than the one stored is not applied. A subscription
 * not yet stored (made outside this server) is inserted for the customer's user; one of an unknown
 * customer, or with a price that is not a plan, is ignored.
 */
export async function storeStripeSubscription(
  tx: Database,
  sub: Stripe.Subscription,
  priceIds: Record<PaidPlan, string>,
  seenAt: Date,
): Promise<boolean> {
  const state = stripeMachineState(sub, priceIds);
  if (!state) return false;
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, sub.id))
    .for('update');
  if (row) return saveState(tx, row, state, seenAt);
  const customerId = customerIdOf(sub);
  const [customer] = await tx
    .select()
    .from(stripeCustomers)
    .where(eq(stripeCustomers.customerId, customerId));
  if (!customer) return false;
  const inserted = await tx
    .insert(subscriptions)
    .values({
      ...state,
      userId: customer.userId,
      provider: 'stripe',
      providerCustomerId: customerId,
      providerSubscriptionId: sub.id,
      providerUpdatedAt: seenAt,
      createdAt: seenAt,
      updatedAt: seenAt,
    })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id });
  if (inserted.length === 0) return false;
  await applyUserPlan(tx, customer.userId, state);
  return true;
}
