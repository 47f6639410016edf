import { date, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { DocumentKind, DocumentMeta } from '../../../contract/documents.js';
import { createdAt } from './columns.js';
import { conversations } from './conversations.js';
import { users } from './users.js';

/** Files uploaded for analysis. The bytes live in the file storage under `storageKey`. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The conversation the file was first asked about; null until then. */
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    /** The server-made name of the stored bytes (never the client's name). */
    storageKey: text('storage_key').notNull().unique(),
    displayName: text('display_name').notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** What the expert reads: the text found in the file (cut to a bounded length). */
    content: text('content').notNull().default(''),
    meta: jsonb('meta').$type<DocumentMeta>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_user_id_idx').on(t.userId),
    index('documents_conversation_id_idx').on(t.conversationId),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;

/** Uploads counted per user and calendar day (in the user's time zone), for the daily quota. */
export const uploadDays = pgTable(
  'upload_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
