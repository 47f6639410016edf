import type { SuccessResponse } from '../../contract/accounts.js';
import { pushMessages } from '../../contract/push.js';
import type { Database } from '../db/client.js';
import { removeSubscription } from './subscriptions.js';

/** POST /api/push/unsubscribe: stop sending to this browser; an unknown endpoint is fine. */
export async function unsubscribePush(
  deps: { db: Database },
  userId: number,
  endpoint: string,
): Promise<SuccessResponse> {
  await removeSubscription(deps.db, userId, endpoint);
  return { success: true, message: pushMessages.unsubscribed };
}
