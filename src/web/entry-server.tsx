// The build's prerender (scripts/build-web.ts) renders each public page to HTML with this module,
// from the same components the browser runs, as a guest sees it before any data has loaded.
import { Writable } from 'node:stream';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { DisplayLocale } from '../i18n/locales.js';
import { AppShell } from './app.js';
import { authKeys } from './auth/queries.js';
import { startTranslator } from './i18n/current.js';
import { I18nProvider } from './i18n/i18n.js';
import { queryClient } from './lib/query-client.js';
import { PageTitleContext } from './lib/use-page-title.js';
import { OfflinePage, offlineTitle } from './pages/offline-page.js';
import { AppRoutes } from './routes.js';

export { prerenderedPages } from './prerender-pages.js';

/**
 * The page at `pathname` in `locale` as HTML (what goes inside #root), and its document title. Under a
 * language prefix (`basename` /es) its links keep the prefix, as the browser's router does.
 */
export async function renderPage(
  pathname: string,
  locale: DisplayLocale,
  basename?: string,
): Promise<{ html: string; title: string }> {
  const translator = await startTranslator(locale);
  // As a guest sees it (the browser checks the session after it has taken over the page).
  queryClient.setQueryData(authKeys.user, null);
  const sink = { title: 'Voxpert' };
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <PageTitleContext value={sink}>
      <AppShell translator={translator}>
        <StaticRouter
          location={basename ? `${basename}${pathname === '/' ? '' : pathname}` : pathname}
          basename={basename}
        >
          <AppRoutes />
        </StaticRouter>
      </AppShell>
    </PageTitleContext>,
    // Every part in place in the HTML: React would otherwise send a large part (over 12.8 KB) apart,
    // hidden, and move it into place with an inline script (which the content security policy forbids).
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  let html = '';
  await new Promise<void>((resolve, reject) => {
    prelude.pipe(
      new Writable({
        write(chunk, _encoding, done) {
          html += String(chunk);
          done();
        },
        final(done) {
          resolve();
          done();
        },
      }),
    );
    prelude.on('error', reject);
  });
  if (errors.length) throw new Error(`prerendering ${pathname} failed`, { cause: errors[0] });
  if (html.includes('<script') || html.includes('<template'))
    throw new Error(`prerendering ${pathname}: part of the page would need a script to show`);
  return { html, title: sink.title };
}

/** The offline page the service worker shows in `locale` (a page of its own: no app, no script). */
export async function renderOffline(locale: DisplayLocale): Promise<{ html: string; title: string }> {
  const translator = await startTranslator(locale);
  return {
    html: renderToStaticMarkup(
      <I18nProvider translator={translator}>
        <OfflinePage />
      </I18nProvider>,
    ),
    title: offlineTitle(translator),
  };
}
