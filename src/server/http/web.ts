import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../contract/errors.js';
import { errorBody } from './error-handler.js';

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
export async function installWeb(app: FastifyInstance, webRoot: string | null): Promise<void> {
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
    for (const [pagePath, file] of prerenderedPages(root)) {
      app.get(pagePath, (request, reply) => {
        const hasQuery = request.url.includes('?');
        return reply.type('text/html; charset=utf-8').sendFile(hasQuery ? 'index.html' : file, root);
      });
    }
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
