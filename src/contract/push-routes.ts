import { successResponseSchema } from './accounts.js';
import { errorBodySchema } from './errors.js';
import { pushPaths } from './paths/push.js';
import { pushPublicKeySchema, pushSubscribeSchema, pushUnsubscribeSchema } from './push.js';
import { route } from './route.js';

/** Web Push subscriptions of signed-in browsers; the reminder dispatcher sends to them. */
export const pushContract = {
  publicKey: route(pushPaths.publicKey, { answer: pushPublicKeySchema, errors: {} }),
  /** 409 when the endpoint is another account's. */
  subscribe: route(pushPaths.subscribe, {
    body: pushSubscribeSchema,
    status: 201,
    answer: successResponseSchema,
    errors: { 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema },
  }),
  unsubscribe: route(pushPaths.unsubscribe, {
    body: pushUnsubscribeSchema,
    answer: successResponseSchema,
    errors: { 400: errorBodySchema, 401: errorBodySchema },
  }),
};
