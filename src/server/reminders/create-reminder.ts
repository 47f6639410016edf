import { type CreatedReminder, type ReminderForm, storedPattern } from '../../contract/reminders.js';
import type { Database } from '../db/client.js';
import { reminderConversation } from './reminder-conversation.js';
import { storeReminders } from './store-reminders.js';

/**
 * Stores one reminder of the user's; the pattern is kept only when isRecurring is on. A conversation
 * named in the form must be the user's own (400 otherwise). The same reminder already there is
 * answered instead, marked `duplicate` (storeReminders).
 */
export async function createReminder(
  deps: { db: Database; clock: () => Date },
  userId: number,
  form: ReminderForm,
): Promise<CreatedReminder> {
  const conversationId = await reminderConversation(deps.db, userId, form.conversationId);
  const [answer] = await storeReminders(
    deps.db,
    userId,
    [
      {
        title: form.title,
        description: form.description,
        scheduledTime: form.scheduledTime,
        category: form.category,
        priority: form.priority,
        isRecurring: form.isRecurring,
        recurringPattern: storedPattern(form.isRecurring, form.recurringPattern),
      },
    ],
    { now: deps.clock(), conversationId },
  );
  if (!answer) throw new Error('reminder not stored');
  return answer;
}
