import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
} from '../../contract/billing.js';
import { errorBodySchema } from '../../contract/errors.js';
import type { Database } from '../db/client.js';
import { requireAdmin, requireUser } from '../http/auth.js';
import { cancelSubscription } from './cancel-subscription.js';
import { changePlan } from './change-plan.js';
import { changeStripeSubscription } from './change-stripe-subscription.js';
import { confirmSandboxCheckout } from './confirm-sandbox-checkout.js';
import { createStripeSubscription } from './create-stripe-subscription.js';
import { createSubscription } from './create-subscription.js';
import { getBillingMode } from './get-billing-mode.js';
import { getSubscription } from './get-subscription.js';
import { handleStripeWebhook } from './handle-stripe-webhook.js';
import { quotePlanChange } from './quote-plan-change.js';
import { resubscribe } from './resubscribe.js';
import type { StripeBilling } from './stripe-client.js';
import { syncStripeSubscription } from './sync-stripe-subscription.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  502: errorBodySchema,
};

/** Billing: the sandbox's routes, or with `stripe` the same routes through Stripe and its webhook. */
export function billingRoutes(deps: {
  db: Database;
  clock: () => Date;
  /** The server's secret: the kept e-mails of deleted accounts that used the trial are hashed with it. */
  secret: string;
  stripe: StripeBilling | null;
}): FastifyPluginAsyncZod {
  const { stripe } = deps;
  const withStripe = stripe ? { ...deps, stripe } : null;
  return async (app) => {
    app.get(
      '/api/subscription',
      {
        schema: {
          tags: ['billing'],
          summary: "The signed-in user's subscription (404 NO_SUBSCRIPTION on the Free plan)",
          response: { 200: subscriptionSchema, 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => getSubscription(deps, requireUser(request).user),
    );

    app.post(
      '/api/create-subscription',
      {
        config: { idempotent: 'signed-in' },
        schema: {
          tags: ['billing'],
          summary: 'Starts a checkout for a plan: the client secret to confirm and what it costs',
          body: createSubscriptionRequestSchema,
          response: { 200: createSubscriptionResponseSchema, ...errors },
        },
      },
      async (request) => {
        const userId = requireUser(request).user.id;
        return withStripe
          ? createStripeSubscription(withStripe, userId, request.body.plan)
          : createSubscription(deps, userId, request.body.plan);
      },
    );

    // The sandbox's card form; in Stripe mode Stripe.js confirms the client secret with Stripe.
    if (!withStripe) {
      app.post(
        '/api/billing/sandbox/confirm',
        {
          config: { idempotent: 'signed-in' },
          schema: {
            tags: ['billing'],
            summary: 'Confirms a sandbox checkout with a test card (the only way the sandbox grants a plan)',
            body: sandboxConfirmRequestSchema,
            response: {
              200: sandboxConfirmResponseSchema,
              402: errorBodySchema,
              410: errorBodySchema,
              ...errors,
            },
          },
        },
        async (request) => confirmSandboxCheckout(deps, requireUser(request).user.id, request.body),
      );
    }

    app.post(
      '/api/subscription/cancel',
      {
        schema: {
          tags: ['billing'],
          summary: 'Cancels at the end of the current period',
          response: { 200: subscriptionChangeResponseSchema, ...errors },
        },
      },
      async (request) => {
        const userId = requireUser(request).user.id;
        return withStripe
          ? changeStripeSubscription(withStripe, userId, { kind: 'cancel' })
          : cancelSubscription(deps, userId);
      },
    );

    app.post(
      '/api/subscription/resubscribe',
      {
        schema: {
          tags: ['billing'],
          summary: 'Undoes a cancel before the period ends',
          response: { 200: subscriptionChangeResponseSchema, ...errors },
        },
      },
      async (request) => {
        const userId = requireUser(request).user.id;
        return withStripe
          ? changeStripeSubscription(withStripe, userId, { kind: 'resubscribe' })
          : resubscribe(deps, userId);
      },
    );

    app.post(
      '/api/subscription/change-plan',
      {
        schema: {
          tags: ['billing'],
          summary: 'Upgrades at once (prorated) or downgrades at the end of the period',
          body: changePlanRequestSchema,
          response: { 200: subscriptionChangeResponseSchema, 402: errorBodySchema, ...errors },
        },
      },
      async (request) => {
        const userId = requireUser(request).user.id;
        const { plan } = request.body;
        return withStripe
          ? changeStripeSubscription(withStripe, userId, { kind: 'changePlan', plan })
          : changePlan(deps, userId, plan);
      },
    );

    app.get(
      '/api/subscription/plan-change-quote',
      {
        schema: {
          tags: ['billing'],
          summary:
            'What changing to a plan would cost now (nothing changes): shown before the change is confirmed',
          querystring: planChangeQuoteQuerySchema,
          response: { 200: planChangeQuoteSchema, ...errors },
        },
      },
      async (request) => quotePlanChange(deps, requireUser(request).user.id, request.query.plan),
    );

    app.get(
      '/api/billing/mode',
      {
        config: { adminOnly: true },
        schema: {
          tags: ['billing'],
          summary: 'Which payment provider is on (admins only)',
          response: { 200: billingModeResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => {
        requireAdmin(request);
        return getBillingMode(withStripe ? 'stripe' : 'sandbox');
      },
    );

    if (withStripe) {
      const stripeDeps = withStripe;
      app.post(
        '/api/subscription/sync',
        {
          schema: {
            tags: ['billing'],
            summary:
              "Stripe mode: re-reads the user's subscription from Stripe after the card was confirmed, so the plan applies before the webhook",
            response: { 200: stripeSyncResponseSchema, ...errors },
          },
        },
        async (request) => syncStripeSubscription(stripeDeps, requireUser(request).user.id),
      );

      // The signature is over the exact bytes Stripe sent: this route alone reads its body raw.
      await app.register(async (raw) => {
        raw.removeContentTypeParser('application/json');
        raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
          done(null, body),
        );
        raw.post(
          '/api/stripe/webhook',
          {
            schema: {
              tags: ['billing'],
              summary: "Stripe's webhook (signed): applies subscription and invoice events once each",
              response: { 200: stripeWebhookResponseSchema, 400: errorBodySchema },
            },
          },
          async (request) => {
            const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
            const signature = request.headers['stripe-signature'];
            return handleStripeWebhook(
              { ...withStripe, log: request.log },
              body,
              typeof signature === 'string' ? signature : undefined,
            );
          },
        );
      });
    }
  };
}
