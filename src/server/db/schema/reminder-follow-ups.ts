import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.js';
import { messages } from './conversations.js';
import { reminders } from './reminders.js';
import { sealedText } from './sealed-columns.js';

/**
 * What the expert said when a reminder came due: one row per reminder and occurrence, so asking again
 * (a second tab, a reload, the push and the tab's alert both clicked) answers the same words and never
 * adds a second message to the conversation.
 */
export const reminderFollowUps = pgTable(
  'reminder_follow_ups',
  {
    id: serial('id').primaryKey(),
    reminderId: integer('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    /** The scheduled time of the occurrence spoken of. */
    occurrence: timestamptz('occurrence').notNull(),
    text: text('text').notNull(),
    language: text('language').notNull(),
    source: text('source').$type<'model' | 'template'>().notNull(),
    /** The assistant message stored in the reminder's conversation (null: made by form). */
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    /**
     * Premium's smart reminders: the person's answer to the follow-up's question (how it went), the next
     * message they said in the conversation; null until then, or on another plan.
     */
    answer: sealedText('answer'),
    answeredAt: timestamptz('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reminder_follow_ups_reminder_occurrence_idx').on(t.reminderId, t.occurrence)],
);
