import { and, eq, inArray } from 'drizzle-orm';
import type { PushSubscribe } from '../../contract/push.js';
import type { Database } from '../db/client.js';
import { type PushSubscriptionRow, pushSubscriptions } from '../db/schema/index.js';

/**
 * Saves a browser's subscription; the same endpoint again from its owner replaces its keys. An endpoint
 * that belongs to another account is left alone (one statement, so two accounts racing for a new
 * endpoint cannot both win): answers false.
 */
export async function saveSubscription(db: Database, userId: number, input: PushSubscribe): Promise<boolean> {
  const values = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  const saved = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: values.p256dh, auth: values.auth },
      setWhere: eq(pushSubscriptions.userId, userId),
    })
    .returning({ id: pushSubscriptions.id });
  return saved.length > 0;
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
