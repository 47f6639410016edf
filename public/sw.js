// Voxpert's service worker: shows reminders that arrive by Web Push while no Voxpert page is open,
// and opens the voice screen when one is clicked (the address the push names: the conversation that set
// the reminder, where the expert says it aloud). It caches nothing.
/* global self, clients */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Reminder';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      // One notification per reminder and time: an open tab showing the same one replaces it.
      tag: data.tag || `reminder-${data.id || Date.now()}`,
      icon: '/icon-192.png',
      requireInteraction: true,
      data: { url: data.url || '/reminders' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/reminders', self.location.origin).href;
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open) => {
      for (const client of open) {
        if (client.url === url && 'focus' in client) return client.focus();
      }
      return clients.openWindow(url);
    }),
  );
});
