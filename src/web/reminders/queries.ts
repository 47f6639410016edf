import { queryOptions } from '@tanstack/react-query';
import type { ConversationLanguage } from '../../contract/languages.js';
import { reminderPaths } from '../../contract/paths/reminder.js';
import type { reminderContract } from '../../contract/reminder-routes.js';
import type { ReminderForm } from '../../contract/reminders.js';
import { accountApi } from '../auth/queries.js';
import { apiClient } from '../lib/api-client.js';

/** The reminder routes, through their contract (decision 0025). */
export const reminderApi = apiClient<typeof reminderContract>(reminderPaths);

/**
 * Reminders: the list's cache key and query (My Reminders, the open-tab alerts) and the calls that
 * change them. Invalidating `reminderKeys.all` refreshes every screen that shows them.
 */
export const reminderKeys = {
  all: [reminderPaths.list.path] as const,
};

export const reminderQueries = {
  list: () =>
    queryOptions({
      queryKey: reminderKeys.all,
      queryFn: ({ signal }) => reminderApi.list(undefined, { signal }),
    }),
};

/** Answers the reminder made, or the same one already there (marked `duplicate`). */
export const createReminder = (form: ReminderForm) =>
  reminderApi.create(
    { body: { ...form, scheduledTime: form.scheduledTime.toISOString() } },
    { idempotencyKey: true },
  );

/** Done or not done; a recurring reminder marked done answers with its next time instead. */
export const setReminderCompleted = (id: number, isCompleted: boolean) =>
  reminderApi.update({ params: { id }, body: { isCompleted } });

/** Finishes a recurring reminder: completed where it is, not moved on to its next time. */
export const endReminderSeries = (id: number) =>
  reminderApi.update({ params: { id }, body: { endSeries: true } });

/** This occurrence was listened to or dismissed: no page alerts it again. */
export const acknowledgeReminder = (reminder: { id: number; scheduledTime: string }) =>
  reminderApi.acknowledge({ params: { id: reminder.id }, body: { at: reminder.scheduledTime } });

export const deleteReminder = (id: number) => reminderApi.remove({ params: { id } });

/** The reminders a message asks for, created at once (none when it names no date or time). */
export const extractReminders = ({
  message,
  language,
}: {
  message: string;
  language: ConversationLanguage;
}) => reminderApi.extract({ body: { message, language } }, { idempotencyKey: true });

/** Remembers on the account that notifications were allowed. */
export const saveNotificationsEnabled = () =>
  accountApi.notificationSettings({ body: { notificationsEnabled: true } });
