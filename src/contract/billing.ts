import { z } from 'zod';
import { text } from './text.js';

/** The paid plans (subscriptionType other than free). */
export const paidPlans = ['basic', 'premium'] as const;
export type PaidPlan = (typeof paidPlans)[number];

/**
 * What GET /api/subscription answers for a subscription that gives access. Stripe's names:
 * 'trialing' during the 7-day Basic trial, 'active' otherwise (also when canceled but the paid period
 * runs on, then with cancelAtPeriodEnd true). Anything that gives no access answers 404 (Free plan).
 */
export const subscriptionViewStatuses = ['trialing', 'active'] as const;

export const subscriptionSchema = z
  .object({
    status: z.enum(subscriptionViewStatuses),
    plan: z.enum(paidPlans),
    /** ISO 8601 time the current period (or trial) ends; null when not known. */
    currentPeriodEnd: text().nullable(),
    cancelAtPeriodEnd: z.boolean(),
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

/** The client secret of the payment (or card setup) the browser confirms with the card provider. */
export const createSubscriptionResponseSchema = z
  .object({ clientSecret: text() })
  .meta({ id: 'CreateSubscriptionResponse' });
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;
