import type { SuccessResponse } from '../../contract/accounts.js';
import { ErrorCode } from '../../contract/errors.js';
import { type PushSubscribe, pushMessages } from '../../contract/push.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { checkEndpoint } from './endpoint-policy.js';
import { saveSubscription } from './subscriptions.js';

/**
 * POST /api/push/subscribe: due reminders go to this browser. An endpoint of another account is never
 * moved (anyone who learnt it could otherwise take that person's reminders away): 409, and the
 * browser makes itself a new subscription.
 */
export async function subscribePush(
  deps: { db: Database; env: Config['NODE_ENV'] },
  userId: number,
  input: PushSubscribe,
): Promise<SuccessResponse> {
  checkEndpoint(input.endpoint, deps.env);
  if (!(await saveSubscription(deps.db, userId, input))) {
    throw new AppError(ErrorCode.pushEndpointTaken, 409, pushMessages.endpointTaken, {
      endpoint: pushMessages.endpointTaken,
    });
  }
  return { success: true, message: pushMessages.subscribed };
}
