import type { Reminder } from '../../contract/reminders.js';

/** RFC 5545 text: backslash, semicolon, comma and line breaks escaped. */
function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 3.1: lines longer than 75 octets are folded (CRLF + one space), never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line may hold 75 octets; continuation lines 74 after their leading space.
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 20261124T170000Z */
function utc(iso: string | Date): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const weekdays = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const frequencies = { daily: 'DAILY', weekly: 'WEEKLY', monthly: 'MONTHLY' } as const;

function rrule(reminder: Reminder): string | null {
  const pattern = reminder.recurringPattern;
  if (!reminder.isRecurring || pattern.type === 'none') return null;
  let rule = `RRULE:FREQ=${frequencies[pattern.type]};INTERVAL=${pattern.interval}`;
  if (pattern.type === 'weekly' && pattern.weekdays?.length)
    rule += `;BYDAY=${pattern.weekdays.map((d) => weekdays[d]).join(',')}`;
  return rule;
}

const priorities = { high: 1, medium: 5, low: 9 } as const;

/**
 * The reminders as an iCalendar file (docs/DECISIONS.md, "Reminders"): one event per reminder at its time,
 * with an alarm at that moment, repeating as it repeats. `host` makes the UIDs globally unique.
 */
export function remindersCalendar(list: Reminder[], host: string, now: Date): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Voxpert//Reminders//EN', 'CALSCALE:GREGORIAN'];
  lines.push('X-WR-CALNAME:Voxpert reminders');
  for (const r of list) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:reminder-${r.id}@${host}`,
      `DTSTAMP:${utc(now)}`,
      `DTSTART:${utc(r.scheduledTime)}`,
      'DURATION:PT15M',
      `SUMMARY:${text(r.title)}`,
      `DESCRIPTION:${text(r.description)}`,
      `CATEGORIES:${r.category.toUpperCase()}`,
      `PRIORITY:${priorities[r.priority]}`,
      `STATUS:${r.isCompleted ? 'CANCELLED' : 'CONFIRMED'}`,
    );
    const rule = rrule(r);
    if (rule) lines.push(rule);
    if (!r.isCompleted)
      lines.push(
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${text(r.title)}`,
        'TRIGGER:PT0S',
        'END:VALARM',
      );
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
