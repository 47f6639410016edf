/**
 * Notification permission: requested on click; when granted the setting is saved.
 * Pure logic: the browser's Notification object and the save call are passed in, so tests drive it.
 */
import type { Translator } from '../../i18n/translate.js';
import { translator } from '../i18n/current.js';

/**
 * What the browser can do: no notifications at all, not asked yet, allowed, or blocked; or, on an
 * iPhone or iPad in a browser tab, only once Voxpert is installed ('install-first').
 */
export type NotificationState = 'unsupported' | 'install-first' | 'default' | 'granted' | 'denied';

/** The part of the browser's Notification constructor this uses. */
export type NotificationApi = {
  readonly permission: NotificationPermission;
  requestPermission(callback?: (permission: NotificationPermission) => void): Promise<NotificationPermission>;
};

/** The browser's Notification, when it has one and the page may use it (a secure origin). */
export function browserNotifications(): NotificationApi | null {
  if (typeof window === 'undefined' || !('Notification' in window) || !window.isSecureContext) return null;
  return window.Notification;
}

/**
 * `needsInstall`: an iPhone or iPad outside the installed app, where notifications (and Web Push) exist
 * only for a web app added to the Home Screen; asking there is useless, installing is the way.
 */
export function notificationState(api: NotificationApi | null, needsInstall = false): NotificationState {
  if (needsInstall) return 'install-first';
  return api ? api.permission : 'unsupported';
}

/** How a request ended: allowed and saved, blocked, the prompt closed without an answer, or failed. */
export type EnableOutcome = 'enabled' | 'denied' | 'dismissed' | 'failed';

/** Older Safari answers through a callback and returns nothing; newer browsers return a promise. */
function requestPermission(api: NotificationApi): Promise<NotificationPermission> {
  return new Promise((resolve, reject) => {
    const returned = api.requestPermission(resolve) as Promise<NotificationPermission> | undefined;
    if (returned) returned.then(resolve, reject);
  });
}

/** Asks for permission; when granted, saves the setting (POST /api/user/notification-settings). */
export async function enableNotifications(
  api: NotificationApi | null,
  save: () => Promise<unknown>,
): Promise<EnableOutcome> {
  if (!api) return 'failed';
  let permission: NotificationPermission;
  try {
    permission = await requestPermission(api);
  } catch {
    return 'failed';
  }
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  try {
    await save();
  } catch {
    return 'failed';
  }
  return 'enabled';
}

type ToastText = { title: string; description?: string; variant: 'default' | 'destructive' | 'success' };

/** What an outcome of asking for notifications tells the person. */
export function enableOutcomeToast(outcome: EnableOutcome, t: Translator = translator()): ToastText {
  switch (outcome) {
    case 'enabled':
      return { title: t('Notifications enabled'), variant: 'success' };
    case 'denied':
      return {
        title: t('Notification permission denied'),
        description: t('You will not receive reminders notifications'),
        variant: 'destructive',
      };
    case 'failed':
      return {
        title: t('Failed to enable notifications'),
        description: t('Please check your browser settings'),
        variant: 'destructive',
      };
    case 'dismissed':
      return {
        title: t('Notifications not enabled'),
        description: t('You can turn them on at any time in Reminder Settings.'),
        variant: 'default',
      };
  }
}
