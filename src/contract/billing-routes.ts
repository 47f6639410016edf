import {
  billingModeResponseSchema,
  changePlanRequestSchema,
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
  planChangeQuoteQuerySchema,
  planChangeQuoteSchema,
  sandboxConfirmRequestSchema,
  sandboxConfirmResponseSchema,
  stripeSyncResponseSchema,
  stripeWebhookResponseSchema,
  subscriptionChangeResponseSchema,
  subscriptionSchema,
} from './billing.js';
import { errorBodySchema } from './errors.js';
import { billingPaths } from './paths/billing.js';
import { route } from './route.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  502: errorBodySchema,
};

/**
 * Subscriptions. The sandbox serves `sandboxConfirm`; Stripe mode serves `sync` and Stripe's
 * `stripeWebhook` instead; the other routes are the same in both.
 */
export const billingContract = {
  /** 404 NO_SUBSCRIPTION on the Free plan. */
  subscription: route(billingPaths.subscription, {
    answer: subscriptionSchema,
    errors: { 401: errorBodySchema, 404: errorBodySchema },
  }),
  create: route(billingPaths.create, {
    body: createSubscriptionRequestSchema,
    answer: createSubscriptionResponseSchema,
    errors,
  }),
  sandboxConfirm: route(billingPaths.sandboxConfirm, {
    body: sandboxConfirmRequestSchema,
    answer: sandboxConfirmResponseSchema,
    errors: { 402: errorBodySchema, 410: errorBodySchema, ...errors },
  }),
  cancel: route(billingPaths.cancel, { answer: subscriptionChangeResponseSchema, errors }),
  resubscribe: route(billingPaths.resubscribe, { answer: subscriptionChangeResponseSchema, errors }),
  changePlan: route(billingPaths.changePlan, {
    body: changePlanRequestSchema,
    answer: subscriptionChangeResponseSchema,
    errors: { 402: errorBodySchema, ...errors },
  }),
  quote: route(billingPaths.quote, {
    query: planChangeQuoteQuerySchema,
    answer: planChangeQuoteSchema,
    errors,
  }),
  /** Admins only. */
  mode: route(billingPaths.mode, {
    answer: billingModeResponseSchema,
    errors: { 401: errorBodySchema, 403: errorBodySchema },
  }),
  sync: route(billingPaths.sync, { answer: stripeSyncResponseSchema, errors }),
  /** Read raw: the signature is over the exact bytes Stripe sent. */
  stripeWebhook: route(billingPaths.stripeWebhook, {
    answer: stripeWebhookResponseSchema,
    errors: { 400: errorBodySchema },
  }),
};
