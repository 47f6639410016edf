import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ReminderForm } from '../../contract/reminders.js';
import { lazyZodResolver } from '../lib/lazy-resolver.js';
import { formFieldOf, type ReminderFormValues, reminderRequest } from './reminder-form-values.js';

const schemaResolver = lazyZodResolver(() =>
  import('../../contract/reminders.js').then((m) => m.reminderFormSchema),
);

export type Leaf = { path: string; message: string };

/** The messages of a (nested) error object, with their dotted paths. */
function leaves(errors: object, prefix = ''): Leaf[] {
  const found: Leaf[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message: unknown = (value as { message?: unknown }).message;
    if (typeof message === 'string') found.push({ path, message });
    else found.push(...leaves(value, path));
  }
  return found;
}

/** Messages keyed by request paths (scheduledTime, recurringPattern.interval...) on the form's fields: the first per field. */
export function fieldMessages(byPath: Leaf[]): Map<keyof ReminderFormValues, string> {
  const messages = new Map<keyof ReminderFormValues, string>();
  for (const { path, message } of byPath) {
    const field = formFieldOf(path);
    if (field && !messages.has(field)) messages.set(field, message);
  }
  return messages;
}

/**
 * Validates the New Reminder form with the contract's reminderFormSchema (loaded on first use): the
 * request is built from the form (date and time combined), and the schema's messages come back on the
 * fields the person sees (a date or time problem on Date & Time).
 */
export const reminderFormResolver: Resolver<ReminderFormValues, unknown, ReminderForm> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(reminderRequest(values), context, {
    criteriaMode: options.criteriaMode,
    fields: {},
    shouldUseNativeValidation: false,
  });
  const found = leaves(result.errors);
  if (found.length === 0) return { values: result.values as ReminderForm, errors: {} };
  const errors: FieldErrors<ReminderFormValues> = {};
  for (const [field, message] of fieldMessages(found)) errors[field] = { type: 'validation', message };
  return { values: {}, errors };
};

/** A server 400's `fields` ({path: message}) on the form's fields. */
export function serverFormErrors(fields: Record<string, string>): Map<keyof ReminderFormValues, string> {
  return fieldMessages(Object.entries(fields).map(([path, message]) => ({ path, message })));
}
