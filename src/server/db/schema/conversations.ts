import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import type { CrisisKind } from '../../../contract/safety-values.js';
import type { RecapStep } from '../../../contract/summaries.js';
import { createdAt, timestamptz } from './columns.js';
import { sealedJson, sealedText } from './sealed-columns.js';
import { users } from './users.js';

/** A conversation's summary as stored: written up to the message `throughMessageId` (the latest then). */
export type StoredRecap = {
  discussed: string;
  advice: string;
  steps: RecapStep[];
  source: 'model' | 'offline';
  createdAt: string;
  timeZone: string;
  throughMessageId: number;
};

export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goatCategory: text('goat_category').notNull(),
    /** The concrete expert chosen when the conversation started (random picks one and keeps it). */
    expertId: text('expert_id'),
    title: sealedText('title'),
    /** True once the person named the conversation: automatic titles never replace their title. */
    titleByPerson: boolean('title_by_person').notNull().default(false),
    /** The title's searchable form (search/search-text.ts); null with no title, or before it was worked out. */
    searchTitle: sealedText('search_title'),
    replyCount: integer('reply_count').notNull().default(0),
    /** The summary written at "End conversation"; null before the first one. */
    summary: sealedJson<StoredRecap>()('summary'),
    /**
     * A reminder asked for without a time ("remind me to call my sister"): the request, kept until the
     * next message answers when (or is about something else). Null: none waiting.
     */
    pendingReminder: sealedText('pending_reminder'),
    createdAt: createdAt(),
  },
  (t) => [
    // The list's order (newest first, then id) and the cursor's position, read straight off the index.
    index('conversations_user_id_created_at_id_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // Titles whose searchable form is still to be worked out (rows from before search): few or none.
    index('conversations_search_title_pending_idx')
      .on(t.id)
      .where(sql`${t.title} is not null and ${t.searchTitle} is null`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    isUser: boolean('is_user').notNull(),
    content: sealedText('content').notNull(),
    timestamp: timestamptz('timestamp').notNull().defaultNow(),
    speakerId: text('speaker_id'),
    detectedLanguage: text('detected_language'),
    /** A user's message that speaks of a crisis: the kinds found (any safety layer), so the help card shows again. */
    safetyKinds: jsonb('safety_kinds').$type<CrisisKind[]>(),
    /** A reply on a medical, legal or financial question: the not-professional-advice line shown under it. */
    adviceNote: text('advice_note'),
    /** The content's searchable form (search/search-text.ts); null before it was worked out. */
    searchText: sealedText('search_text'),
    /** The search index's entries for the content: its grams hashed with the owner's id. */
    searchGrams: integer('search_grams').array(),
  },
  (t) => [
    index('messages_conversation_id_timestamp_idx').on(t.conversationId, t.timestamp, t.id),
    index('messages_search_grams_idx').using('gin', t.searchGrams),
    // Messages whose searchable form is still to be worked out (rows from before search): few or none.
    index('messages_search_pending_idx').on(t.id).where(sql`${t.searchText} is null`),
  ],
);

/** Threads of POST /api/assistant/chat, kept in our database (threadId is ours). */
export const assistantThreads = pgTable(
  'assistant_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    /** Replies given in a thread that is not about a conversation (the plan's reply limit counts them). */
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('assistant_threads_user_id_idx').on(t.userId)],
);

export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: serial('id').primaryKey(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => assistantThreads.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: sealedText('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('assistant_messages_thread_id_idx').on(t.threadId, t.id)],
);
