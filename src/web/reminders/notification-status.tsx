import { Bell, BellOff } from 'lucide-react';
import { useT } from '../i18n/i18n.js';
import { Button } from '../ui/button.js';
import { InstallSteps } from '../ui/install-steps.js';
import type { NotificationPermissionApi } from './use-notification-permission.js';

/**
 * Where notifications stand, in plain words, with 'Enable Notifications' while they can still be
 * allowed (only when the browser supports them and they are not yet granted).
 */
export function NotificationStatus({ notifications }: { notifications: NotificationPermissionApi }) {
  const t = useT();
  const { state } = notifications;
  if (state === 'install-first')
    return (
      <div className="flex flex-col gap-3" data-testid="notification-status" data-state={state}>
        <p className="flex items-start gap-2 text-muted">
          <BellOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {t(
            'On iPhone and iPad, reminders reach you once Voxpert is on your Home Screen (iOS 16.4 or later). Install it, open it from there, then turn on notifications on this page.',
          )}
        </p>
        <InstallSteps />
      </div>
    );
  if (state === 'unsupported')
    return (
      <p className="flex items-start gap-2 text-muted" data-testid="notification-status">
        <BellOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {t('This browser cannot show notifications. Your reminders are still kept on My Reminders.')}
      </p>
    );
  return (
    <div className="flex flex-col gap-3" data-testid="notification-status" data-state={state}>
      <p className="flex items-start gap-2 text-muted">
        {state === 'granted' ? (
          <Bell className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        ) : (
          <BellOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        )}
        {state === 'granted'
          ? t('Notifications are allowed in this browser.')
          : state === 'denied'
            ? t(
                'Notifications are blocked for Voxpert in this browser. To allow them, open the site settings (the icon beside the address) and set Notifications to Allow.',
              )
            : t('Notifications are not turned on yet. Allow them so your reminders can reach you.')}
      </p>
      <EnableNotificationsButton notifications={notifications} />
    </div>
  );
}

/** 'Enable Notifications': shown only while notifications are supported and not yet allowed. */
export function EnableNotificationsButton({
  notifications,
  className,
}: {
  notifications: NotificationPermissionApi;
  className?: string;
}) {
  const t = useT();
  const { offer, busy, enable } = notifications;
  if (!offer) return null;
  return (
    <Button className={className ?? 'self-start'} onClick={() => void enable()} disabled={busy}>
      <Bell aria-hidden="true" />
      {busy ? t('Enabling...') : t('Enable Notifications')}
    </Button>
  );
}
