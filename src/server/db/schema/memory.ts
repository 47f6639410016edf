import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.js';
import { users } from './users.js';

/**
 * What the user chose to share for the experts to remember across conversations: the name they like
 * to be called (one), family members, goals, what they asked to be reminded of, and what they asked to
 * be remembered. `key` is the fact's normalised form (kind and words), unique per user, so the same
 * fact told twice is kept once. Deleted with the account.
 */
export const memoryFacts = pgTable(
  'memory_facts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'name' | 'family' | 'goal' | 'reminder' | 'note'>().notNull(),
    text: text('text').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memory_facts_user_key_idx').on(t.userId, t.key),
    index('memory_facts_user_id_idx').on(t.userId, t.id),
    check('memory_facts_kind_check', sql`${t.kind} in ('name', 'family', 'goal', 'reminder', 'note')`),
  ],
);

/** The memory switch; no row means memory is on. Deleted with the account. */
export const memorySettings = pgTable('memory_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export type MemoryFactRow = typeof memoryFacts.$inferSelect;
