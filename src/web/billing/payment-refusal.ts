import { translator } from '../i18n/current.js';

/** The sentence for a payment that failed without a reason, in the page's language. */
export const unexpectedPaymentError = (): string =>
  translator()('An unexpected error occurred during payment processing');

/**
 * What the payment provider said when it did not take the card: `card` for the card itself (declined,
 * insufficient funds, incomplete number), anything else for a problem on the way.
 */
export class PaymentRefusal extends Error {
  constructor(
    readonly kind: 'card' | 'other',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentRefusal';
  }
}
