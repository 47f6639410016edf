import { useCallback, useEffect, useState } from 'react';
import { isAppleMobileBrowser, isStandalone, pushNeedsInstall } from '../lib/install-offer.js';
import { toast } from '../ui/use-toast.js';
import {
  browserNotifications,
  type EnableOutcome,
  enableNotifications,
  enableOutcomeToast,
  type NotificationState,
  notificationState,
} from './notification-permission.js';
import { saveNotificationsEnabled } from './queries.js';

export type NotificationPermissionApi = {
  state: NotificationState;
  /** The 'Enable Notifications' button shows: supported, and not granted (or the save failed). */
  offer: boolean;
  busy: boolean;
  enable: () => Promise<EnableOutcome>;
};

const needsInstall = () => pushNeedsInstall(isAppleMobileBrowser(), isStandalone());

/** The browser's notification permission, kept current, and the enable flow with its toasts. */
export function useNotificationPermission(): NotificationPermissionApi {
  const [state, setState] = useState<NotificationState>(() =>
    notificationState(browserNotifications(), needsInstall()),
  );
  const [busy, setBusy] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);

  // A change made in the browser's own settings (or another tab) shows here without a reload.
  useEffect(() => {
    const api = browserNotifications();
    if (!api || !navigator.permissions?.query) return;
    let status: PermissionStatus | null = null;
    const update = () => setState(notificationState(api, needsInstall()));
    let live = true;
    navigator.permissions.query({ name: 'notifications' }).then(
      (s) => {
        if (!live) return;
        status = s;
        s.addEventListener('change', update);
      },
      () => {},
    );
    return () => {
      live = false;
      status?.removeEventListener('change', update);
    };
  }, []);

  const enable = useCallback(async () => {
    setBusy(true);
    const api = browserNotifications();
    const outcome = await enableNotifications(api, saveNotificationsEnabled);
    setBusy(false);
    setState(notificationState(api, needsInstall()));
    setSaveFailed(outcome === 'failed' && api?.permission === 'granted');
    toast(enableOutcomeToast(outcome));
    // Reminders can now reach this browser while Voxpert is closed (best effort).
    if (outcome === 'enabled') void import('../lib/push-client.js').then((m) => m.registerReminderPush());
    return outcome;
  }, []);

  const offer = state !== 'unsupported' && state !== 'install-first' && (state !== 'granted' || saveFailed);
  return { state, offer, busy, enable };
}
