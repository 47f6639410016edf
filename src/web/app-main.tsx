import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { splitLocalePath, textDirection } from '../i18n/locales.js';
import { AppShell } from './app.js';
import { authKeys, authQueries, mayBeSignedIn } from './auth/queries.js';
import { documentLocale, startTranslator } from './i18n/current.js';
import { nextTask } from './lib/after-paint.js';
import { cn } from './lib/cn.js';
import { watchInstallPrompt } from './lib/install-offer.js';
import { takeAttributionFromAddress } from './lib/landing-attribution.js';
import { queryClient } from './lib/query-client.js';
import { registerServiceWorkerWhenIdle } from './lib/service-worker.js';
import { AppRoutes } from './routes.js';
import { whenHydrated } from './ui/hydration-gate.js';

/**
 * Starts the app in `root`. Over a prerendered page (`prerendered`: the HTML of a public page, as a guest
 * sees it, see scripts/build-web.ts) React takes over that HTML instead of painting it again; any other
 * path comes as the empty shell and is rendered.
 */
export async function startApp(root: HTMLElement, prerendered: boolean): Promise<void> {
  takeAttributionFromAddress();
  watchInstallPrompt();
  registerServiceWorkerWhenIdle();

  // No session cookie was ever set in this browser: the visitor is a guest, known before any request.
  // Over a prerendered page a visitor who may be signed in starts as a guest too (what the HTML shows);
  // the session is checked once the page has been taken over, and the page changes when the answer
  // says otherwise.
  if (!mayBeSignedIn() || prerendered) queryClient.setQueryData(authKeys.user, null);
  if (mayBeSignedIn() && prerendered)
    whenHydrated(
      root,
      () => void queryClient.fetchQuery({ ...authQueries.user(), staleTime: 0 }).catch(() => {}),
    );

  const locale = documentLocale();
  const translator = await startTranslator(locale);
  const html = document.documentElement;
  html.lang = locale;
  html.dir = textDirection(locale);
  // An address with a language prefix (/es/pricing) keeps it on every link: the router works below it.
  const prefix = splitLocalePath(window.location.pathname).locale;

  const app = (
    <AppShell translator={translator}>
      <BrowserRouter basename={prefix ? `/${prefix}` : undefined}>
        <AppRoutes />
      </BrowserRouter>
    </AppShell>
  );
  if (!prerendered) {
    createRoot(root).render(app);
    return;
  }
  // Over a painted page nothing is urgent, and every task is kept short so that a tap is not held up.
  // The class-name merger builds its tables the first time it is used (about 20 ms on a phone): in a
  // task of its own, after the one that ran the app's modules, rather than in the middle of a render.
  await nextTask();
  cn('');
  await nextTask();
  // Hydration as a transition is rendered in slices that give the main thread back every few
  // milliseconds (by default it runs in one long task). The page is already on screen meanwhile, and
  // its controls wait (HydrationGate).
  startTransition(() => void hydrateRoot(root, app));
}
