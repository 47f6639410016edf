import { and, eq, inArray } from 'drizzle-orm';
import type { PushSubscribe } from '../../contract/push.js';
import type { Database } from '../db/client.js';
import { type PushSubscriptionRow, pushSubscriptions } from '../db/schema/index.js';

/** Saves a browser's subscription; the same endpoint again replaces its keys and moves it to this user. */
export async function saveSubscription(db: Database, userId: number, input: PushSubscribe): Promise<void> {
  const values = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: values.p256dh, auth: values.auth },
    });
}

/** Forgets one of the user's subscriptions; another user's or an unknown endpoint changes nothing. */
export async function removeSubscription(db: Database, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function subscriptionsOf(db: Database, userIds: number[]): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}

export async function deleteSubscriptions(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

export async function markDelivered(db: Database, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(inArray(pushSubscriptions.id, ids));
}
