import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppShell } from './app.js';
import { authKeys, authQueries, mayBeSignedIn } from './auth/queries.js';
import { takeAttributionFromAddress } from './lib/landing-attribution.js';
import { queryClient } from './lib/query-client.js';
import { AppRoutes } from './routes.js';

/**
 * Starts the app in `root`. Over a prerendered page (`prerendered`: the HTML of a public page, as a guest
 * sees it, see scripts/build-web.ts) React takes over that HTML instead of painting it again; any other
 * path comes as the empty shell and is rendered.
 */
export function startApp(root: HTMLElement, prerendered: boolean): void {
  takeAttributionFromAddress();

  // No session cookie was ever set in this browser: the visitor is a guest, known before any request.
  // Over a prerendered page a visitor who may be signed in starts as a guest too (what the HTML shows)
  // while the session is checked; the page changes when the answer says otherwise.
  if (!mayBeSignedIn() || prerendered) queryClient.setQueryData(authKeys.user, null);
  if (mayBeSignedIn() && prerendered)
    void queryClient.fetchQuery({ ...authQueries.user(), staleTime: 0 }).catch(() => {});

  const app = (
    <AppShell>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppShell>
  );
  // Hydration as a transition is rendered in slices that give the main thread back every few
  // milliseconds, so a tap or a scroll is not held up behind it (by default it runs in one long task).
  // The page is already on screen meanwhile, and its controls wait (HydrationGate).
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
