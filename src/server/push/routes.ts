import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushContract as contract } from '../../contract/push-routes.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { requireUser } from '../http/auth.js';
import { contractRoute } from '../http/contract-route.js';
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

    app.route({
      ...contractRoute(contract.publicKey, {
        tags,
        summary: "The server's VAPID public key, the applicationServerKey of PushManager.subscribe()",
      }),
      handler: async () => ({ publicKey: (await deps.keys()).publicKey }),
    });

    app.route({
      ...contractRoute(contract.subscribe, {
        tags,
        summary:
          'Send due reminders to this browser (PushSubscription.toJSON()); an endpoint of another account is refused (409)',
      }),
      handler: async (request, reply) => {
        const { user } = requireUser(request);
        return reply.code(201).send(await subscribePush(deps, user.id, request.body));
      },
    });

    app.route({
      ...contractRoute(contract.unsubscribe, {
        tags,
        summary: 'Stop sending to this browser (your own subscription; an unknown endpoint is fine)',
      }),
      handler: async (request) => unsubscribePush(deps, requireUser(request).user.id, request.body.endpoint),
    });
  };
}
