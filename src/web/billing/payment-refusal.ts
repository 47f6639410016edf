export const unexpectedPaymentError = 'An unexpected error occurred during payment processing';

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
