import Stripe from 'stripe';
import { billingErrorCodes as codes, billingErrorMessages as messages } from '../../contract/billing.js';
import { AppError } from '../http/app-error.js';

/**
 * Runs a call to Stripe; a card refusal is 402 CARD_DECLINED, anything else Stripe or the network
 * refuses is 502 PAYMENT_PROVIDER_ERROR (never a 500 with Stripe's details).
 */
export async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError)
      throw new AppError(codes.cardDeclined, 402, messages.cardDeclined);
    if (err instanceof Stripe.errors.StripeError)
      throw new AppError(codes.providerError, 502, messages.providerError);
    throw err;
  }
}
