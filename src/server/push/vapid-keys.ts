import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../db/client.js';
import { appSecrets } from '../db/schema/index.js';

export type VapidKeys = { publicKey: string; privateKey: string };

const VAPID_SECRET = 'vapid_keys';

/**
 * The server's VAPID key pair, made on first use and kept in app_secrets. Two processes starting at once
 * may both make a pair; the insert keeps the first and both read back that one.
 */
export async function loadOrCreateVapidKeys(db: Database): Promise<VapidKeys> {
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insert(appSecrets)
    .values({ name: VAPID_SECRET, value: JSON.stringify(fresh) })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, VAPID_SECRET));
  if (!row) throw new Error('VAPID keys were not stored');
  const stored = JSON.parse(row.value) as Partial<VapidKeys>;
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') {
    throw new Error('The stored VAPID keys are unreadable');
  }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}

/** loadOrCreateVapidKeys once per process; a failure is not kept, so the next call tries again. */
export function vapidKeySource(db: Database): () => Promise<VapidKeys> {
  let pending: Promise<VapidKeys> | null = null;
  return () => {
    pending ??= loadOrCreateVapidKeys(db).catch((err: unknown) => {
      pending = null;
      throw err;
    });
    return pending;
  };
}
