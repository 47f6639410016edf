import { EXTRACT_REMINDERS_MAX, type Reminder, storedPattern } from '../../contract/reminders.js';
import type { Database } from '../db/client.js';
import { reminders } from '../db/schema/index.js';
import { reminderConversation } from './reminder-conversation.js';
import type { ReminderExtractor } from './reminder-extractor.js';
import { toReminder } from './reminder-view.js';

/**
 * Creates the reminders a message asks for, in the order asked (none when no date is found; at most
 * EXTRACT_REMINDERS_MAX).
 * The offline extractor makes no provider call, so nothing is recorded in api_usage (docs/DECISIONS.md:
 * "Every provider call is recorded"); a model-backed extractor will record its own calls.
 */
export async function extractReminders(
  deps: { db: Database; clock: () => Date; extractor: ReminderExtractor },
  userId: number,
  message: string,
  timeZone: string,
  /** The conversation the message was said in: checked first, so a wrong one creates nothing. */
  inConversation?: number,
): Promise<Reminder[]> {
  const conversationId = await reminderConversation(deps.db, userId, inConversation);
  const now = deps.clock();
  const found = (await deps.extractor.extract(message, { now, timeZone })).slice(0, EXTRACT_REMINDERS_MAX);
  if (found.length === 0) return [];
  const rows = await deps.db
    .insert(reminders)
    .values(
      found.map((r) => ({
        userId,
        title: r.title,
        description: r.description,
        scheduledTime: r.scheduledTime,
        category: r.category,
        priority: r.priority,
        isRecurring: r.recurringPattern !== undefined,
        recurringPattern: storedPattern(r.recurringPattern !== undefined, r.recurringPattern),
        createdAt: now,
        conversationId,
      })),
    )
    .returning();
  return rows.sort((a, b) => a.id - b.id).map(toReminder);
}
