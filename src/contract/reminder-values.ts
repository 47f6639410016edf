// Without zod: the voice screen's first load imports these.

/**
 * Phrases that ask for a reminder. The browser calls POST /api/extract-reminders when a
 * message contains one of them (compared lower-cased, with ’ read as ').
 */
export const reminderRequestPhrases = [
  'remind me',
  "don't let me forget",
  'create a reminder',
  'set a reminder',
  'make a reminder',
  'give me a reminder',
] as const;

/** Curly apostrophes read as straight ones, so "don’t let me forget" matches. */
export const normaliseQuotes = (text: string) => text.replaceAll('’', "'");

/** True when `message` contains one of reminderRequestPhrases. */
export function asksForReminder(message: string): boolean {
  const lower = normaliseQuotes(message.toLowerCase());
  return reminderRequestPhrases.some((phrase) => lower.includes(phrase));
}
