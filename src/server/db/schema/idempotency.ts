import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { sealedText } from './sealed-columns.js';
import { users } from './users.js';

/**
 * The answers of create requests sent with an Idempotency-Key: a repeat with the same key answers the
 * stored answer instead of running the operation again. `owner` is `user:{id}` for a signed-in user
 * (the row goes with the account) or `address:` and a salted hash of the IP address for a guest (never
 * the address itself); `operation` is the route
 * (`POST /api/reminders`); `fingerprint` is a SHA-256 of the request. A row is `pending` while its
 * first request runs, then `done` with the answer. Rows older than a day are ignored and deleted.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    owner: text('owner').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    state: text('state').$type<'pending' | 'done'>().notNull(),
    responseStatus: integer('response_status'),
    responseType: text('response_type'),
    /** Sealed: a turn's stored answer holds the person's words and the reply. */
    responseBody: sealedText('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_owner_operation_key_idx').on(t.owner, t.operation, t.key),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
    index('idempotency_keys_user_id_idx').on(t.userId),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
