import type { SuccessResponse } from '../../contract/accounts.js';
import { type PushSubscribe, pushMessages } from '../../contract/push.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { checkEndpoint } from './endpoint-policy.js';
import { saveSubscription } from './subscriptions.js';

/** POST /api/push/subscribe: due reminders go to this browser; an endpoint already known moves to the user. */
export async function subscribePush(
  deps: { db: Database; env: Config['NODE_ENV'] },
  userId: number,
  input: PushSubscribe,
): Promise<SuccessResponse> {
  checkEndpoint(input.endpoint, deps.env);
  await saveSubscription(deps.db, userId, input);
  return { success: true, message: pushMessages.subscribed };
}
