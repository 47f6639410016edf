import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { ErrorCode } from '../../contract/errors.js';
import type { Database } from '../db/client.js';
import { stripeEvents } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { stripeCall } from './stripe-call.js';
import type { StripeBilling } from './stripe-client.js';
import { storeStripeSubscription } from './stripe-store.js';

const subscriptionEvents = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);
const invoiceEvents = new Set(['invoice.paid', 'invoice.payment_failed']);

const badSignature = () =>
  new AppError(ErrorCode.validation, 400, 'The Stripe signature is missing, wrong or too old.');

/** What every Stripe event has; a signed body without it is refused rather than half read. */
const eventShape = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.looseObject({ object: z.looseObject({ object: z.string(), id: z.string() }) }),
});

/** The subscription an event is about, or null for an event this server does not act on. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object;
  if (subscriptionEvents.has(event.type) && object.object === 'subscription') return object.id;
  if (invoiceEvents.has(event.type) && object.object === 'invoice') {
    const sub = object.parent?.subscription_details?.subscription;
    return sub ? (typeof sub === 'string' ? sub : sub.id) : null;
  }
  return null;
}

/**
 * A Stripe webhook: the signature over the raw body is checked (wrong or older than 5 minutes: 400,
 * nothing written). Subscription and invoice events re-read the subscription from Stripe and store that
 * state, so events arriving late or out of order still end at Stripe's newest state, and a read older
 * than the stored one is not applied (saveState). The event id is inserted in the same transaction as
 * the effect: a redelivered event changes nothing. Other events are answered and ignored.
 */
export async function handleStripeWebhook(
  deps: { db: Database; clock: () => Date; stripe: StripeBilling; log: FastifyBaseLogger },
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true }> {
  const secret = deps.stripe.settings.webhookSecret;
  if (!secret || !signature) throw badSignature();
  let event: Stripe.Event;
  try {
    event = deps.stripe.sdk.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw badSignature();
  }
  if (!eventShape.safeParse(event).success)
    throw new AppError(ErrorCode.validation, 400, 'The body is not a Stripe event.');
  if (event.type === 'customer.subscription.trial_will_end') {
    deps.log.info({ eventId: event.id, subscription: event.data.object.id }, 'stripe trial will end');
    return { received: true };
  }
  const subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId) return { received: true };

  const seenAt = deps.clock();
  const sub = await stripeCall(() => deps.stripe.sdk.subscriptions.retrieve(subscriptionId));
  const priceIds = await stripeCall(() => deps.stripe.priceIds());
  await deps.db.transaction(async (tx) => {
    const first = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, receivedAt: seenAt })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (first.length === 0) return;
    const applied = await storeStripeSubscription(tx, sub, priceIds, seenAt);
    deps.log.info({ eventId: event.id, type: event.type, subscription: sub.id, applied }, 'stripe event');
  });
  return { received: true };
}
