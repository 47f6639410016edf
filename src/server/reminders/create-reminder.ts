import { type Reminder, type ReminderForm, storedPattern } from '../../contract/reminders.js';
import type { Database } from '../db/client.js';
import { reminders } from '../db/schema/index.js';
import { reminderConversation } from './reminder-conversation.js';
import { toReminder } from './reminder-view.js';

/**
 * Stores one reminder of the user's; the pattern is kept only when isRecurring is on. A conversation
 * named in the form must be the user's own (400 otherwise).
 */
export async function createReminder(
  deps: { db: Database; clock: () => Date },
  userId: number,
  form: ReminderForm,
): Promise<Reminder> {
  const conversationId = await reminderConversation(deps.db, userId, form.conversationId);
  const [row] = await deps.db
    .insert(reminders)
    .values({
      userId,
      title: form.title,
      description: form.description,
      scheduledTime: form.scheduledTime,
      category: form.category,
      priority: form.priority,
      isRecurring: form.isRecurring,
      recurringPattern: storedPattern(form.isRecurring, form.recurringPattern),
      createdAt: deps.clock(),
      conversationId,
    })
    .returning();
  if (!row) throw new Error('reminder not inserted');
  return toReminder(row);
}
