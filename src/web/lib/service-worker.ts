/** Voxpert's service worker (public/sw.js): offline page, reminders by Web Push, installing. */
export const SERVICE_WORKER = '/sw.js';

/**
 * Registers the service worker once the page is idle (after its first paint and the app's start, so it
 * costs the first visit nothing). Where there is none (an insecure address, an old browser) the app
 * works as before, without an offline page or push.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () =>
    void navigator.serviceWorker.register(SERVICE_WORKER).catch((err: unknown) => {
      console.warn('The service worker could not be registered', err);
    });
  if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 1000);
}
