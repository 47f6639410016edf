import { describe, expect, it } from 'vitest';
import type { Reminder } from '../../contract/reminders.js';
import { dayBadge, inTab, recurrenceText } from './reminder-display.js';

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
});
