// The entry script: small on purpose. A prerendered public page is painted from its HTML alone; the app
// (React, the router, the page's own code) is fetched only once that first paint is on screen, so the
// first paint never waits for, or competes with, the scripts. The page's chunks are listed in an inert
// <template> (scripts/build-web.ts) and become modulepreload links at that moment, a few at a time.
// The empty shell (any other path) paints nothing without the app: it starts at once, and its HTML
// preloads the app's chunks.
import {
  claimAutoReload,
  isChunkLoadError,
  sessionStore,
  watchPreloadErrors,
} from './layout/chunk-errors.js';
import { AFTER_PAINT_TEMPLATE_ID, nextTask } from './lib/after-paint.js';
import './styles.css';

watchPreloadErrors(window);

/**
 * Resolves once the frame being drawn now has been painted. A tab nobody sees draws no frames: there
 * it resolves at once, or as soon as the tab is hidden.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
  });
}

/**
 * Each request a link starts costs the main thread too (about a millisecond on a phone): thirty at
 * once would be one long task, in which a tap waits. A few per task keeps every task short.
 */
const LINKS_PER_TASK = 6;

async function preloadAfterPaint(template: HTMLTemplateElement) {
  const links = [...template.content.children];
  for (let i = 0; i < links.length; i += LINKS_PER_TASK) {
    document.head.append(...links.slice(i, i + LINKS_PER_TASK));
    await nextTask();
  }
}

async function start(root: HTMLElement) {
  const prerendered = root.firstElementChild !== null;
  if (prerendered) {
    await afterNextPaint();
    const later = document.getElementById(AFTER_PAINT_TEMPLATE_ID);
    if (later instanceof HTMLTemplateElement) await preloadAfterPaint(later);
  }
  const { startApp } = await import('./app-main.js');
  await startApp(root, prerendered);
}

const root = document.getElementById('root');
// The app's scripts could not be fetched (a deploy replaced them, or the connection dropped): the page
// stays as painted, and a reload gets the current build (by itself at most once in a while).
if (root)
  start(root).catch((error: unknown) => {
    if (isChunkLoadError(error) && claimAutoReload(sessionStore())) window.location.reload();
    else throw error;
  });
