import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/errors.js';
import { isLandingPageKey, type LandingPageKey, landingPageForHost } from '../../contract/landing-values.js';
import { type DisplayLocale, isDisplayLocale, isInterfaceLocale } from '../../i18n/locales.js';
import { englishSentences } from './app-error.js';
import { compressedTexts } from './compression.js';
import { errorBody } from './error-handler.js';
import { answerWithSentences } from './error-language.js';
import { withLandingHead } from './landing-head.js';
import { pageLocale } from './page-locale.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

type Prerendered = {
  /** Address (`/pricing`, `/es/pricing`) -> file under the web root. */
  pages: Map<string, string>;
  /** The shell in each language but English (whose shell is index.html). */
  shells: Map<DisplayLocale, string>;
};

/**
 * The public pages the build rendered to HTML, in every language, and the shell in each language
 * (prerendered/pages.json); none when the build made none.
 */
function prerendered(root: string): Prerendered {
  const list = path.join(root, 'prerendered', 'pages.json');
  if (!existsSync(list)) return { pages: new Map(), shells: new Map() };
  const json = JSON.parse(readFileSync(list, 'utf8')) as {
    pages?: Record<string, string>;
    shells?: Record<string, string>;
  };
  const present = ([, file]: [string, string]) => existsSync(path.join(root, file));
  return {
    pages: new Map(Object.entries(json.pages ?? {}).filter(present)),
    shells: new Map(
      Object.entries(json.shells ?? {})
        .filter(present)
        .flatMap(([locale, file]) => (isDisplayLocale(locale) ? [[locale, file] as const] : [])),
    ),
  };
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
  let sendHtml: HtmlSender | null = null;
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
    sendHtml = installPages(app, root, prerendered(root), publicUrl);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const sentence = {
        text: 'No such path: {method} {path}',
        values: { method: request.method, path: pathname.slice(0, 200) },
      };
      answerWithSentences(request, [sentence]);
      return reply.code(404).send(errorBody(ErrorCode.notFound, englishSentences([sentence])));
    }
    if (pathname.startsWith('/assets/') || !root) {
      const message = root
        ? 'Not found'
        : 'The web app has not been built yet. Run `npm run build` (npm start does it for you).';
      return reply.code(404).type('text/plain; charset=utf-8').send(message);
    }
    return sendHtml?.(request, reply, null);
  });
}

type HtmlSender = (request: FastifyRequest, reply: FastifyReply, page: LandingPageKey | null) => unknown;

/**
 * The HTML pages, each in the person's language (see page-locale.ts: an address without a language
 * prefix is answered in English, or redirected to the prefixed address of the language the person
 * chose or their browser asks for). A public page the build prerendered answers its own file when
 * asked without a query string (with one, the shell): the browser must find in the HTML exactly what
 * it would render itself. Any other path answers the shell in that language. The landing pages
 * (/lp/my, /lp/your, /lp/mentor, and / on a host starting with my., your. or mentor.) carry their own
 * title, description, canonical link and Open Graph tags in the head, so a crawler or a link preview
 * that runs no script still reads them; / on a landing host is the shell (the browser renders the
 * landing page there, not the prerendered home). Those are made once per page (their address is
 * PUBLIC_URL's, or the path alone without it; never the Host header) and sent compressed, as the
 * build's files are.
 */
function installPages(
  app: FastifyInstance,
  root: string,
  { pages, shells }: Prerendered,
  publicUrl: string | undefined,
): HtmlSender {
  const files = new Map<string, string>();
  const read = (file: string) => {
    let html = files.get(file);
    if (html === undefined) {
      html = readFileSync(path.join(root, file), 'utf8');
      files.set(file, html);
    }
    return html;
  };
  const sendLanding = compressedTexts();
  // What an answer varies by, beside Accept-Encoding (which the static files' sender sets, replacing
  // any Vary before it): joined once the answer is made.
  const varyBy = new WeakMap<FastifyRequest, string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const more = varyBy.get(request);
    if (more) {
      const had = reply.getHeader('vary');
      reply.header('vary', had ? `${String(had)}, ${more}` : more);
    }
    return payload;
  });
  const send: HtmlSender = (request, reply, landing) => {
    const target = pageLocale(request);
    const { vary, ...headers } = target.headers;
    if (vary) varyBy.set(request, vary);
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    reply.header('cache-control', 'no-cache');
    if (target.kind === 'redirect') return reply.redirect(target.location, target.status);
    // / on a landing host is the shell (the browser renders the landing page there); so is every page
    // in the pseudo-locale (none is prerendered in it).
    const onLandingHost = target.path === '/' ? landingPageForHost(request.hostname) : null;
    const page = landing ?? onLandingHost;
    const shell = target.locale === 'en' ? 'index.html' : (shells.get(target.locale) ?? 'index.html');
    const file =
      request.url.includes('?') || onLandingHost || target.locale === 'en-XA'
        ? shell
        : (pages.get(target.address) ?? shell);
    reply.type('text/html; charset=utf-8');
    if (!page) return reply.sendFile(file, root);
    // Made from the file, the page and PUBLIC_URL alone, never the Host header: a few texts in all,
    // so hosts a client makes up add nothing to the cache and push nothing out of it.
    return sendLanding(request, reply, `${file} ${page} ${target.locale}`, () =>
      withLandingHead(read(file), page, publicUrl, target.locale),
    );
  };
  const hidden = { schema: { hide: true } };
  app.get('/', hidden, (request, reply) => send(request, reply, null));
  const landingRoute = (
    request: FastifyRequest<{ Params: { page: string; locale?: string } }>,
    reply: FastifyReply,
  ) => {
    const { page, locale } = request.params;
    const known = isLandingPageKey(page) && (locale === undefined || isInterfaceLocale(locale));
    return send(request, reply, known ? page : null);
  };
  app.get('/lp/:page', hidden, landingRoute);
  app.get('/:locale/lp/:page', hidden, landingRoute);
  for (const address of pages.keys()) {
    if (address === '/' || address.includes('/lp/')) continue;
    app.get(address, hidden, (request, reply) => send(request, reply, null));
  }
  return send;
}
