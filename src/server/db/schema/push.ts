import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.js';
import { users } from './users.js';

/** A browser's Web Push subscription (PushSubscription.toJSON()); one endpoint belongs to one user. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key, base64url. */
    p256dh: text('p256dh').notNull(),
    /** The browser's 16-byte auth secret, base64url. */
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamptz('last_success_at'),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Secrets the server makes once and keeps in the database, shared by every process (the VAPID key pair). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
