import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { reminderMessages } from '../../contract/reminders.js';
import { reminderFormResolver, serverFormErrors } from './reminder-form-resolver.js';
import { emptyReminderForm, type ReminderFormValues } from './reminder-form-values.js';

const options: ResolverOptions<ReminderFormValues> = { fields: {}, shouldUseNativeValidation: false };
const base = emptyReminderForm(new Date(2026, 10, 23, 18, 14));

async function validate(values: ReminderFormValues) {
  return reminderFormResolver(values, undefined, options);
}

describe('reminderFormResolver', () => {
  it("shows the schema's messages on the fields, the date's on Date & Time", async () => {
    const result = await validate({ ...base, title: ' ', description: 'x', date: '' });
    expect(result.values).toEqual({});
    expect(result.errors.title?.message).toBe(reminderMessages.titleMin);
    expect(result.errors.description?.message).toBe(reminderMessages.descriptionMin);
    expect(result.errors.date?.message).toBe(reminderMessages.scheduledTime);
    expect(Object.keys(result.errors).sort()).toEqual(['date', 'description', 'title']);
  });

  it('says the title is too long', async () => {
    const result = await validate({ ...base, title: 'x'.repeat(101), description: 'Fine' });
    expect(result.errors.title?.message).toBe(reminderMessages.titleMax);
  });

  it('answers the request with the combined date, trimmed text and the pattern when recurring', async () => {
    const result = await validate({
      ...base,
      title: '  Water the plants ',
      description: 'All of them',
      date: '2026-11-24',
      time: '09:00',
      isRecurring: true,
      pattern: 'weekly',
      interval: 2,
      priority: 'high',
      category: 'task',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      title: 'Water the plants',
      description: 'All of them',
      scheduledTime: new Date(2026, 10, 24, 9, 0),
      category: 'task',
      priority: 'high',
      isRecurring: true,
      recurringPattern: { type: 'weekly', interval: 2 },
    });
  });
});

describe('serverFormErrors', () => {
  it("maps a 400's fields onto the form, ignoring paths it has no field for", () => {
    const errors = serverFormErrors({
      title: reminderMessages.titleMin,
      scheduledTime: reminderMessages.scheduledTime,
      'recurringPattern.interval': reminderMessages.interval,
      other: 'x',
    });
    expect([...errors]).toEqual([
      ['title', reminderMessages.titleMin],
      ['date', reminderMessages.scheduledTime],
      ['interval', reminderMessages.interval],
    ]);
  });
});
