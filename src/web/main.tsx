import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppShell } from './app.js';
import { authKeys, authQueries, mayBeSignedIn } from './auth/queries.js';
import { watchPreloadErrors } from './layout/chunk-errors.js';
import { takeAttributionFromAddress } from './lib/landing-attribution.js';
import { queryClient } from './lib/query-client.js';
import { AppRoutes } from './routes.js';
import './styles.css';

watchPreloadErrors(window);
takeAttributionFromAddress();

const root = document.getElementById('root');
// A public page comes prerendered (scripts/build-web.ts), as a guest sees it: React takes over its HTML
// instead of painting it again. Any other path comes as the empty shell.
const prerendered = Boolean(root?.firstElementChild);

// No session cookie was ever set in this browser: the visitor is a guest, known before any request.
// Over a prerendered page a visitor who may be signed in starts as a guest too (what the HTML shows)
// while the session is checked; the page changes when the answer says otherwise.
if (!mayBeSignedIn() || prerendered) queryClient.setQueryData(authKeys.user, null);
if (mayBeSignedIn() && prerendered)
  void queryClient.fetchQuery({ ...authQueries.user(), staleTime: 0 }).catch(() => {});

if (root) {
  const app = (
    <AppShell>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppShell>
  );
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
