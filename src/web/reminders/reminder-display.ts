import type { Reminder } from '../../contract/reminders.js';
import { type DisplayLocale, PSEUDO_LOCALE } from '../../i18n/locales.js';
import type { Translator } from '../../i18n/translate.js';
import { translator } from '../i18n/current.js';

/** The tabs of /reminders, Upcoming first. */
export const reminderTabs = ['upcoming', 'today', 'completed', 'all'] as const;
export type ReminderTab = (typeof reminderTabs)[number];

/**
 * The language dates are written in: the page's, in the region the browser names for that language
 * when it names one (an English page in a British browser writes 17:00, not 5:00 PM).
 */
export function dateLocale(locale: DisplayLocale, preferred: readonly string[] = browserLanguages()): string {
  const language = locale === PSEUDO_LOCALE ? 'en' : locale;
  return preferred.find((tag) => tag.toLowerCase().split(/[-_]/)[0] === language) ?? language;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages ?? [navigator.language];
}

/** A tab's name, in the page's language ('Today' is the language's own word, from Intl). */
export function tabLabel(tab: ReminderTab, t: Translator = translator()): string {
  switch (tab) {
    case 'upcoming':
      return t('Upcoming');
    case 'today':
      return relativeDay(0, t.locale);
    case 'completed':
      return t('Completed');
    case 'all':
      return t('All');
  }
}

export function categoryLabel(category: Reminder['category'], t: Translator = translator()): string {
  return t(
    '{category, select, medication {Medication} appointment {Appointment} task {Task} other {General}}',
    { category },
  );
}

export function priorityLabel(priority: Reminder['priority'], t: Translator = translator()): string {
  return t('{priority, select, high {High Priority} low {Low Priority} other {Medium Priority}}', {
    priority,
  });
}

/** 'Every day', 'Every 2 weeks' (the number is left out when the interval is 1). */
export function recurrenceText(
  pattern: Reminder['recurringPattern'],
  t: Translator = translator(),
): string | null {
  const count = pattern.interval;
  switch (pattern.type) {
    case 'none':
      return null;
    case 'daily':
      return t('{count, plural, =1 {Every day} other {Every # days}}', { count });
    case 'weekly':
      return t('{count, plural, =1 {Every week} other {Every # weeks}}', { count });
    case 'monthly':
      return t('{count, plural, =1 {Every month} other {Every # months}}', { count });
  }
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** 'Today' (0) or 'Tomorrow' (1) in the language's own words, its first letter a capital. */
export function relativeDay(days: 0 | 1, locale: DisplayLocale): string {
  const language = locale === PSEUDO_LOCALE ? 'en' : locale;
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    relativeFormats.set(language, format);
  }
  const text = format.format(days, 'day');
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** The words of a card's day badge. */
export function dayBadgeText(badge: DayBadge, t: Translator = translator()): string {
  if (badge === 'Past Due') return t('Past Due');
  return relativeDay(badge === 'Today' ? 0 : 1, t.locale);
}

function sameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

export type DayBadge = 'Past Due' | 'Today' | 'Tomorrow';

/** The card's badge: past due (not done and its time has passed), today, tomorrow. */
export function dayBadge(reminder: Reminder, now: Date): DayBadge | null {
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

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * 'Tuesday, 24 November 2026 at 17:00' in the page's language and the person's time zone. The
 * formatter is made on first use (the browser's locale data costs 30-100 ms on a phone), never while a
 * module loads.
 */
export function formatWhen(iso: string, locale: DisplayLocale = translator().locale): string {
  const tag = dateLocale(locale);
  let format = dateTimeFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    dateTimeFormats.set(tag, format);
  }
  return format.format(new Date(iso));
}
