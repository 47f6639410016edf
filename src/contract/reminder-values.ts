// Without zod: the voice screen's first load imports these.

/**
 * The English phrases that ask for a reminder (compared lower-cased, with ’ read as '); the server
 * reads the other languages' too (server/reminders/request-phrases.ts).
 */
export const reminderRequestPhrases = [
  'remind me',
  "don't let me forget",
  'create a reminder',
  'set a reminder',
  'make a reminder',
  'give me a reminder',
] as const;

/** A reminder that fell due moments before a page loaded still alerts there as due, not as missed. */
export const ALERT_GRACE_MS = 60 * 1000;
/** How far back a one-off reminder that came due unheard is still offered again ('missed-reminders'). */
export const MISSED_WITHIN_MS = 7 * 24 * 3600 * 1000;

/** The longest answer to "how did it go" kept on a reminder (Premium's smart reminders). */
export const HOW_IT_WENT_MAX = 500;

/**
 * What became of a reminder asked for in conversation: set (or found already there), asked when
 * (no time was said), or off (the Reminder Settings switch is off).
 */
export const conversationReminderOutcomes = ['set', 'asked', 'off'] as const;
export type ConversationReminderOutcome = (typeof conversationReminderOutcomes)[number];

/** Curly apostrophes read as straight ones, so "don’t let me forget" matches. */
export const normaliseQuotes = (text: string) => text.replaceAll('’', "'");

/** True when `message` contains one of reminderRequestPhrases. */
export function asksForReminder(message: string): boolean {
  const lower = normaliseQuotes(message.toLowerCase());
  return reminderRequestPhrases.some((phrase) => lower.includes(phrase));
}

/**
 * Where a due reminder's notification leads: the voice screen, with the conversation that set it
 * (when there is one), the reminder and the occurrence to speak of.
 */
export function followUpPath(reminder: {
  id: number;
  conversationId: number | null;
  scheduledTime: string;
}): string {
  const query = new URLSearchParams();
  if (reminder.conversationId !== null) query.set('conversation', String(reminder.conversationId));
  query.set('reminder', String(reminder.id));
  query.set('at', reminder.scheduledTime);
  return `/?${query}`;
}
