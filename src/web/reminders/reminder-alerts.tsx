import type { QueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { followUpPath } from '../../contract/reminder-values.js';
import type { Reminder, ReminderList } from '../../contract/reminders.js';
import { translator } from '../i18n/current.js';
import { registerReminderPush, showReminderNotification } from '../lib/push-client.js';
import { VIBRATION, vibrate } from '../lib/vibration.js';
import { ToastAction } from '../ui/toast-action.js';
import { toast } from '../ui/use-toast.js';
import { alertPlan, openedFromNotification } from './alert-plan.js';
import { alertedReminders as alerted } from './alerted-reminders.js';
import { acknowledgeReminder, reminderKeys, reminderQueries } from './queries.js';

/**
 * Reminders in an open tab (docs/DECISIONS.md "Reminders"): each one due within the day alerts at its time
 * with an in-page alert and, when allowed, a system notification (which the push of the same reminder
 * replaces rather than repeats). The list is the app's own reminders query, read again when the tab
 * comes back into view. The alert's Listen button opens the voice screen, where the expert says the
 * reminder aloud. A reminder that came due unheard (`missed`: the 'missed-reminders' feature) alerts
 * as soon as the page has the list, as a missed reminder. Answers a function that stops it all.
 */
export function startReminderAlerts(client: QueryClient, navigate: (path: string) => void): () => void {
  const timers = new Map<string, number>();

  const fire = (reminder: Reminder, key: string, missed: boolean) => {
    timers.delete(key);
    if (alerted.has(key)) return;
    alerted.add(key);
    // The page was opened from this occurrence's notification (its voice screen may still be loading).
    if (openedFromNotification(window.location.search, reminder)) return;
    // Listened to or dismissed here: the server keeps it, so no other page or tab alerts it again.
    let heard = false;
    const acknowledge = () => {
      if (heard) return;
      heard = true;
      acknowledgeReminder(reminder).then(
        () => void client.invalidateQueries({ queryKey: reminderKeys.all }),
        () => {},
      );
    };
    const t = translator();
    toast({
      title: (
        <span className="flex items-center gap-2">
          <BellRing className="size-5" aria-hidden="true" />{' '}
          {missed
            ? t('Missed reminder: {title}', { title: reminder.title })
            : t('Reminder: {title}', { title: reminder.title })}
        </span>
      ),
      description: reminder.description,
      duration: 60_000,
      onClose: acknowledge,
      action: (
        <ToastAction
          altText={t('Listen: your expert says this reminder aloud')}
          onClick={() => {
            acknowledge();
            navigate(followUpPath(reminder));
          }}
        >
          {t('Listen')}
        </ToastAction>
      ),
    });
    vibrate(VIBRATION.reminder);
    void showReminderNotification(reminder);
  };

  const schedule = (data: ReminderList | undefined) => {
    if (!data) return;
    for (const timer of timers.values()) window.clearTimeout(timer);
    timers.clear();
    for (const { reminder, key, delayMs, missed } of alertPlan(data, Date.now(), alerted)) {
      timers.set(
        key,
        window.setTimeout(() => fire(reminder, key, missed), delayMs),
      );
    }
  };

  const load = (fresh: boolean) =>
    client
      .fetchQuery({ ...reminderQueries.list(), ...(fresh ? { staleTime: 0 } : {}) })
      .then(schedule, () => {});

  // Created, changed or deleted anywhere in the app: the query's new answer reschedules.
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      event.action.type === 'success' &&
      event.query.queryKey[0] === reminderKeys.all[0]
    )
      schedule(client.getQueryData(reminderQueries.list().queryKey));
  });
  const onVisible = () => {
    if (document.visibilityState === 'visible') void load(true);
  };
  document.addEventListener('visibilitychange', onVisible);
  void load(false);
  void registerReminderPush();

  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
    for (const timer of timers.values()) window.clearTimeout(timer);
    timers.clear();
  };
}
