/**
 * Which occurrences of reminders this page has alerted already. Kept apart from the alert plan: the
 * voice screen's first load marks the occurrence a notification opened, and the plan itself loads
 * with the alerts, after the first paint.
 */

/** The key of one occurrence of a reminder: an occurrence alerts once per page. */
export const alertKey = (reminder: { id: number; scheduledTime: string }) =>
  `${reminder.id}@${reminder.scheduledTime}`;

/**
 * The occurrences this page has alerted, or has opened from a notification (the expert is saying that
 * one already), kept while the page lives.
 */
export const alertedReminders = new Set<string>();
