import type { Reminder } from '../../contract/reminders.js';
import { onFirstUse } from '../lib/on-first-use.js';

/** The tabs of /reminders, Upcoming first. */
export const reminderTabs = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'today', label: 'Today' },
  { value: 'completed', label: 'Completed' },
  { value: 'all', label: 'All' },
] as const;
export type ReminderTab = (typeof reminderTabs)[number]['value'];

export const categoryLabels: Record<Reminder['category'], string> = {
  general: 'General',
  medication: 'Medication',
  appointment: 'Appointment',
  task: 'Task',
};

export const priorityLabels: Record<Reminder['priority'], string> = {
  high: 'High Priority',
  medium: 'Medium Priority',
  low: 'Low Priority',
};

const units = { daily: 'day', weekly: 'week', monthly: 'month' } as const;

/** 'Every day', 'Every 2 weeks' (the number is left out when the interval is 1). */
export function recurrenceText(pattern: Reminder['recurringPattern']): string | null {
  if (pattern.type === 'none') return null;
  const unit = units[pattern.type];
  return pattern.interval === 1 ? `Every ${unit}` : `Every ${pattern.interval} ${unit}s`;
}

function sameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** The card's badge: past due (not done and its time has passed), today, tomorrow. */
export function dayBadge(reminder: Reminder, now: Date): 'Past Due' | 'Today' | 'Tomorrow' | null {
  const when = new Date(reminder.scheduledTime);
  if (!reminder.isCompleted && when.getTime() < now.getTime()) return 'Past Due';
  if (sameLocalDay(when, now)) return 'Today';
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  return sameLocalDay(when, tomorrow) ? 'Tomorrow' : null;
}

/** Which reminders each tab shows. */
export function inTab(reminder: Reminder, tab: ReminderTab, now: Date): boolean {
  const when = new Date(reminder.scheduledTime);
  switch (tab) {
    case 'upcoming':
      return !reminder.isCompleted && when.getTime() >= now.getTime();
    case 'today':
      return sameLocalDay(when, now);
    case 'completed':
      return reminder.isCompleted;
    case 'all':
      return true;
  }
}

const dateTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(undefined, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

/** 'Tuesday, 24 November 2026 at 17:00' in the person's own locale and time zone. */
export const formatWhen = (iso: string): string => dateTimeFormat().format(new Date(iso));
