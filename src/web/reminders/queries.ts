import { queryOptions } from '@tanstack/react-query';
import type { SuccessResponse, UserSettings } from '../../contract/accounts.js';
import type { ConversationLanguage } from '../../contract/languages.js';
import type {
  CreatedReminder,
  ExtractRemindersResponse,
  Reminder,
  ReminderForm,
  ReminderList,
} from '../../contract/reminders.js';
import { apiGet, apiJson } from '../lib/api.js';

/**
 * Reminders: the list's cache key and query (My Reminders, the open-tab alerts) and the calls that
 * change them. Invalidating `reminderKeys.all` refreshes every screen that shows them.
 */
export const reminderKeys = {
  all: ['/api/reminders'] as const,
};

export const reminderQueries = {
  list: () =>
    queryOptions({
      queryKey: reminderKeys.all,
      queryFn: ({ signal }) => apiGet<ReminderList>('/api/reminders', { signal }),
    }),
};

/** Answers the reminder made, or the same one already there (marked `duplicate`). */
export const createReminder = (form: ReminderForm) =>
  apiJson<CreatedReminder>(
    'POST',
    '/api/reminders',
    { ...form, scheduledTime: form.scheduledTime.toISOString() },
    { idempotencyKey: true },
  );

/** Done or not done; a recurring reminder marked done answers with its next time instead. */
export const setReminderCompleted = (id: number, isCompleted: boolean) =>
  apiJson<Reminder>('PATCH', `/api/reminders/${id}`, { isCompleted });

/** Finishes a recurring reminder: completed where it is, not moved on to its next time. */
export const endReminderSeries = (id: number) =>
  apiJson<Reminder>('PATCH', `/api/reminders/${id}`, { endSeries: true });

/** This occurrence was listened to or dismissed: no page alerts it again. */
export const acknowledgeReminder = (reminder: { id: number; scheduledTime: string }) =>
  apiJson<Reminder>('POST', `/api/reminders/${reminder.id}/acknowledge`, { at: reminder.scheduledTime });

export const deleteReminder = (id: number) => apiJson<SuccessResponse>('DELETE', `/api/reminders/${id}`);

/** The reminders a message asks for, created at once (none when it names no date or time). */
export const extractReminders = ({
  message,
  language,
}: {
  message: string;
  language: ConversationLanguage;
}) =>
  apiJson<ExtractRemindersResponse>(
    'POST',
    '/api/extract-reminders',
    { message, language },
    { idempotencyKey: true },
  );

/** Remembers on the account that notifications were allowed. */
export const saveNotificationsEnabled = () =>
  apiJson<UserSettings>('POST', '/api/user/notification-settings', { notificationsEnabled: true });
