import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingContract as contract } from '../../contract/billing-routes.js';
import type { Database } from '../db/client.js';
import { requireAdmin, requireUser } from '../http/auth.js';
import { contractRoute } from '../http/contract-route.js';
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
    app.route({
      ...contractRoute(contract.subscription, {
        tags: ['billing'],
        summary: "The signed-in user's subscription (404 NO_SUBSCRIPTION on the Free plan)",
      }),
      handler: async (request) => getSubscription(deps, requireUser(request).user),
    });

    app.route({
      ...contractRoute(contract.create, {
        tags: ['billing'],
        summary: 'Starts a checkout for a plan: the client secret to confirm and what it costs',
      }),
      config: { idempotent: 'signed-in' },
      handler: async (request) => {
        const userId = requireUser(request).user.id;
        return withStripe
          ? createStripeSubscription(withStripe, userId, request.body.plan)
          : createSubscription(deps, userId, request.body.plan);
      },
    });

    // The sandbox's card form; in Stripe mode Stripe.js confirms the client secret with Stripe.
    if (!withStripe) {
      app.route({
        ...contractRoute(contract.sandboxConfirm, {
          tags: ['billing'],
          summary: 'Confirms a sandbox checkout with a test card (the only way the sandbox grants a plan)',
        }),
        config: { idempotent: 'signed-in' },
        handler: async (request) => confirmSandboxCheckout(deps, requireUser(request).user.id, request.body),
      });
    }

    app.route({
      ...contractRoute(contract.cancel, {
        tags: ['billing'],
        summary: 'Cancels at the end of the current period',
      }),
      handler: async (request) => {
        const userId = requireUser(request).user.id;
        return withStripe
          ? changeStripeSubscription(withStripe, userId, { kind: 'cancel' })
          : cancelSubscription(deps, userId);
      },
    });

    app.route({
      ...contractRoute(contract.resubscribe, {
        tags: ['billing'],
        summary: 'Undoes a cancel before the period ends',
      }),
      handler: async (request) => {
        const userId = requireUser(request).user.id;
        return withStripe
          ? changeStripeSubscription(withStripe, userId, { kind: 'resubscribe' })
          : resubscribe(deps, userId);
      },
    });

    app.route({
      ...contractRoute(contract.changePlan, {
        tags: ['billing'],
        summary: 'Upgrades at once (prorated) or downgrades at the end of the period',
      }),
      handler: async (request) => {
        const userId = requireUser(request).user.id;
        const { plan } = request.body;
        return withStripe
          ? changeStripeSubscription(withStripe, userId, { kind: 'changePlan', plan })
          : changePlan(deps, userId, plan);
      },
    });

    app.route({
      ...contractRoute(contract.quote, {
        tags: ['billing'],
        summary:
          'What changing to a plan would cost now (nothing changes): shown before the change is confirmed',
      }),
      handler: async (request) => quotePlanChange(deps, requireUser(request).user.id, request.query.plan),
    });

    app.route({
      ...contractRoute(contract.mode, {
        tags: ['billing'],
        summary: 'Which payment provider is on (admins only)',
      }),
      config: { adminOnly: true },
      handler: async (request) => {
        requireAdmin(request);
        return getBillingMode(withStripe ? 'stripe' : 'sandbox');
      },
    });

    if (withStripe) {
      const stripeDeps = withStripe;
      app.route({
        ...contractRoute(contract.sync, {
          tags: ['billing'],
          summary:
            "Stripe mode: re-reads the user's subscription from Stripe after the card was confirmed, so the plan applies before the webhook",
        }),
        handler: async (request) => syncStripeSubscription(stripeDeps, requireUser(request).user.id),
      });

      // The signature is over the exact bytes Stripe sent: this route alone reads its body raw.
      await app.register(async (raw) => {
        raw.removeContentTypeParser('application/json');
        raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
          done(null, body),
        );
        raw.route({
          ...contractRoute(contract.stripeWebhook, {
            tags: ['billing'],
            summary: "Stripe's webhook (signed): applies subscription and invoice events once each",
          }),
          handler: async (request) => {
            const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
            const signature = request.headers['stripe-signature'];
            return handleStripeWebhook(
              { ...withStripe, log: request.log },
              body,
              typeof signature === 'string' ? signature : undefined,
            );
          },
        });
      });
    }
  };
}
