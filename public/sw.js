// Voxpert's service worker. It shows reminders that arrive by Web Push while no Voxpert page is open,
// and opens the voice screen when one is clicked (the address the push names: the conversation that set
// the reminder, where the expert says it aloud). It makes the app installable and answers a page asked
// for while offline with the offline page.
//
// What it caches: the offline page and its words in every language, in one cache per build, stored when the worker
// installs. The build writes its version and that list below (scripts/build-web.ts), so each build is
// a new worker, and the new worker deletes the caches of the old ones. Nothing else is cached: pages
// always come from the network (a deploy shows at once; the offline page only when the network fails),
// the API is never touched (/api/*), and the build's hashed files are kept by the browser's own cache
// (a year, immutable), which serves them as well as a copy here would.
/* global self, clients, caches */

const VERSION = '__BUILD_VERSION__';
const OFFLINE_URL = '/offline.html';
/** The offline page's words in every language ({ locale: { html, title, dir } }), from the build. */
const OFFLINE_TEXTS_URL = '/offline-texts.json';
const LOCALE_COOKIE = 'vx_lang';
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
/**
 * The language a page is shown in, as the server chooses it: the address's (/es/...), else the one the
 * person chose (the cookie), else the first the browser asks for that the app has; else English.
 */
async function pageLanguage(url, known) {
  const prefix = /^\/([a-z]{2})(?:\/|$)/.exec(url.pathname)?.[1];
  if (prefix && prefix !== 'en' && known[prefix]) return prefix;
  try {
    const chosen = self.cookieStore ? (await self.cookieStore.get(LOCALE_COOKIE))?.value : undefined;
    if (chosen && known[chosen]) return chosen;
    if (chosen === 'en') return 'en';
  } catch {
    // No cookie store here: the browser's languages decide.
  }
  for (const tag of self.navigator.languages || []) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (known[primary]) return primary;
  }
  return 'en';
}

/** The offline page in the page's language: the English page with that language's words put in. */
async function offlinePage(url) {
  const [page, texts] = await Promise.all([caches.match(OFFLINE_URL), caches.match(OFFLINE_TEXTS_URL)]);
  if (!page || !texts) return page;
  const all = await texts.json();
  const english = all.en;
  const locale = await pageLanguage(url, all);
  const words = all[locale];
  if (!english || !words || locale === 'en') return page;
  const html = (await page.text())
    .replace('<html lang="en">', `<html lang="${locale}" dir="${words.dir}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(words.title)}</title>`)
    .replace(english.html, () => words.html);
  return new Response(html, { headers: page.headers });
}

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** A page: the network (a preloaded answer when there is one); offline, the offline page. */
async function page(event) {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded || (await fetch(event.request));
  } catch (err) {
    const offline = await offlinePage(new URL(event.request.url));
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
