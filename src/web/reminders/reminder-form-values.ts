import type {
  RecurrenceType,
  ReminderCategory,
  ReminderFormInput,
  ReminderPriority,
} from '../../contract/reminders.js';

/** The smallest and largest 'Every N' the form offers. */
export const INTERVAL_MIN = 1;
export const INTERVAL_INPUT_MAX = 30;

/** The repeat patterns the form offers (never 'none': that is the Recurring switch turned off). */
export const formPatterns = ['daily', 'weekly', 'monthly'] as const satisfies readonly RecurrenceType[];
export type FormPattern = (typeof formPatterns)[number];

/** What the New Reminder form holds: the date and time as the inputs show them (local time). */
export type ReminderFormValues = {
  title: string;
  description: string;
  /** YYYY-MM-DD, local. */
  date: string;
  /** HH:MM, local. */
  time: string;
  category: ReminderCategory;
  priority: ReminderPriority;
  isRecurring: boolean;
  pattern: FormPattern;
  interval: number;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as `<input type="date">` shows it, in local time. */
export function dateInputValue(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A time as `<input type="time">` shows it, in local time. */
export function timeInputValue(d: Date): string {
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The default Date & Time: the next whole hour, or 9 in the morning when that would fall in the night (from 22:00). */
export function defaultSchedule(now: Date): { date: string; time: string } {
  let next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours() + 1, 0, 0, 0);
  const hour = next.getHours();
  if (hour >= NIGHT_FROM || hour < MORNING_AT) {
    // Nobody wants a reminder in the night: the next morning instead (this morning before dawn).
    const day = hour < MORNING_AT ? next.getDate() : next.getDate() + 1;
    next = new Date(next.getFullYear(), next.getMonth(), day, MORNING_AT, 0, 0, 0);
  }
  return { date: dateInputValue(next), time: timeInputValue(next) };
}

/** The form's suggested time stays between these hours. */
const MORNING_AT = 9;
const NIGHT_FROM = 22;

/**
 * The moment a local date (YYYY-MM-DD) and time (HH:MM) name, as an ISO 8601 text; '' when either is
 * missing or not a real date or time (the schema then says 'Please select a date and time.').
 */
export function combineDateTime(date: string, time: string): string {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const t = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(time.trim());
  if (!d || !t) return '';
  const [year, month, day, hours, minutes] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hours > 23 || minutes > 59) return '';
  const local = new Date(year, month - 1, day, hours, minutes, 0, 0);
  // 31 February and the like roll over into the next month: not a real date.
  if (local.getFullYear() !== year || local.getMonth() !== month - 1 || local.getDate() !== day) return '';
  return local.toISOString();
}

/**
 * The 'Every N' input's rule: a whole number from 1 to 30; text that is not a number
 * and values of 0 or less are ignored (the previous value stays); larger values become 30.
 */
export function nextInterval(raw: string, previous: number): number {
  if (raw.trim() === '') return previous;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) return previous;
  const whole = Math.trunc(n);
  if (whole < INTERVAL_MIN) return previous;
  return Math.min(whole, INTERVAL_INPUT_MAX);
}

/** The fresh form: empty text, the next sensible hour, General, Medium Priority, not recurring. */
export function emptyReminderForm(now: Date): ReminderFormValues {
  return {
    title: '',
    description: '',
    ...defaultSchedule(now),
    category: 'general',
    priority: 'medium',
    isRecurring: false,
    pattern: 'daily',
    interval: 1,
  };
}

/** The body of POST /api/reminders (reminderFormSchema's input) from what the form holds. */
export function reminderRequest(values: ReminderFormValues): ReminderFormInput {
  return {
    title: values.title,
    description: values.description,
    scheduledTime: combineDateTime(values.date, values.time),
    category: values.category,
    priority: values.priority,
    isRecurring: values.isRecurring,
    recurringPattern: values.isRecurring
      ? { type: values.pattern, interval: values.interval }
      : { type: 'none', interval: 1 },
  };
}

/** Where a server 400's `fields` (request paths) show on the form; unknown paths show on no field. */
export function formFieldOf(path: string): keyof ReminderFormValues | null {
  if (path === 'title' || path === 'description' || path === 'category' || path === 'priority') return path;
  if (path === 'isRecurring') return 'isRecurring';
  if (path === 'scheduledTime') return 'date';
  if (path.startsWith('recurringPattern.interval')) return 'interval';
  if (path.startsWith('recurringPattern')) return 'pattern';
  return null;
}
