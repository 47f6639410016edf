import { ALERT_GRACE_MS } from '../../contract/reminder-values.js';
import { alertKey } from './alerted-reminders.js';

/** When each reminder should alert in an open tab (pure; the tests drive it with their own clock). */

export type Alertable = {
  id: number;
  scheduledTime: string;
  isCompleted: boolean;
  /** The occurrence listened to or dismissed on any page (server state); null: none. */
  acknowledgedTime: string | null;
  /**
   * Came due unheard, for a person with the 'missed-reminders' feature (the server works it out): the
   * page offers it again at once.
   */
  missed?: boolean;
};

/** Listened to or dismissed on some page already: no page alerts this occurrence again. */
export const acknowledged = (reminder: Alertable) =>
  reminder.acknowledgedTime !== null &&
  Date.parse(reminder.acknowledgedTime) >= Date.parse(reminder.scheduledTime);

/** Timers are set for the next day only; the list is read again when the tab comes back into view. */
export const ALERT_HORIZON_MS = 24 * 60 * 60 * 1000;
export { ALERT_GRACE_MS };

/** Whether the page's address opens this occurrence from its notification (the expert says it there). */
export function openedFromNotification(search: string, reminder: { id: number; scheduledTime: string }) {
  const params = new URLSearchParams(search);
  return params.get('reminder') === String(reminder.id) && params.get('at') === reminder.scheduledTime;
}

export type PlannedAlert<R> = { reminder: R; key: string; delayMs: number; missed: boolean };

/**
 * The alerts to set: each open occurrence not yet heard nor alerted on this page, due within the next
 * day (or moments ago), at its time; a missed one (`missed`) at once, marked so the alert says so.
 */
export function alertPlan<R extends Alertable>(
  list: readonly R[],
  now: number,
  alerted: ReadonlySet<string>,
): PlannedAlert<R>[] {
  return list.flatMap((reminder): PlannedAlert<R>[] => {
    const key = alertKey(reminder);
    const delayMs = Date.parse(reminder.scheduledTime) - now;
    if (reminder.isCompleted || acknowledged(reminder) || alerted.has(key) || Number.isNaN(delayMs))
      return [];
    if (reminder.missed && delayMs < -ALERT_GRACE_MS) return [{ reminder, key, delayMs: 0, missed: true }];
    if (delayMs < -ALERT_GRACE_MS || delayMs > ALERT_HORIZON_MS) return [];
    return [{ reminder, key, delayMs: Math.max(0, delayMs), missed: false }];
  });
}
