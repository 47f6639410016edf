import { eq } from 'drizzle-orm';
import type { ConversationReminderOutcome } from '../../contract/reminder-values.js';
import type { CreatedReminder } from '../../contract/reminders.js';
import type { CallPriority } from '../ai/metering/model-limiter.js';
import type { Database } from '../db/client.js';
import { conversations } from '../db/schema/index.js';
import { draftsOf } from './extract-reminders.js';
import type { ReminderExtractor } from './reminder-extractor.js';
import { askWhenText, reminderExistsText, reminderSetText, remindersOffText } from './reminder-speech.js';
import { asksForReminderIn } from './request-phrases.js';
import { storeReminders } from './store-reminders.js';

export type ConversationReminderDeps = { db: Database; clock: () => Date; extractor: ReminderExtractor };

/** A message in a signed-in person's conversation, as reminders read it. */
export type ReminderMessage = {
  userId: number;
  conversationId: number;
  /** The request kept when the expert asked when (conversations.pendingReminder). */
  pending: string | null;
  text: string;
  language: string;
  timeZone: string;
  /** The Reminder Settings switch. */
  enabled: boolean;
  /** The priority of the turn's model calls (its person's plan). */
  priority: CallPriority;
};

/** The expert's reply about a reminder, and what became of it. */
export type ReminderReply = {
  text: string;
  outcome: ConversationReminderOutcome;
  reminders: CreatedReminder[];
};

const setPending = (db: Database, conversationId: number, pending: string | null) =>
  db.update(conversations).set({ pendingReminder: pending }).where(eq(conversations.id, conversationId));

/**
 * A reminder asked for in conversation, answered by the expert in the conversation's language:
 * - asked with a time: the reminders are made (one already there is not made again) and the reply
 *   says what and when ("Done: I'll remind you tomorrow at 9:00 AM to call your sister");
 * - asked without a time: the request is kept and the reply asks "When should I remind you?"; the
 *   next message is read with it ("at 9 tomorrow" completes it; anything without a time lets it go
 *   and is answered as usual);
 * - the switch off: the reply says reminders from conversation are off and where to turn them on.
 * Null when the message is not about a reminder: the expert answers it as usual.
 */
export async function reminderReply(
  deps: ConversationReminderDeps,
  message: ReminderMessage,
): Promise<ReminderReply | null> {
  const { db } = deps;
  const asks = asksForReminderIn(message.text);
  if (!asks && message.pending === null) return null;
  if (!message.enabled) {
    if (message.pending !== null) await setPending(db, message.conversationId, null);
    return asks ? { text: remindersOffText(message.language), outcome: 'off', reminders: [] } : null;
  }
  const request = asks ? message.text : `${message.pending} ${message.text}`;
  const now = deps.clock();
  const { language, timeZone, priority } = message;
  const found = await deps.extractor.extract(request, { now, timeZone, language, priority });
  if (found.length === 0) {
    await setPending(db, message.conversationId, asks ? message.text : null);
    return asks ? { text: askWhenText(language), outcome: 'asked', reminders: [] } : null;
  }
  const stored = await storeReminders(db, message.userId, draftsOf(found), {
    now,
    conversationId: message.conversationId,
  });
  if (message.pending !== null) await setPending(db, message.conversationId, null);
  const text = stored
    .map((r) => {
      const spoken = { title: r.title, scheduledTime: new Date(r.scheduledTime) };
      return r.duplicate
        ? reminderExistsText(spoken, now, timeZone, language)
        : reminderSetText(spoken, now, timeZone, language);
    })
    .join(/^(zh|ja)/.test(language) ? '' : ' ');
  return { text, outcome: 'set', reminders: stored };
}
