import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/errors.js';
import { isLandingPageKey, type LandingPageKey, landingPageForHost } from '../../contract/landing-values.js';
import { compressedTexts } from './compression.js';
import { errorBody } from './error-handler.js';
import { withLandingHead } from './landing-head.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The public pages the build rendered to HTML (prerendered/pages.json: path -> file under the web
 * root); none when the build made none.
 */
function prerenderedPages(root: string): Map<string, string> {
  const list = path.join(root, 'prerendered', 'pages.json');
  if (!existsSync(list)) return new Map();
  const entries = Object.entries(JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>);
  return new Map(entries.filter(([, file]) => existsSync(path.join(root, file))));
}

/**
 * Serves the built web app: hashed files under /assets/ cache for a year, everything else revalidates,
 * and any path that is not an API path or a file answers index.html (the app's router takes it).
 * Files are sent compressed (brotli, else gzip) when the browser accepts it and the build made a copy.
 * A public page the build prerendered answers its own HTML (it paints before the JavaScript runs)
 * when asked without a query string: a query can change what the page shows, and the browser must
 * find in the HTML exactly what it would render itself, so with one it gets index.html like any path.
 * Unknown /api paths answer a JSON 404.
 */
export async function installWeb(
  app: FastifyInstance,
  webRoot: string | null,
  publicUrl?: string,
): Promise<void> {
  const root = webRoot && existsSync(path.join(webRoot, 'index.html')) ? path.resolve(webRoot) : null;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      // The build writes .br and .gz copies beside each file (scripts/compress-web.ts); the one the
      // browser accepts is sent, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const inAssets = path.relative(root, filePath).split(path.sep)[0] === 'assets';
        reply.header('cache-control', inAssets ? IMMUTABLE : 'no-cache');
      },
    });
    installPages(app, root, prerenderedPages(root), publicUrl);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .code(404)
        .send(errorBody(ErrorCode.notFound, `No such path: ${request.method} ${pathname.slice(0, 200)}`));
    }
    if (pathname.startsWith('/assets/') || !root) {
      const message = root
        ? 'Not found'
        : 'The web app has not been built yet. Run `npm run build` (npm start does it for you).';
      return reply.code(404).type('text/plain; charset=utf-8').send(message);
    }
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html', root);
  });
}

/**
 * The HTML pages: a public page the build prerendered answers its own file when asked without a query
 * string (with one, index.html). The landing pages (/lp/my, /lp/your, /lp/mentor, and / on a host
 * starting with my., your. or mentor.) carry their own title, description, canonical link and Open
 * Graph tags in the head, so a crawler or a link preview that runs no script still reads them; / on
 * a landing host is the shell (the browser renders the landing page there, not the prerendered home).
 * Those are made once per page (their address is PUBLIC_URL's, or the path alone without it; never
 * the Host header) and sent compressed, as the build's files are.
 */
function installPages(
  app: FastifyInstance,
  root: string,
  pages: Map<string, string>,
  publicUrl: string | undefined,
): void {
  const files = new Map<string, string>();
  const read = (file: string) => {
    let html = files.get(file);
    if (html === undefined) {
      html = readFileSync(path.join(root, file), 'utf8');
      files.set(file, html);
    }
    return html;
  };
  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    page: LandingPageKey | null,
  ) => {
    const asked = request.url.includes('?') ? undefined : pages.get(pathname);
    const file = asked ?? 'index.html';
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!page) return reply.sendFile(file, root);
    // Made from the file, the page and PUBLIC_URL alone, never the Host header: a few texts in all,
    // so hosts a client makes up add nothing to the cache and push nothing out of it.
    return sendLanding(request, reply, `${file} ${page}`, () => withLandingHead(read(file), page, publicUrl));
  };
  const sendLanding = compressedTexts();
  const hidden = { schema: { hide: true } };
  app.get('/', hidden, (request, reply) => {
    const page = landingPageForHost(request.hostname);
    return send(request, reply, page ? '' : '/', page);
  });
  app.get<{ Params: { page: string } }>('/lp/:page', hidden, (request, reply) => {
    const page = isLandingPageKey(request.params.page) ? request.params.page : null;
    return send(request, reply, `/lp/${request.params.page}`, page);
  });
  for (const pagePath of pages.keys()) {
    if (pagePath === '/' || pagePath.startsWith('/lp/')) continue;
    app.get(pagePath, hidden, (request, reply) => send(request, reply, pagePath, null));
  }
}
