import { pushPaths } from '../../contract/paths/push.js';
import type { PushSubscribe } from '../../contract/push.js';
import type { pushContract } from '../../contract/push-routes.js';
import { followUpPath } from '../../contract/reminder-values.js';
import type { Reminder } from '../../contract/reminders.js';
import { errorStatus } from './api.js';
import { apiClient } from './api-client.js';
import { SERVICE_WORKER } from './service-worker.js';

/** The push routes, through their contract; the server validates the subscription the browser made. */
const pushApi = apiClient<typeof pushContract>(pushPaths);

/**
 * Reminders that reach a closed tab: the service worker and this browser's Web Push subscription.
 * Below the features: reminders subscribe and show notifications, signing out unsubscribes.
 */

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && window.isSecureContext;
}

/** base64url (the VAPID public key) to the bytes pushManager.subscribe wants. */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/**
 * Registers the service worker and this browser's push subscription with the server. Best effort:
 * a browser whose push service cannot be reached still gets reminders in its open tabs.
 */
export async function registerReminderPush(): Promise<'subscribed' | 'unsupported' | 'failed'> {
  if (!pushSupported() || Notification.permission !== 'granted') return 'unsupported';
  try {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER);
    const { publicKey } = await pushApi.publicKey();
    const key = base64UrlBytes(publicKey);
    let subscription = await registration.pushManager.getSubscription();
    // Made for another server key: it can no longer be used.
    if (subscription && !sameKey(subscription, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    const subscribe = () =>
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    subscription ??= await subscribe();
    try {
      await pushApi.subscribe({ body: subscription.toJSON() as PushSubscribe });
    } catch (err) {
      if (errorStatus(err) !== 409) throw err;
      // The server keeps this endpoint for another account (who was never signed out here): a new
      // subscription of this browser gets an endpoint of its own.
      await subscription.unsubscribe();
      await pushApi.subscribe({ body: (await subscribe()).toJSON() as PushSubscribe });
    }
    return 'subscribed';
  } catch (err) {
    console.warn('Reminders cannot reach this browser while Voxpert is closed', err);
    return 'failed';
  }
}

/** Signing out: this browser stops receiving the account's reminders (a shared computer). */
export async function forgetReminderPush(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await pushApi.unsubscribe({ body: { endpoint: subscription.endpoint } }).catch(() => {});
  await subscription.unsubscribe().catch(() => false);
}

/** What a reminder notification shows of a reminder. */
export type ReminderNotice = Pick<
  Reminder,
  'id' | 'title' | 'description' | 'scheduledTime' | 'conversationId'
>;

/** The same tag as the server's push: a reminder shown by both a tab and a push appears once. */
export const reminderTag = (r: ReminderNotice) => `reminder-${r.id}-${r.scheduledTime}`;

/** Shows a due reminder as a system notification, when allowed (through the service worker if any). */
export async function showReminderNotification(r: ReminderNotice): Promise<boolean> {
  if (!('Notification' in window) || Notification.permission !== 'granted') return false;
  const options: NotificationOptions = {
    body: r.description,
    tag: reminderTag(r),
    icon: '/icon-192.png',
    requireInteraction: true,
    // A click opens the voice screen, where the expert says the reminder aloud (as the push's does).
    data: { url: followUpPath(r) },
  };
  try {
    const registration = await navigator.serviceWorker?.getRegistration(SERVICE_WORKER);
    if (registration) await registration.showNotification(r.title, options);
    else new Notification(r.title, options);
    return true;
  } catch {
    // Phones allow notifications only through a service worker; the in-page alert still shows.
    return false;
  }
}
