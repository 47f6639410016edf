import { type LandingPageKey, landingPageMeta } from '../../contract/landing-values.js';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page title as the browser tab shows it; the app sets the same one once it runs. */
export const landingDocumentTitle = (page: LandingPageKey) => `${landingPageMeta[page].title} - Voxpert`;

/**
 * index.html with a landing page's head: its title, description, canonical link and Open Graph and
 * Twitter tags, so crawlers and link previews read them without running the app. `publicUrl` is the
 * site's configured address (PUBLIC_URL): the canonical link and og:url name the page there. Without
 * one the page does not know its address (the Host header is whatever the client wrote), so the
 * canonical link is the path alone and there is no og:url: the page is the same whoever asks.
 */
export function withLandingHead(html: string, page: LandingPageKey, publicUrl: string | undefined): string {
  const meta = landingPageMeta[page];
  const title = escapeHtml(landingDocumentTitle(page));
  const description = escapeHtml(meta.description);
  const path = `/lp/${page}`;
  const href = escapeHtml(publicUrl ? `${publicUrl.replace(/\/+$/, '')}${path}` : path);
  const tags = [
    `<link rel="canonical" href="${href}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Voxpert" />',
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(publicUrl ? [`<meta property="og:url" content="${href}" />`] : []),
    '<meta name="twitter:card" content="summary" />',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', `    ${tags}\n  </head>`);
}
