import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Reminder } from '../../contract/reminders.js';
import { createTranslator } from '../../i18n/translate.js';
import {
  categoryLabel,
  dateLocale,
  dayBadge,
  dayBadgeText,
  formatWhen,
  inTab,
  recurrenceText,
  tabLabel,
} from './reminder-display.js';

const catalog = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../../i18n/catalogs/${locale}/web-reminders.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
const english = createTranslator('en');

const base: Reminder = {
  id: 1,
  title: 'Call my sister',
  description: 'Remind me to call my sister',
  scheduledTime: '2026-11-23T17:00:00.000Z',
  isCompleted: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  category: 'general',
  priority: 'medium',
  isRecurring: false,
  recurringPattern: { type: 'none', interval: 1 },
  notificationSent: false,
  conversationId: null,
  acknowledgedTime: null,
};

/** A local time on the test machine's clock, as the page sees it. */
const local = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);
const at = (date: Date, change: Partial<Reminder> = {}): Reminder => ({
  ...base,
  scheduledTime: date.toISOString(),
  ...change,
});

describe('reminder display', () => {
  const now = local(2026, 11, 23, 12, 0);

  it('says past due, today and tomorrow', () => {
    expect(dayBadge(at(local(2026, 11, 23, 11, 59)), now)).toBe('Past Due');
    expect(dayBadge(at(local(2026, 11, 20, 9)), now)).toBe('Past Due');
    expect(dayBadge(at(local(2026, 11, 23, 11), { isCompleted: true }), now)).toBe('Today');
    expect(dayBadge(at(local(2026, 11, 23, 23, 59)), now)).toBe('Today');
    expect(dayBadge(at(local(2026, 11, 24, 0, 0)), now)).toBe('Tomorrow');
    expect(dayBadge(at(local(2026, 11, 25, 0, 0)), now)).toBeNull();
    // Month and year ends.
    const lastDay = local(2026, 12, 31, 20);
    expect(dayBadge(at(local(2027, 1, 1, 8)), lastDay)).toBe('Tomorrow');
  });

  it('puts each reminder in the tabs where it belongs (Upcoming, Today, Completed, All)', () => {
    const later = at(local(2026, 11, 23, 18));
    const past = at(local(2026, 11, 22, 18));
    const done = at(local(2026, 11, 23, 8), { isCompleted: true });
    const nextWeek = at(local(2026, 11, 30, 9));
    const tabs = (r: Reminder) =>
      (['upcoming', 'today', 'completed', 'all'] as const).filter((t) => inTab(r, t, now));
    expect(tabs(later)).toEqual(['upcoming', 'today', 'all']);
    expect(tabs(past)).toEqual(['all']);
    expect(tabs(done)).toEqual(['today', 'completed', 'all']);
    expect(tabs(nextWeek)).toEqual(['upcoming', 'all']);
  });

  it('words recurrence, leaving out an interval of 1', () => {
    expect(recurrenceText({ type: 'none', interval: 1 })).toBeNull();
    expect(recurrenceText({ type: 'daily', interval: 1 })).toBe('Every day');
    expect(recurrenceText({ type: 'weekly', interval: 2 })).toBe('Every 2 weeks');
    expect(recurrenceText({ type: 'monthly', interval: 3 })).toBe('Every 3 months');
  });

  it('words badges, tabs and recurrence in the page’s language', () => {
    expect(dayBadgeText('Today', english)).toBe('Today');
    expect(dayBadgeText('Tomorrow', english)).toBe('Tomorrow');
    expect(dayBadgeText('Past Due', english)).toBe('Past Due');
    expect(tabLabel('today', english)).toBe('Today');
    expect(categoryLabel('medication', english)).toBe('Medication');
    const es = createTranslator('es', catalog('es'));
    expect(dayBadgeText('Today', es)).toBe('Hoy');
    expect(dayBadgeText('Tomorrow', es)).toBe('Mañana');
    expect(dayBadgeText('Past Due', es)).toBe('Vencido');
    expect(recurrenceText({ type: 'daily', interval: 1 }, es)).toBe('Todos los días');
    expect(recurrenceText({ type: 'weekly', interval: 2 }, es)).toBe('Cada 2 semanas');
    const ru = createTranslator('ru', catalog('ru'));
    expect(recurrenceText({ type: 'daily', interval: 1 }, ru)).toBe('Каждый день');
    expect(recurrenceText({ type: 'daily', interval: 3 }, ru)).toBe('Каждые 3 дня');
    expect(recurrenceText({ type: 'daily', interval: 5 }, ru)).toBe('Каждые 5 дней');
    expect(recurrenceText({ type: 'daily', interval: 21 }, ru)).toBe('Каждый 21 день');
    const ar = createTranslator('ar', catalog('ar'));
    expect(recurrenceText({ type: 'weekly', interval: 2 }, ar)).toBe('كل أسبوعين');
  });

  it('writes dates in the page’s language, in the browser’s region for it', () => {
    expect(dateLocale('en', ['en-GB', 'fr-FR'])).toBe('en-GB');
    expect(dateLocale('fr', ['en-GB', 'fr-CA'])).toBe('fr-CA');
    expect(dateLocale('de', ['en-US'])).toBe('de');
    expect(dateLocale('en-XA', [])).toBe('en');
    expect(formatWhen('2026-11-24T17:00:00.000Z', 'de')).toContain('November 2026');
    expect(formatWhen('2026-11-24T17:00:00.000Z', 'es')).toContain('noviembre de 2026');
  });
});
