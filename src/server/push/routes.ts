import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponseSchema } from '../../contract/accounts.js';
import { errorBodySchema } from '../../contract/errors.js';
import { pushPublicKeySchema, pushSubscribeSchema, pushUnsubscribeSchema } from '../../contract/push.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { requireUser } from '../http/auth.js';
import { subscribePush } from './subscribe-push.js';
import { unsubscribePush } from './unsubscribe-push.js';
import type { VapidKeys } from './vapid-keys.js';

export type PushRouteDeps = {
  db: Database;
  env: Config['NODE_ENV'];
  keys: () => Promise<VapidKeys>;
};

/** Web Push subscriptions of signed-in browsers; the reminder dispatcher (jobs/) sends to them. */
export function pushRoutes(deps: PushRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['reminders'];

    app.get(
      '/api/push/public-key',
      {
        schema: {
          tags,
          summary: "The server's VAPID public key, the applicationServerKey of PushManager.subscribe()",
          response: { 200: pushPublicKeySchema },
        },
      },
      async () => ({ publicKey: (await deps.keys()).publicKey }),
    );

    app.post(
      '/api/push/subscribe',
      {
        schema: {
          tags,
          summary:
            'Send due reminders to this browser (PushSubscription.toJSON()); an endpoint of another account is refused (409)',
          body: pushSubscribeSchema,
          response: {
            201: successResponseSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { user } = requireUser(request);
        return reply.code(201).send(await subscribePush(deps, user.id, request.body));
      },
    );

    app.post(
      '/api/push/unsubscribe',
      {
        schema: {
          tags,
          summary: 'Stop sending to this browser (your own subscription; an unknown endpoint is fine)',
          body: pushUnsubscribeSchema,
          response: { 200: successResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        return unsubscribePush(deps, requireUser(request).user.id, request.body.endpoint);
      },
    );
  };
}
