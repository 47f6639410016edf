/**
 * Billing values without zod: the paid plans, their prices and trial, and the error codes. The pricing
 * page imports these on a first visit; the zod schemas (billing.ts, which re-exports all of this) load
 * only where an answer is checked.
 */
/** The paid plans (subscriptionType other than free). */
export const paidPlans = ['basic', 'premium'] as const;
export type PaidPlan = (typeof paidPlans)[number];

/**
 * Whose call to the language model it is, most urgent first: a Premium person's turn, a Basic one's,
 * a Free person's or a guest's, then background work nobody is waiting on (summaries, memory,
 * reminder phrasing). When the provider is busy, the server serves waiting calls in this order.
 */
export const callPriorities = ['premium', 'basic', 'free', 'background'] as const;
export type CallPriority = (typeof callPriorities)[number];

// --- Paid plans (Plans and prices): monthly prices in integer cents, Basic's trial ---

/** Basic: $20 a month, after its free trial. */
export const BASIC_MONTHLY_CENTS = 2000;
/** Premium: $35 a month, no trial. */
export const PREMIUM_MONTHLY_CENTS = 3500;
export const planPriceCents: Record<PaidPlan, number> = {
  basic: BASIC_MONTHLY_CENTS,
  premium: PREMIUM_MONTHLY_CENTS,
};
/** Basic starts with a 7-day trial, once per account; Premium has none. */
export const BASIC_TRIAL_DAYS = 7;

export const billingErrorCodes = {
  cardDeclined: 'CARD_DECLINED',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  checkoutNotFound: 'CHECKOUT_NOT_FOUND',
  checkoutUsed: 'CHECKOUT_USED',
  checkoutExpired: 'CHECKOUT_EXPIRED',
  alreadySubscribed: 'ALREADY_SUBSCRIBED',
  subscriptionEnded: 'SUBSCRIPTION_ENDED',
  samePlan: 'SAME_PLAN',
  notChangeable: 'SUBSCRIPTION_NOT_CHANGEABLE',
  providerError: 'PAYMENT_PROVIDER_ERROR',
} as const;
