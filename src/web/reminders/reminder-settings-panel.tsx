import { CalendarClock } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import type { Reminder } from '../../contract/reminders.js';
import { useLocale, useT } from '../i18n/i18n.js';
import { Switch } from '../ui/switch.js';
import { NotificationStatus } from './notification-status.js';
import { dateLocale } from './reminder-display.js';
import { useNotificationPermission } from './use-notification-permission.js';

const EnableNotificationsDialog = lazy(() => import('./enable-notifications-dialog.js'));

type Props = {
  enabled: boolean;
  onEnabledChange: (on: boolean) => void;
  recent: Reminder[];
};

const when = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

/** Reminder Settings (signed in): extraction from conversation, notifications, recent ones. */
export default function ReminderSettingsPanel({ enabled, onEnabledChange, recent }: Props) {
  const t = useT();
  const locale = dateLocale(useLocale());
  const notifications = useNotificationPermission();
  const [asking, setAsking] = useState(false);
  const switchId = useId();
  const hintId = useId();

  const toggle = (on: boolean) => {
    onEnabledChange(on);
    // Turning it on without notification permission opens the notification dialog.
    if (on && (notifications.state === 'default' || notifications.state === 'denied')) setAsking(true);
  };

  return (
    <div className="flex flex-col gap-6" data-testid="reminder-settings">
      <h3 className="text-xl font-semibold text-foreground">{t('Reminder Settings')}</h3>
      <div className="flex items-start justify-between gap-4 rounded-xl border border-border bg-surface p-4">
        <div className="grid gap-1">
          <label htmlFor={switchId} className="text-lg font-medium text-foreground">
            {t('Create reminders from our conversation')}
          </label>
          <p id={hintId} className="text-muted">
            {t('When this is on, saying "Remind me to…" with a day or time saves a reminder for you.')}
          </p>
        </div>
        <Switch id={switchId} checked={enabled} onCheckedChange={toggle} aria-describedby={hintId} />
      </div>

      <section aria-labelledby="notifications-heading" className="flex flex-col gap-2">
        <h4 id="notifications-heading" className="text-lg font-semibold text-foreground">
          {t('Notifications')}
        </h4>
        <NotificationStatus notifications={notifications} />
      </section>

      <section aria-labelledby="recent-reminders-heading" className="flex flex-col gap-2">
        <h4 id="recent-reminders-heading" className="text-lg font-semibold text-foreground">
          {t('Recently created reminders')}
        </h4>
        {recent.length === 0 ? (
          <p className="text-muted">{t('Reminders you ask for in this conversation appear here.')}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="recent-reminders">
            {recent.map((r) => (
              <li
                key={r.id}
                className="flex items-center gap-3 rounded-lg border border-border bg-surface p-3"
              >
                <CalendarClock className="size-5 shrink-0 text-primary" aria-hidden="true" />
                <span className="font-medium text-foreground">{r.title}</span>
                <time dateTime={r.scheduledTime} className="ms-auto text-muted">
                  {when(r.scheduledTime, locale)}
                </time>
              </li>
            ))}
          </ul>
        )}
        <Link to="/reminders" className="self-start font-medium text-primary-strong underline">
          {t('See all my reminders')}
        </Link>
      </section>

      <Suspense>
        {asking && (
          <EnableNotificationsDialog
            open
            onOpenChange={setAsking}
            onEnable={notifications.enable}
            busy={notifications.busy}
            blocked={notifications.state === 'denied'}
          />
        )}
      </Suspense>
    </div>
  );
}
