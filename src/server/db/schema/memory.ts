import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.js';
import { conversations } from './conversations.js';
import { keyedHash, sealedText } from './sealed-columns.js';
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
    text: sealedText('text').notNull(),
    /** Stored as a keyed hash: compared for equality, never read back. */
    key: keyedHash('key').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memory_facts_user_key_idx').on(t.userId, t.key),
    index('memory_facts_user_id_idx').on(t.userId, t.id),
    check('memory_facts_kind_check', sql`${t.kind} in ('name', 'family', 'goal', 'reminder', 'note')`),
  ],
);

/**
 * The conversations a remembered fact was told in (one row each). Deleting a conversation forgets the
 * facts told only there; a fact also told in another conversation stays. Facts kept before this was
 * recorded have no row and stay until the person deletes them.
 */
export const memoryFactSources = pgTable(
  'memory_fact_sources',
  {
    factId: integer('fact_id')
      .notNull()
      .references(() => memoryFacts.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.factId, t.conversationId] }),
    index('memory_fact_sources_conversation_id_idx').on(t.conversationId),
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
