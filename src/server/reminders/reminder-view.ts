import type { Reminder } from '../../contract/reminders.js';
import type { reminders } from '../db/schema/index.js';

export type ReminderRow = typeof reminders.$inferSelect;

/** A stored reminder as the API answers it (dates as ISO 8601, no user id). */
export function toReminder(row: ReminderRow): Reminder {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    scheduledTime: row.scheduledTime.toISOString(),
    isCompleted: row.isCompleted,
    createdAt: row.createdAt.toISOString(),
    category: row.category,
    priority: row.priority,
    isRecurring: row.isRecurring,
    recurringPattern: row.recurringPattern,
    notificationSent: row.notificationSent,
    conversationId: row.conversationId,
    acknowledgedTime: row.acknowledgedTime?.toISOString() ?? null,
  };
}
