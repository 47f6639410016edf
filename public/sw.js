// Voxpert's service worker. It shows reminders that arrive by Web Push while no Voxpert page is open,
// and opens the voice screen when one is clicked (the address the push names: the conversation that set
// the reminder, where the expert says it aloud). It makes the app installable and answers a page asked
// for while offline with the offline page.
//
// What it caches: the offline page (and what it shows), in one cache per build, stored when the worker
// installs. The build writes its version and that list below (scripts/build-web.ts), so each build is
// a new worker, and the new worker deletes the caches of the old ones. Nothing else is cached: pages
// always come from the network (a deploy shows at once; the offline page only when the network fails),
// the API is never touched (/api/*), and the build's hashed files are kept by the browser's own cache
// (a year, immutable), which serves them as well as a copy here would.
/* global self, clients, caches */

const VERSION = '__BUILD_VERSION__';
const OFFLINE_URL = '/offline.html';
const PRECACHE = ['__PRECACHE__'];
const CACHE = `voxpert-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.filter((url) => url !== '__PRECACHE__')))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('voxpert-') && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      // Pages load while the worker starts, not after it.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

const isApi = (url) => url.pathname === '/api' || url.pathname.startsWith('/api/');
/** A page: the network (a preloaded answer when there is one); offline, the offline page. */
async function page(event) {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded || (await fetch(event.request));
  } catch (err) {
    const offline = await caches.match(OFFLINE_URL);
    if (offline) return offline;
    throw err;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.mode !== 'navigate') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;
  event.respondWith(page(event));
});

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
      badge: '/icon-192.png',
      requireInteraction: true,
      data: { url: data.url || '/reminders' },
    }),
  );
});

/** The address a notification opens, kept within the app's scope (else the reminders page). */
function inScope(address) {
  const scope = self.registration.scope;
  const url = new URL(address || '/reminders', self.location.origin).href;
  return url.startsWith(scope) ? url : new URL('/reminders', scope).href;
}

// A window already showing that address is brought forward; otherwise one opens. Within the scope,
// an installed app opens it in its own window rather than in a browser tab.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = inScope(event.notification.data?.url);
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open) => {
      for (const client of open) {
        if (client.url === url && 'focus' in client) return client.focus();
      }
      return clients.openWindow(url);
    }),
  );
});
