import { type CreatedReminder, EXTRACT_REMINDERS_MAX, storedPattern } from '../../contract/reminders.js';
import type { CallPriority } from '../ai/metering/model-limiter.js';
import type { Database } from '../db/client.js';
import { reminderConversation } from './reminder-conversation.js';
import type { ExtractedReminder, ReminderExtractor } from './reminder-extractor.js';
import { storeReminders } from './store-reminders.js';

export type ExtractDeps = { db: Database; clock: () => Date; extractor: ReminderExtractor };

/** The reminders found, as stored: recurring when a repetition was said. */
export function draftsOf(found: readonly ExtractedReminder[]) {
  return found.slice(0, EXTRACT_REMINDERS_MAX).map((r) => ({
    title: r.title,
    description: r.description,
    scheduledTime: r.scheduledTime,
    category: r.category,
    priority: r.priority,
    isRecurring: r.recurringPattern !== undefined,
    recurringPattern: storedPattern(r.recurringPattern !== undefined, r.recurringPattern),
  }));
}

/**
 * Creates the reminders a message asks for, in the order asked (none when no date is found; at most
 * EXTRACT_REMINDERS_MAX); one already there is answered instead, marked `duplicate`.
 * The offline extractor makes no provider call, so nothing is recorded in api_usage; the model-backed
 * extractor records its own calls.
 */
export async function extractReminders(
  deps: ExtractDeps,
  userId: number,
  message: string,
  /**
   * The person's time zone, the language the message was said in (its dates are read in it), and
   * their plan's priority for the model's call.
   */
  reader: { timeZone: string; language?: string | undefined; priority: CallPriority },
  /** The conversation the message was said in: checked first, so a wrong one creates nothing. */
  inConversation?: number,
): Promise<CreatedReminder[]> {
  const conversationId = await reminderConversation(deps.db, userId, inConversation);
  const now = deps.clock();
  const found = await deps.extractor.extract(message, { now, ...reader });
  return storeReminders(deps.db, userId, draftsOf(found), { now, conversationId });
}
