import { date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { DocumentKind, DocumentMeta } from '../../../contract/documents.js';
import { createdAt, timestamptz } from './columns.js';
import { conversations } from './conversations.js';
import { sealedText } from './sealed-columns.js';
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
    displayName: sealedText('display_name').notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** What the expert reads: the text found in the file (cut to a bounded length). */
    content: sealedText('content').notNull().default(''),
    meta: jsonb('meta').$type<DocumentMeta>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_user_id_idx').on(t.userId),
    index('documents_conversation_id_idx').on(t.conversationId),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;

/**
 * One claim on a day's uploads each: counted while its upload is under way (`pending`, as long as it
 * shows signs of life, `touchedAt`) and once its document is stored (`stored`). A claim whose upload
 * failed is deleted; one whose process stopped stops counting when its lease runs out.
 */
export const uploadClaims = pgTable(
  'upload_claims',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The calendar day counted, and the time zone it was counted in (see db/counted-day.ts). */
    day: date('day').notNull(),
    zone: text('zone').notNull(),
    state: text('state').$type<'pending' | 'stored'>().notNull(),
    touchedAt: timestamptz('touched_at').notNull(),
  },
  (t) => [index('upload_claims_user_id_day_idx').on(t.userId, t.day)],
);
