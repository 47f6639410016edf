import { describe, expect, it } from 'vitest';
import {
  autoReloadInterval,
  autoReloadKey,
  claimAutoReload,
  isChunkLoadError,
  watchPreloadErrors,
} from './chunk-errors.js';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('isChunkLoadError', () => {
  it('recognises each browser’s failed dynamic import and a bundler’s ChunkLoadError', () => {
    const failures = [
      new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/about-page-1a2b.js'),
      new TypeError('Importing a module script failed.'),
      new TypeError('error loading dynamically imported module: https://x.test/assets/about-page-1a2b.js'),
      new Error('Unable to preload CSS for /assets/pdf-9z.css'),
      Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }),
    ];
    for (const error of failures) expect(isChunkLoadError(error), String(error)).toBe(true);
  });

  it('leaves ordinary render errors and thrown non-errors alone', () => {
    for (const error of [
      new TypeError("Cannot read properties of undefined (reading 'map')"),
      new Error('Failed to fetch'),
      'Failed to fetch dynamically imported module',
      null,
      undefined,
      42,
    ]) {
      expect(isChunkLoadError(error), String(error)).toBe(false);
    }
  });

  it('counts any error Vite reported through vite:preloadError', () => {
    const target = new EventTarget();
    watchPreloadErrors(target as unknown as Window);
    const error = new Error('something unusual');
    expect(isChunkLoadError(error)).toBe(false);
    target.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: error }));
    expect(isChunkLoadError(error)).toBe(true);
  });
});

describe('claimAutoReload', () => {
  const now = 1_800_000_000_000;

  it('allows one automatic reload and records when it happened', () => {
    const store = memoryStore();
    expect(claimAutoReload(store, now)).toBe(true);
    expect(store.data.get(autoReloadKey)).toBe(String(now));
  });

  it('refuses a second one within the interval, so a chunk that keeps failing cannot loop', () => {
    const store = memoryStore();
    expect(claimAutoReload(store, now)).toBe(true);
    expect(claimAutoReload(store, now + 1000)).toBe(false);
    expect(claimAutoReload(store, now + autoReloadInterval - 1)).toBe(false);
  });

  it('allows another once the interval has passed (a later deploy in the same tab)', () => {
    const store = memoryStore({ [autoReloadKey]: String(now) });
    expect(claimAutoReload(store, now + autoReloadInterval)).toBe(true);
  });

  it('treats an unreadable record as none', () => {
    expect(claimAutoReload(memoryStore({ [autoReloadKey]: 'garbage' }), now)).toBe(true);
  });

  it('never reloads by itself without working session storage', () => {
    expect(claimAutoReload(null, now)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(claimAutoReload(throwing, now)).toBe(false);
  });
});
