import { z } from 'zod';
import { paidPlans } from './billing-values.js';
import { text } from './text.js';

export * from './billing-values.js';

/**
 * What GET /api/subscription answers, in Stripe's names: 'trialing' during the 7-day Basic trial,
 * 'active' otherwise (also when canceled but the paid period runs on, then with cancelAtPeriodEnd
 * true), 'past_due' while a renewal is unpaid (no paid access until it is paid). A subscription that
 * ended, or none, answers 404 (Free plan).
 */
export const subscriptionViewStatuses = ['trialing', 'active', 'past_due'] as const;

export const subscriptionSchema = z
  .object({
    status: z.enum(subscriptionViewStatuses),
    plan: z.enum(paidPlans),
    /** ISO 8601 time the current period (or trial) ends; null when not known. */
    currentPeriodEnd: text().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    /** The plan that follows when the period ends (a switch from Premium to Basic), or null. */
    nextPlan: z.enum(paidPlans).nullable().optional(),
    /**
     * Granted in the staff console, with no billed subscription behind it: nothing to cancel or change
     * here; it lasts until currentPeriodEnd (none: no end date).
     */
    grantedBySupport: z.boolean().optional(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

export const billingMessages = {
  noSubscription: 'No subscription',
} as const;

/** POST /api/create-subscription: the plan to start (Basic starts with its 7-day trial). */
export const createSubscriptionRequestSchema = z
  .object({ plan: z.enum(paidPlans) })
  .meta({ id: 'CreateSubscriptionRequest' });
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequestSchema>;

/** Stored subscription statuses, Stripe's names. Only trialing and active (until the period ends) give the plan. */
export const subscriptionStatuses = ['trialing', 'active', 'past_due', 'canceled', 'incomplete'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Who takes the money: Stripe when its keys are set, else the sandbox (test cards, no money). */
export const billingModes = ['sandbox', 'stripe'] as const;
export type BillingMode = (typeof billingModes)[number];

export const billingErrorMessages = {
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  checkoutNotFound: 'This checkout does not exist. Please start again from the pricing page.',
  checkoutUsed: 'This checkout was already completed.',
  checkoutExpired: 'This checkout has expired. Please start again from the pricing page.',
  alreadySubscribed: 'You already have a subscription. Change your plan from your profile instead.',
  subscriptionEnded: 'Your subscription has ended. Please choose a plan again to start a new one.',
  samePlan: 'You are already on this plan.',
  notChangeable: 'This subscription cannot be changed now.',
  notCancelable: 'This subscription cannot be canceled now.',
  nothingToResume: 'Your subscription is not set to end, so there is nothing to resume.',
  providerError: 'The payment provider could not be reached. Please try again in a minute.',
  unknownCard: 'Use a sandbox test card, such as 4242 4242 4242 4242.',
  cardNumberRequired: 'Card number is required',
  expiryPast: 'The card has expired.',
  expMonth: 'Expiry month must be 1 to 12.',
  expYear: 'Expiry year must be a four-digit year.',
  cvc: 'The security code must be 3 or 4 digits.',
} as const;

/**
 * POST /api/create-subscription's answer: the client secret of the payment (or card setup) the browser
 * confirms with the card provider (in the sandbox: POST /api/billing/sandbox/confirm), and what it costs.
 */
export const createSubscriptionResponseSchema = z
  .object({
    /** Random and unguessable; valid for one confirmation by this user, for this plan, for an hour. */
    clientSecret: text(),
    mode: z.enum(billingModes),
    plan: z.enum(paidPlans),
    /** What the card is charged when the checkout is confirmed: 0 when Basic starts its trial. */
    amountDueNowCents: z.number().int().min(0),
    /** Days of free trial that start at confirmation (0: none). */
    trialDays: z.number().int().min(0),
    /** The monthly price after any trial. */
    monthlyPriceCents: z.number().int().min(0),
    /** ISO 8601 time the client secret stops working. */
    expiresAt: text(),
    /** Stripe mode: the publishable key Stripe.js confirms the client secret with. */
    publishableKey: text().optional(),
  })
  .meta({ id: 'CreateSubscriptionResponse' });
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

const digits = (s: string) => s.replace(/[\s-]/g, '');

/**
 * POST /api/billing/sandbox/confirm: a sandbox card, like Stripe's test cards. Spaces and dashes in the
 * number are ignored. Whether the expiry is past is checked by the server's clock.
 */
export const sandboxConfirmRequestSchema = z
  .object({
    clientSecret: text().min(1, 'Client secret is required').max(200),
    cardNumber: text(billingErrorMessages.cardNumberRequired)
      .max(40, billingErrorMessages.unknownCard)
      .transform(digits)
      .pipe(z.string().regex(/^\d{12,19}$/, billingErrorMessages.unknownCard)),
    expMonth: z
      .number({ error: billingErrorMessages.expMonth })
      .int(billingErrorMessages.expMonth)
      .min(1, billingErrorMessages.expMonth)
      .max(12, billingErrorMessages.expMonth),
    expYear: z
      .number({ error: billingErrorMessages.expYear })
      .int(billingErrorMessages.expYear)
      .min(1000, billingErrorMessages.expYear)
      .max(9999, billingErrorMessages.expYear),
    cvc: text(billingErrorMessages.cvc).regex(/^\d{3,4}$/, billingErrorMessages.cvc),
  })
  .strict()
  .meta({ id: 'SandboxConfirmRequest' });
export type SandboxConfirmRequest = z.input<typeof sandboxConfirmRequestSchema>;

/** POST /api/billing/sandbox/confirm's answer: the subscription now in force and what was charged. */
export const sandboxConfirmResponseSchema = z
  .object({
    subscription: subscriptionSchema,
    amountChargedCents: z.number().int().min(0),
  })
  .meta({ id: 'SandboxConfirmResponse' });
export type SandboxConfirmResponse = z.infer<typeof sandboxConfirmResponseSchema>;

/** POST /api/subscription/change-plan: Basic -> Premium at once (prorated), Premium -> Basic at the period's end. */
export const changePlanRequestSchema = z
  .object({ plan: z.enum(paidPlans) })
  .strict()
  .meta({ id: 'ChangePlanRequest' });
export type ChangePlanRequest = z.infer<typeof changePlanRequestSchema>;

/**
 * GET /api/subscription/plan-change-quote?plan=: what a plan change would cost now, before it is
 * confirmed (an upgrade: the prorated difference, or Premium's first month when a trial ends; a
 * downgrade: nothing now, Basic from the period's end).
 */
// No schema id: a query string's schema is inlined in the API document.
export const planChangeQuoteQuerySchema = z.object({ plan: z.enum(paidPlans) });
export const planChangeQuoteSchema = z
  .object({
    plan: z.enum(paidPlans),
    amountDueNowCents: z.number().int().min(0),
    /** now: the plan changes at once; periodEnd: when the current period ends. */
    effective: z.enum(['now', 'periodEnd']),
  })
  .meta({ id: 'PlanChangeQuote' });
export type PlanChangeQuote = z.infer<typeof planChangeQuoteSchema>;

/**
 * The answer of cancel, resubscribe and change-plan: the subscription as GET /api/subscription reads
 * it, what was charged now (the prorated upgrade, else 0) and a plan that starts at the period's end.
 */
export const subscriptionChangeResponseSchema = z
  .object({
    /** null when the subscription gives no access any more (a past_due one canceled at once). */
    subscription: subscriptionSchema.nullable(),
    amountChargedCents: z.number().int().min(0),
    /** The plan the next period starts with (a downgrade), or null when it stays the same. */
    nextPlan: z.enum(paidPlans).nullable(),
  })
  .meta({ id: 'SubscriptionChangeResponse' });
export type SubscriptionChangeResponse = z.infer<typeof subscriptionChangeResponseSchema>;

/**
 * POST /api/subscription/sync (Stripe mode): the subscription as Stripe has it now, stored; null while
 * Stripe has not been paid (the card not yet confirmed).
 */
export const stripeSyncResponseSchema = z
  .object({ subscription: subscriptionSchema.nullable() })
  .meta({ id: 'StripeSyncResponse' });
export type StripeSyncResponse = z.infer<typeof stripeSyncResponseSchema>;

/** GET /api/billing/mode (admins only). */
export const billingModeResponseSchema = z.object({ mode: z.enum(billingModes) }).meta({ id: 'BillingMode' });
export type BillingModeResponse = z.infer<typeof billingModeResponseSchema>;

/** POST /api/stripe/webhook's answer to Stripe. */
export const stripeWebhookResponseSchema = z
  .object({ received: z.literal(true) })
  .meta({ id: 'StripeWebhookResponse' });
