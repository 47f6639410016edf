import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionSchema } from '../../contract/billing.js';
import { errorBodySchema } from '../../contract/errors.js';
import { requireUser } from '../http/auth.js';
import { getSubscription } from './get-subscription.js';

export function billingRoutes(deps: { clock: () => Date }): FastifyPluginAsyncZod {
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
  };
}
