import { ALERT_GRACE_MS, MISSED_WITHIN_MS } from '../../contract/reminder-values.js';
import type { ReminderRow } from './reminder-view.js';

/**
 * A one-off reminder that came due unheard: open, due more than ALERT_GRACE_MS ago (a page opened
 * just then alerts it as due) but within MISSED_WITHIN_MS, its occurrence never listened to nor
 * dismissed. A repeating reminder is never missed this way: it has moved on to its next time, which
 * will come due anyway.
 */
export function isMissed(
  reminder: Pick<ReminderRow, 'isCompleted' | 'isRecurring' | 'scheduledTime' | 'acknowledgedTime'>,
  now: Date,
): boolean {
  if (reminder.isCompleted || reminder.isRecurring) return false;
  const overdue = now.getTime() - reminder.scheduledTime.getTime();
  if (overdue <= ALERT_GRACE_MS || overdue > MISSED_WITHIN_MS) return false;
  const heard = reminder.acknowledgedTime;
  return heard === null || heard.getTime() < reminder.scheduledTime.getTime();
}
