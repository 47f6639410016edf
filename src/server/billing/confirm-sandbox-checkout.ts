import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  billingErrorCodes as codes,
  billingErrorMessages as messages,
  type SandboxConfirmResponse,
  type sandboxConfirmRequestSchema,
} from '../../contract/billing.js';
import type { Database } from '../db/client.js';
import { billingCheckouts, subscriptions } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { alreadySubscribed, cardDeclined, insufficientFunds } from './billing-errors.js';
import { hashSecret } from './checkout-secret.js';
import { cardExpired, sandboxCardOutcome } from './sandbox-cards.js';
import { checkoutCompleted } from './subscription-machine.js';
import { applyUserPlan } from './subscription-store.js';
import { toSubscriptionView } from './subscription-view.js';
import { trialUsed } from './trial-emails.js';

type Card = z.output<typeof sandboxConfirmRequestSchema>;

/**
 * Confirms a sandbox checkout with a test card (sandbox-cards.ts). The card is checked first (unknown
 * number, past expiry: 400; declined: 402, the checkout stays usable), then the client secret: another
 * user's or an unknown one is 404, a used one 409, an expired one 410. Success takes the secret once and
 * applies "checkout completed" in one transaction; the one-live-subscription index makes a second
 * checkout of the same user 409, however many run at once.
 */
export async function confirmSandboxCheckout(
  deps: { db: Database; clock: () => Date; secret: string },
  userId: number,
  card: Card,
): Promise<SandboxConfirmResponse> {
  const now = deps.clock();
  const outcome = sandboxCardOutcome(card.cardNumber);
  if (!outcome) throw AppError.validation({ cardNumber: messages.unknownCard });
  if (cardExpired(card.expMonth, card.expYear, now))
    throw AppError.validation({ expYear: messages.expiryPast });

  const secretHash = hashSecret(card.clientSecret);
  const [checkout] = await deps.db
    .select()
    .from(billingCheckouts)
    .where(eq(billingCheckouts.secretHash, secretHash));
  if (!checkout || checkout.userId !== userId)
    throw new AppError(codes.checkoutNotFound, 404, messages.checkoutNotFound);
  if (checkout.usedAt) throw new AppError(codes.checkoutUsed, 409, messages.checkoutUsed);
  if (checkout.expiresAt <= now) throw new AppError(codes.checkoutExpired, 410, messages.checkoutExpired);
  if (outcome === 'declined') throw cardDeclined();
  if (outcome === 'insufficientFunds') throw insufficientFunds();

  return deps.db.transaction(async (tx) => {
    const taken = await tx
      .update(billingCheckouts)
      .set({ usedAt: now })
      .where(and(eq(billingCheckouts.id, checkout.id), isNull(billingCheckouts.usedAt)))
      .returning({ id: billingCheckouts.id });
    if (taken.length === 0) throw new AppError(codes.checkoutUsed, 409, messages.checkoutUsed);
    const transition = checkoutCompleted(checkout.plan, await trialUsed(tx, userId, deps.secret), now);
    if (!transition.ok) throw new Error('checkout completed was refused');
    const { state, chargeCents } = transition;
    const inserted = await tx
      .insert(subscriptions)
      .values({
        ...state,
        userId,
        provider: 'sandbox',
        providerCustomerId: `sandbox_cus_${userId}`,
        providerSubscriptionId: `sandbox_sub_${checkout.id}`,
        cardLast4: card.cardNumber.slice(-4),
        providerUpdatedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: subscriptions.id });
    // The one-live-subscription index: another checkout of this user won; this one rolls back unused.
    if (inserted.length === 0) throw alreadySubscribed();
    const columns = await applyUserPlan(tx, userId, state);
    const subscription = toSubscriptionView(columns, now);
    if (!subscription) throw new Error('a new subscription gives no access');
    return { subscription, amountChargedCents: chargeCents };
  });
}
