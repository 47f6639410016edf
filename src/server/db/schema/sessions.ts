import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.js';
import { users } from './users.js';

/** A signed-in browser. The cookie holds a random token; this table holds only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
    /** false: "remember me" was off, so the cookie lasts only as long as the browser session. */
    persistent: boolean('persistent').notNull().default(true),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_last_seen_at_idx').on(t.lastSeenAt)],
);

/** Attempt counters (http/brute-force.ts): login, reset and other brute-force limits. key is "limit:who". */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamptz('expire'),
});
