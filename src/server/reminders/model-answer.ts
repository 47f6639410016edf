import { z } from 'zod';
import {
  REMINDER_DESCRIPTION_MAX,
  REMINDER_DESCRIPTION_MIN,
  REMINDER_TITLE_MAX,
  REMINDER_TITLE_MIN,
  reminderCategories,
  reminderPriorities,
} from '../../contract/reminders.js';
import { languageName, languageNames } from '../ai/languages.js';
import type { ExtractedReminder, ExtractionContext } from './reminder-extractor.js';
import { instantOf, utcMsToWall, type WallTime, wallTimeAt, wallToUtcMs } from './zoned-time.js';

// The language model's side of reminder extraction (model-extractor.ts): the schema it answers, the
// instructions, and the checks on its answer.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 3600 * 1000;
const YEARS_AHEAD = 5;

/**
 * What the model answers. The length limits are told in the descriptions, not as maxLength: OpenAI's
 * strict mode does not take every keyword, and a long title is cut to the contract's limit rather than
 * losing the whole answer. `when` is checked item by item (a bad one drops that item only).
 */
export const modelRemindersSchema = z.object({
  reminders: z.array(
    z.object({
      title: z
        .string()
        .describe(`Short title in the user's language, at most ${REMINDER_TITLE_MAX} characters`),
      description: z
        .string()
        .describe(`What to remember, one sentence, at most ${REMINDER_DESCRIPTION_MAX} characters`),
      when: z.string().describe("Local date-time on the user's wall clock, YYYY-MM-DDTHH:mm (24-hour)"),
      category: z.enum(reminderCategories),
      priority: z.enum(reminderPriorities),
    }),
  ),
});
export type ModelReminder = z.infer<typeof modelRemindersSchema>['reminders'][number];

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (n: number) => String(n).padStart(2, '0');
const formatWall = (w: WallTime) => `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;

/** "The user's current local date-time is Tuesday 2026-03-10T14:30 in the time zone Europe/Madrid." */
export function localNowSentence({ now, timeZone }: ExtractionContext): string {
  const local = wallTimeAt(now, timeZone);
  const weekday = weekdayNames[new Date(wallToUtcMs(local)).getUTCDay()] ?? '';
  return `The user's current local date-time is ${weekday} ${formatWall(local)} in the time zone ${timeZone}.`;
}

/** The instructions: the user's local now, weekday and zone; any language; an empty list when nothing is asked. */
export function extractionPrompt(context: ExtractionContext): string {
  return [
    'You find the reminders a user asks for in one message. The message can be in any language',
    `(${Object.values(languageNames).join(', ')}, or another): read it in its own language.`,
    localNowSentence(context),
    ...(context.language ? [`The user chose to speak ${languageName(context.language) ?? 'English'}.`] : []),
    'Answer JSON only: {"reminders": [...]}, one item per thing the user asks to be reminded of, in the order asked.',
    "- when: the local date and time on the user's wall clock, written YYYY-MM-DDTHH:mm (24-hour, no zone).",
    '  Work out relative words ("tomorrow", "next Monday", "in 2 hours", "mañana a las cinco de la tarde")',
    '  from the current local date-time above. A date without a time means 09:00; a time without a date',
    '  means the next time that hour comes.',
    `- title: short, in the user's language, without the date words, at most ${REMINDER_TITLE_MAX} characters.`,
    `- description: what to remember in one sentence, in the user's language, at most ${REMINDER_DESCRIPTION_MAX} characters.`,
    '- category: medication (pills, doses), appointment (doctor, meeting), task (something to do), else general.',
    '- priority: high when the user says it is urgent or important, low when they say it is not, else medium.',
    'Return {"reminders": []} when the message asks for no reminder, or when it gives no date or time.',
  ].join('\n');
}

const localDateTime = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** `when` read as a wall time, or null when it is not a real date-time. */
export function readWallTime(when: string): WallTime | null {
  const m = localDateTime.exec(when.trim());
  if (!m) return null;
  const part = (i: number) => Number(m[i] ?? 0);
  const wall: WallTime = {
    year: part(1),
    month: part(2),
    day: part(3),
    hour: part(4),
    minute: part(5),
    second: part(6),
  };
  // 2026-02-30 or 25:00 do not survive the round trip.
  const same = utcMsToWall(wallToUtcMs(wall));
  return formatWall(same) === formatWall(wall) && same.second === wall.second ? wall : null;
}

/** Whitespace collapsed, cut to `max` characters. */
export const clamp = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? flat.slice(0, max).trimEnd() : flat;
};

/**
 * A model's local date-time (`when`, on the user's wall clock) as an instant, or null when it is not
 * a real date-time, is more than a minute past, or more than five years ahead.
 */
export function checkedInstant(when: string, { now, timeZone }: ExtractionContext): Date | null {
  const wall = readWallTime(when);
  if (!wall) return null;
  const at = instantOf(wall, timeZone);
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + YEARS_AHEAD);
  return at.getTime() < now.getTime() - MINUTE_MS || at > latest ? null : at;
}

/**
 * The model's items as reminders: `when` on the user's wall clock becomes an instant; an invalid date,
 * one more than a minute past or more than five years ahead drops its item; text is cut to the limits.
 */
export function checkModelReminders(items: ModelReminder[], context: ExtractionContext) {
  const found: ExtractedReminder[] = [];
  for (const item of items) {
    const scheduledTime = checkedInstant(item.when, context);
    if (!scheduledTime) continue;
    let title = clamp(item.title, REMINDER_TITLE_MAX);
    let description = clamp(item.description, REMINDER_DESCRIPTION_MAX);
    if (title.length < REMINDER_TITLE_MIN)
      title = description.length >= REMINDER_TITLE_MIN ? clamp(description, REMINDER_TITLE_MAX) : 'Reminder';
    if (description.length < REMINDER_DESCRIPTION_MIN) description = title;
    found.push({ title, description, scheduledTime, category: item.category, priority: item.priority });
  }
  return found;
}

/**
 * chrono-node as a check on the model's dates. When both found as many reminders, they are paired by
 * position, and a model date more than a day from its pair's takes the parser's date (logged). When the
 * counts differ the pairing is unsure, so the model's dates stand. A parser reminder that repeats
 * ("every morning"), paired or within a day, gives its pattern: the schema does not ask the model for one.
 */
export function preferChronoDates(
  fromModel: ExtractedReminder[],
  fromChrono: ExtractedReminder[],
  log?: { info(details: object, message: string): void },
): ExtractedReminder[] {
  const paired = fromChrono.length === fromModel.length;
  return fromModel.map((reminder, i) => {
    const model = reminder.scheduledTime.getTime();
    const distance = (r: ExtractedReminder) => Math.abs(r.scheduledTime.getTime() - model);
    const nearest = [...fromChrono].sort((a, b) => distance(a) - distance(b))[0];
    const match = paired ? fromChrono[i] : nearest && distance(nearest) <= DAY_MS ? nearest : undefined;
    if (!match) return reminder;
    const repeats = match.recurringPattern ? { recurringPattern: match.recurringPattern } : {};
    if (distance(match) <= DAY_MS) return { ...reminder, ...repeats };
    log?.info(
      { model: reminder.scheduledTime.toISOString(), chrono: match.scheduledTime.toISOString() },
      "the model's reminder date is more than a day from the date parser's: the parser's is kept",
    );
    return { ...reminder, ...repeats, scheduledTime: match.scheduledTime };
  });
}
