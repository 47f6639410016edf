import { describe, expect, it } from 'vitest';
import {
  combineDateTime,
  dateInputValue,
  defaultSchedule,
  emptyReminderForm,
  formFieldOf,
  nextInterval,
  reminderRequest,
  timeInputValue,
} from './reminder-form-values.js';

describe('combineDateTime', () => {
  it('reads the date and time as local time', () => {
    expect(combineDateTime('2026-11-24', '09:30')).toBe(new Date(2026, 10, 24, 9, 30).toISOString());
    expect(combineDateTime('2027-02-28', '23:59')).toBe(new Date(2027, 1, 28, 23, 59).toISOString());
  });

  it('accepts seconds as some browsers give them', () => {
    expect(combineDateTime('2026-11-24', '09:30:00')).toBe(new Date(2026, 10, 24, 9, 30).toISOString());
  });

  it('answers blank for a missing or impossible date or time', () => {
    expect(combineDateTime('', '09:30')).toBe('');
    expect(combineDateTime('2026-11-24', '')).toBe('');
    expect(combineDateTime('2026-02-31', '09:30')).toBe('');
    expect(combineDateTime('2026-11-24', '24:00')).toBe('');
    expect(combineDateTime('2026-11-24', '09:60')).toBe('');
    expect(combineDateTime('24/11/2026', '09:30')).toBe('');
  });

  it('is the inverse of the input values', () => {
    const d = new Date(2026, 5, 7, 8, 5);
    expect(dateInputValue(d)).toBe('2026-06-07');
    expect(timeInputValue(d)).toBe('08:05');
    expect(combineDateTime(dateInputValue(d), timeInputValue(d))).toBe(d.toISOString());
  });
});

describe('defaultSchedule', () => {
  it('is the next whole hour today', () => {
    expect(defaultSchedule(new Date(2026, 10, 23, 18, 14, 30))).toEqual({
      date: '2026-11-23',
      time: '19:00',
    });
    expect(defaultSchedule(new Date(2026, 10, 23, 18, 0, 0))).toEqual({ date: '2026-11-23', time: '19:00' });
  });

  it('is 9 the next morning in the late evening, across months and years', () => {
    expect(defaultSchedule(new Date(2026, 10, 23, 21, 0))).toEqual({ date: '2026-11-24', time: '09:00' });
    expect(defaultSchedule(new Date(2026, 10, 23, 23, 30))).toEqual({ date: '2026-11-24', time: '09:00' });
    expect(defaultSchedule(new Date(2026, 11, 31, 23, 1))).toEqual({ date: '2027-01-01', time: '09:00' });
    expect(defaultSchedule(new Date(2026, 10, 23, 20, 59))).toEqual({ date: '2026-11-23', time: '21:00' });
  });

  it('is 9 the same morning in the small hours', () => {
    expect(defaultSchedule(new Date(2026, 10, 24, 0, 10))).toEqual({ date: '2026-11-24', time: '09:00' });
    expect(defaultSchedule(new Date(2026, 10, 24, 7, 59))).toEqual({ date: '2026-11-24', time: '09:00' });
    expect(defaultSchedule(new Date(2026, 10, 24, 8, 0))).toEqual({ date: '2026-11-24', time: '09:00' });
    expect(defaultSchedule(new Date(2026, 10, 24, 8, 1))).toEqual({ date: '2026-11-24', time: '09:00' });
    expect(defaultSchedule(new Date(2026, 10, 24, 9, 1))).toEqual({ date: '2026-11-24', time: '10:00' });
  });
});

describe('nextInterval', () => {
  it('takes whole numbers from 1 to 30', () => {
    expect(nextInterval('2', 1)).toBe(2);
    expect(nextInterval('30', 1)).toBe(30);
    expect(nextInterval('1', 5)).toBe(1);
  });

  it('ignores text that is not a number, blank, and values of 0 or less', () => {
    expect(nextInterval('abc', 3)).toBe(3);
    expect(nextInterval('', 3)).toBe(3);
    expect(nextInterval('   ', 3)).toBe(3);
    expect(nextInterval('0', 3)).toBe(3);
    expect(nextInterval('-4', 3)).toBe(3);
    expect(nextInterval('0.5', 3)).toBe(3);
    expect(nextInterval('NaN', 3)).toBe(3);
    expect(nextInterval('Infinity', 3)).toBe(3);
  });

  it('keeps larger values at 30 and drops fractions', () => {
    expect(nextInterval('31', 3)).toBe(30);
    expect(nextInterval('1000', 3)).toBe(30);
    expect(nextInterval('2.7', 3)).toBe(2);
  });
});

describe('reminderRequest', () => {
  const now = new Date(2026, 10, 23, 18, 14);

  it('starts General, Medium Priority, not recurring, at the next hour', () => {
    const values = emptyReminderForm(now);
    expect(reminderRequest({ ...values, title: 'Pills', description: 'Blue ones' })).toEqual({
      title: 'Pills',
      description: 'Blue ones',
      scheduledTime: new Date(2026, 10, 23, 19, 0).toISOString(),
      category: 'general',
      priority: 'medium',
      isRecurring: false,
      recurringPattern: { type: 'none', interval: 1 },
    });
  });

  it('sends the pattern only when Recurring is on', () => {
    const values = { ...emptyReminderForm(now), pattern: 'weekly' as const, interval: 2 };
    expect(reminderRequest(values).recurringPattern).toEqual({ type: 'none', interval: 1 });
    expect(reminderRequest({ ...values, isRecurring: true }).recurringPattern).toEqual({
      type: 'weekly',
      interval: 2,
    });
  });
});

describe('formFieldOf', () => {
  it('puts request paths on the fields the person sees', () => {
    expect(formFieldOf('title')).toBe('title');
    expect(formFieldOf('scheduledTime')).toBe('date');
    expect(formFieldOf('recurringPattern.interval')).toBe('interval');
    expect(formFieldOf('recurringPattern.type')).toBe('pattern');
    expect(formFieldOf('recurringPattern')).toBe('pattern');
    expect(formFieldOf('somethingElse')).toBeNull();
  });
});
