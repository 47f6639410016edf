// After a deploy, an open tab still asks for the old build's page chunks, which no longer exist: the
// dynamic import rejects. These helpers recognise that failure and reload the page to get the new build,
// automatically at most once in a while, so a chunk that keeps failing cannot reload the page in a loop.

/** What browsers and bundlers say when a script chunk could not be loaded. */
const chunkMessages = [
  'Failed to fetch dynamically imported module', // Chromium
  'Importing a module script failed', // Safari
  'error loading dynamically imported module', // Firefox
  'Unable to preload CSS', // Vite, for a page's stylesheet
];

/** Errors Vite reported through its `vite:preloadError` event, whatever their message. */
const preloadErrors = new WeakSet<object>();

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (preloadErrors.has(error)) return true;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && chunkMessages.some((m) => message.includes(m));
}

/** Remembers the errors Vite's preload helper reports; they reach an error boundary afterwards. */
export function watchPreloadErrors(target: Window): void {
  target.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown };
    if (typeof payload === 'object' && payload !== null) preloadErrors.add(payload);
  });
}

export const autoReloadKey = 'voxpert:new-version-reload';
/** A second automatic reload within this time is a chunk that keeps failing: ask the person instead. */
export const autoReloadInterval = 10 * 60 * 1000;

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * True when the page may reload by itself now (and records that it did); false when it already did
 * so within the interval, or when session storage is unavailable (then the person decides).
 */
export function claimAutoReload(store: SessionStore | null, now = Date.now()): boolean {
  if (!store) return false;
  try {
    const last = Number(store.getItem(autoReloadKey));
    if (last > 0 && now - last < autoReloadInterval) return false;
    store.setItem(autoReloadKey, String(now));
    return true;
  } catch {
    return false;
  }
}

/** The tab's session storage, or null where reading it throws (storage blocked). */
export function sessionStore(): SessionStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
