import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.js';
import { conversations } from './conversations.js';
import { users } from './users.js';

export type RecurringPattern = {
  type: 'none' | 'daily' | 'weekly' | 'monthly';
  interval: number;
  weekdays?: number[];
};

export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    scheduledTime: timestamptz('scheduled_time').notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    createdAt: createdAt(),
    category: text('category')
      .$type<'general' | 'medication' | 'appointment' | 'task'>()
      .notNull()
      .default('general'),
    priority: text('priority').$type<'low' | 'medium' | 'high'>().notNull().default('medium'),
    isRecurring: boolean('is_recurring').notNull().default(false),
    recurringPattern: jsonb('recurring_pattern')
      .$type<RecurringPattern>()
      .notNull()
      .default(sql`'{"type":"none","interval":1}'::jsonb`),
    notificationSent: boolean('notification_sent').notNull().default(false),
    /**
     * The occurrence (its scheduled time) the person listened to or dismissed on any page: open tabs do
     * not alert it again. Null: none yet.
     */
    acknowledgedTime: timestamptz('acknowledged_time'),
    /** The conversation the reminder was set in (null: made by form); its expert speaks it when due. */
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reminders_user_id_scheduled_time_idx').on(t.userId, t.scheduledTime),
    index('reminders_due_idx')
      .on(t.scheduledTime)
      .where(sql`${t.isCompleted} = false and ${t.notificationSent} = false`),
    check('reminders_category_check', sql`${t.category} in ('general', 'medication', 'appointment', 'task')`),
    check('reminders_priority_check', sql`${t.priority} in ('low', 'medium', 'high')`),
  ],
);
