import {
  REMINDER_DESCRIPTION_MAX,
  REMINDER_TITLE_MAX,
  type ReminderCategory,
  reminderRequestPhrases,
} from '../../contract/reminders.js';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Any request phrase, as a whole-word match. */
export const requestPhrasePattern = new RegExp(
  `\\b(?:${reminderRequestPhrases.map(escapeRegExp).join('|')})\\b`,
  'gi',
);

/** Sentences: split after . ! ? when a capital follows (so "5 p.m. tomorrow" stays whole), and at line breaks. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z"'“])|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** "remind me to X at 5 and to Y tomorrow": split before "and to" / "and remind". */
export function splitRequests(segment: string): string[] {
  return segment
    .split(/\s*,?\s+and\s+(?=(?:also\s+)?(?:to|remind)\b)/i)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

const leadingFiller =
  /^(?:[,;:\-–]+|please|also|and|then|to|that|about|for|of|i need to|i have to|i must|i should|i want to|i'd like to|can you|could you|would you|will you)(?:\b|\s)\s*/i;
const requestAtStart = new RegExp(`^${requestPhrasePattern.source}\\s*`, 'i');
const trailingFiller =
  /(?:\s+|^)(?:on|at|by|in|for|this|next|before|until|around|about|from|the|and|to|please)$|[\s,.;:!?\-–]+$/i;
const prepositionBefore = /\b(?:on|at|by|in|for|around|before|until|from|this|next)\s*$/i;

/**
 * The title of a reminder: the request text without the request phrase, the date words (spans given
 * as [start, end) offsets into `part`) and the filler around them, capitalised and cut to 100 characters.
 */
export function titleFrom(part: string, dateSpans: ReadonlyArray<readonly [number, number]>): string {
  let text = part;
  for (const [start, end] of [...dateSpans].sort((a, b) => b[0] - a[0])) {
    const head = text.slice(0, start).replace(prepositionBefore, '');
    text = `${head} ${text.slice(end)}`;
  }
  text = text.replace(/\s+/g, ' ').trim();
  for (let changed = true; changed; ) {
    const before = text;
    text = text.replace(requestAtStart, '').replace(leadingFiller, '').replace(trailingFiller, '').trim();
    changed = text !== before;
  }
  text = text.replace(/\s+([,.;:!?])/g, '$1').replace(/\s+/g, ' ');
  if (text.length > REMINDER_TITLE_MAX) {
    const cut = text.slice(0, REMINDER_TITLE_MAX);
    const lastSpace = cut.lastIndexOf(' ');
    text = (lastSpace > REMINDER_TITLE_MAX / 2 ? cut.slice(0, lastSpace) : cut).trimEnd();
  }
  if (text.length < 2) return 'Reminder';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The description: the sentence that asked, cut to 500 characters. */
export function descriptionFrom(sentence: string, title: string): string {
  const text = sentence.replace(/\s+/g, ' ').trim();
  const cut =
    text.length > REMINDER_DESCRIPTION_MAX ? text.slice(0, REMINDER_DESCRIPTION_MAX).trimEnd() : text;
  return cut.length >= 2 ? cut : title;
}

const medication =
  /\b(?:pills?|medicines?|medications?|meds|tablets?|doses?|vitamins?|insulin|inhaler|prescriptions?)\b/i;
const appointment =
  /\b(?:doctor|doctor's|dentist|appointments?|meetings?|clinic|hospital|check-?up|interview|therapist)\b/i;
const taskVerbs = new Set([
  'call',
  'phone',
  'ring',
  'buy',
  'pay',
  'send',
  'email',
  'e-mail',
  'text',
  'message',
  'write',
  'finish',
  'submit',
  'book',
  'order',
  'pick',
  'clean',
  'wash',
  'cook',
  'fix',
  'renew',
  'return',
  'bring',
  'water',
  'feed',
  'walk',
  'check',
  'schedule',
  'cancel',
  'prepare',
  'print',
  'post',
  'mail',
  'file',
  'read',
  'review',
  'visit',
  'get',
  'take',
  'do',
  'make',
]);

/** Whether a title starts with a verb of something to do ("Call my sister"). */
export function startsWithTaskVerb(title: string): boolean {
  return taskVerbs.has(title.split(/\s+/)[0]?.toLowerCase() ?? '');
}

/** A simple keyword guess: medication, then appointment, then task (starts with a verb), else general. */
export function guessCategory(title: string, sentence: string): ReminderCategory {
  const both = `${title} ${sentence}`;
  if (medication.test(both)) return 'medication';
  if (appointment.test(both)) return 'appointment';
  return startsWithTaskVerb(title) ? 'task' : 'general';
}
