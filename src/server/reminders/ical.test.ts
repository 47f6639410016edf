import { describe, expect, it } from 'vitest';
import type { Reminder } from '../../contract/reminders.js';
import { remindersCalendar } from './ical.js';

const reminder: Reminder = {
  id: 7,
  title: 'Call my sister, then Mum; ok\\',
  description: 'Line one\nLine two',
  scheduledTime: '2026-11-24T17:00:00.000Z',
  isCompleted: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  category: 'general',
  priority: 'high',
  isRecurring: true,
  recurringPattern: { type: 'weekly', interval: 2, weekdays: [1, 4] },
  notificationSent: false,
  conversationId: null,
  acknowledgedTime: null,
};
const now = new Date('2026-11-23T12:00:00.000Z');

/** Unfolds RFC 5545 continuation lines. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('remindersCalendar', () => {
  it('writes one event per reminder with escaped text, an alarm and its repetition', () => {
    const ics = remindersCalendar([reminder], 'voxpert.example', now);
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('UID:reminder-7@voxpert.example');
    expect(lines).toContain('DTSTAMP:20261123T120000Z');
    expect(lines).toContain('DTSTART:20261124T170000Z');
    expect(lines).toContain('SUMMARY:Call my sister\\, then Mum\\; ok\\\\');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH');
    expect(lines).toContain('PRIORITY:1');
    expect(lines).toContain('TRIGGER:PT0S');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = { ...reminder, description: 'Приём лекарства '.repeat(20), isRecurring: false };
    const ics = remindersCalendar([long], 'h', now);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`DESCRIPTION:${'Приём лекарства '.repeat(20)}`);
    expect(ics).not.toContain('RRULE');
  });

  it('marks completed reminders cancelled, without an alarm; an empty list is a valid calendar', () => {
    const ics = remindersCalendar([{ ...reminder, isCompleted: true }], 'h', now);
    expect(unfold(ics)).toContain('STATUS:CANCELLED');
    expect(ics).not.toContain('VALARM');
    expect(unfold(remindersCalendar([], 'h', now))).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Voxpert//Reminders//EN',
      'CALSCALE:GREGORIAN',
      'X-WR-CALNAME:Voxpert reminders',
      'END:VCALENDAR',
      '',
    ]);
  });
});
