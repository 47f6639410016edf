import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/errors.js';
import { isLandingPageKey, type LandingPageKey, landingPageForHost } from '../../contract/landing-values.js';
import { errorBody } from './error-handler.js';
import { withLandingHead } from './landing-head.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed files under /assets/ cache for a year, everything else revalidates,
 * and any path that is not an API path or a file answers index.html (the app's router takes it).
 * Unknown /api paths answer a JSON 404.
 */
export async function installWeb(
  app: FastifyInstance,
  webRoot: string | null,
  publicUrl?: string,
): Promise<void> {
  const root = webRoot && existsSync(path.join(webRoot, 'index.html')) ? path.resolve(webRoot) : null;
  if (root) {
    installLandingHeads(app, root, publicUrl);
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const inAssets = path.relative(root, filePath).split(path.sep)[0] === 'assets';
        reply.header('cache-control', inAssets ? IMMUTABLE : 'no-cache');
      },
    });
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
 * The landing pages (/lp/my, /lp/your, /lp/mentor, and / on a host starting with my., your. or
 * mentor.) answer index.html with their own title, description and Open Graph tags, so a crawler or a
 * link preview that runs no script still reads them. Every other path keeps the plain index.html.
 */
function installLandingHeads(app: FastifyInstance, root: string, publicUrl: string | undefined): void {
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
  const send = (request: FastifyRequest, reply: FastifyReply, page: LandingPageKey | null) => {
    reply.header('cache-control', 'no-cache');
    if (!page) return reply.type('text/html; charset=utf-8').sendFile('index.html', root);
    const base = (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
    return reply
      .type('text/html; charset=utf-8')
      .send(withLandingHead(indexHtml, page, `${base}/lp/${page}`));
  };
  const hidden = { schema: { hide: true } };
  app.get('/', hidden, (request, reply) => send(request, reply, landingPageForHost(request.hostname)));
  app.get<{ Params: { page: string } }>('/lp/:page', hidden, (request, reply) =>
    send(request, reply, isLandingPageKey(request.params.page) ? request.params.page : null),
  );
}
