import { count, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { BASIC_TRIAL_DAYS, type CreateSubscriptionResponse, type PaidPlan } from '../../contract/billing.js';
import type { Database } from '../db/client.js';
import { stripeCustomers, subscriptions, users } from '../db/schema/index.js';
import { alreadySubscribed } from './billing-errors.js';
import { checkoutAmounts } from './checkout-amounts.js';
import { stripeCall } from './stripe-call.js';
import type { StripeBilling } from './stripe-client.js';
import { checkoutClientSecret, stripeMachineState } from './stripe-state.js';
import { storeStripeSubscription } from './stripe-store.js';
import { lockLiveSubscription } from './subscription-store.js';
import { trialUsed } from './trial-emails.js';

/** Stripe lets an incomplete subscription's first payment be confirmed for 23 hours. */
const INCOMPLETE_TTL_MS = 23 * 3600 * 1000;
const expand = ['latest_invoice.confirmation_secret', 'pending_setup_intent'];

/**
 * Starts a Stripe checkout for a plan. The user's row is locked for the whole checkout, so one user's
 * simultaneous calls run one after another: the first creates the customer (once, stored) and an
 * incomplete subscription, the rest find that subscription and answer its client secret. Every creating
 * call also has an idempotency key. Basic gets a 7-day trial while the account's one trial is unused
 * (the card is saved by the setup intent); Premium's first invoice is paid at once. The row stays
 * incomplete (no access) until Stripe's webhook says the card was confirmed.
 */
export async function createStripeSubscription(
  deps: { db: Database; clock: () => Date; secret: string; stripe: StripeBilling },
  userId: number,
  plan: PaidPlan,
): Promise<CreateSubscriptionResponse> {
  const { sdk, settings } = deps.stripe;
  const priceIds = await stripeCall(() => deps.stripe.priceIds());
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new Error('the signed-in user was not found');
    const live = await lockLiveSubscription(tx, userId);
    if (live && live.status !== 'incomplete') throw alreadySubscribed();

    let customer = (await tx.select().from(stripeCustomers).where(eq(stripeCustomers.userId, userId)))[0];
    if (!customer) {
      const created = await stripeCall(() =>
        sdk.customers.create(
          { email: user.username, metadata: { user_id: String(userId) } },
          { idempotencyKey: `voxpert-customer-${userId}` },
        ),
      );
      [customer] = await tx
        .insert(stripeCustomers)
        .values({ userId, customerId: created.id, createdAt: now })
        .returning();
    }
    if (!customer) throw new Error('the Stripe customer was not stored');

    const trial = plan === 'basic' && !(await trialUsed(tx, userId, deps.secret));
    let sub: Stripe.Subscription | null = null;
    if (live?.providerSubscriptionId) {
      // A checkout already started (a double click, or a return to the pricing page): reuse it for the
      // same plan and offer; otherwise it is canceled at Stripe and a new one starts.
      const id = live.providerSubscriptionId;
      const existing = await stripeCall(() => sdk.subscriptions.retrieve(id, { expand }));
      const sameOffer =
        live.plan === plan &&
        (existing.trial_end !== null) === trial &&
        existing.status !== 'incomplete_expired';
      if (sameOffer && checkoutClientSecret(existing)) sub = existing;
      else {
        const canceled = await stripeCall(() => sdk.subscriptions.cancel(id));
        await storeStripeSubscription(tx, canceled, priceIds, now);
      }
    }
    if (!sub) {
      const [history] = await tx
        .select({ n: count() })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId));
      const customerId = customer.customerId;
      sub = await stripeCall(() =>
        sdk.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: priceIds[plan] }],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            expand,
            metadata: { user_id: String(userId) },
            ...(trial ? { trial_period_days: BASIC_TRIAL_DAYS } : {}),
          },
          { idempotencyKey: `voxpert-subscription-${userId}-${history?.n ?? 0}-${plan}` },
        ),
      );
      const state = stripeMachineState(sub, priceIds);
      if (!state) throw new Error('Stripe answered a subscription without the plan price');
      // Stored as incomplete whatever Stripe answered: the webhook grants the plan.
      await tx
        .insert(subscriptions)
        .values({
          ...state,
          status: 'incomplete',
          trialEnd: null,
          userId,
          provider: 'stripe',
          providerCustomerId: customerId,
          providerSubscriptionId: sub.id,
          providerUpdatedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
    }
    const clientSecret = checkoutClientSecret(sub);
    if (!clientSecret) throw new Error('Stripe answered a subscription without a client secret');
    return {
      clientSecret,
      mode: 'stripe',
      plan,
      ...checkoutAmounts(plan, trial),
      expiresAt: new Date(now.getTime() + INCOMPLETE_TTL_MS).toISOString(),
      publishableKey: settings.publishableKey,
    };
  });
}
