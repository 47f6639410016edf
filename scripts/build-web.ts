// Builds the web app into WEB_OUT_DIR (default dist/web): the client bundle (Vite); the public pages
// prerendered to HTML from the same components (a server-side build of src/web/entry-server.tsx,
// run here and then deleted); then the compressed copies of the files. npm run build runs it after the
// server's tsc.
//
// Output beside the app shell (index.html, which every other path gets):
//   prerendered/<name>.html  one page per path of src/web/prerender-pages.ts ('/' is index.html), in
//                            English; prerendered/<locale>/<name>.html the same in each other language
//                            (served at /<locale><path>)
//   prerendered/<locale>/shell.html  the shell in each other language (and the pseudo-locale), for
//                            the paths nobody prerendered
//   prerendered/pages.json   {path: file}, what the server serves for exactly that path, and
//                            {shells: {locale: file}}
//   offline.html             the service worker's offline page (no script), and sw.js stamped with
//                            this build's version and the files it keeps for offline use
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { build, createLogger, type Logger, type LogLevel, type Rolldown } from 'vite';
import {
  type DisplayLocale,
  type InterfaceLocale,
  interfaceLocales,
  PSEUDO_LOCALE,
  textDirection,
} from '../src/i18n/locales.js';
import { AFTER_PAINT_TEMPLATE_ID } from '../src/web/lib/after-paint.js';
import { COMPILE_HINT } from '../tools/compile-hint.js';
import { APP_MODULE } from '../tools/first-visit.js';
import { compressWebRoot } from './compress-web.js';

type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type EntryServer = {
  prerenderedPages: Record<string, string>;
  renderPage(
    pathname: string,
    locale: DisplayLocale,
    basename?: string,
  ): Promise<{ html: string; title: string }>;
  renderOffline(locale: DisplayLocale): Promise<{ html: string; title: string }>;
};

export const PRERENDERED_DIR = 'prerendered';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** The chunks `key` loads at once: its own file and what it imports statically, transitively. */
function staticChunks(manifest: Record<string, Chunk>, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const dep of chunk.imports ?? []) staticChunks(manifest, dep, into);
  return into;
}

/**
 * The app's style sheets written into the page: the first paint then waits for the HTML alone, not for
 * one more request (the sheet is about 9 KB compressed; the content security policy allows inline styles).
 */
function inlineStyleSheets(html: string, outDir: string): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
    (_, file: string) => {
      const css = readFileSync(path.join(outDir, file), 'utf8');
      if (css.includes('</style')) throw new Error(`${file} cannot be inlined`);
      return `<style>${css}</style>`;
    },
  );
}

/**
 * A prerendered page's entry script (and the little it imports) fetched at low priority: the page is
 * painted from the HTML, so it must not compete with it (the shell, which paints nothing without it,
 * keeps it at high priority).
 */
function scriptsAfterPaint(html: string): string {
  return html
    .replaceAll(
      '<script type="module" crossorigin src=',
      '<script type="module" crossorigin fetchpriority="low" src=',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin href=',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
    );
}

/**
 * Marks the scripts of a first visit (the entry, and each prerendered page's chunk, with what they
 * import) with Chromium's compile hint. Without it V8 compiles each function on the main thread the
 * first time it runs, and hydration runs most of React DOM and the page at once: that compiling was
 * about half of hydration's longest task. Other browsers read the line as a comment. The source map
 * gets an empty first line, so it still points at the right code.
 */
function markCompiledOnLoad(outDir: string, manifest: Record<string, Chunk>, modules: string[]): number {
  const files = new Set<string>();
  for (const module of modules)
    for (const key of staticChunks(manifest, module)) {
      const file = manifest[key]?.file;
      if (file) files.add(file);
    }
  for (const file of files) {
    const full = path.join(outDir, file);
    const code = readFileSync(full, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(full, COMPILE_HINT + code);
    const mapFile = `${full}.map`;
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
    map.mappings = `;${map.mappings}`;
    writeFileSync(mapFile, JSON.stringify(map));
  }
  return files.size;
}

function entryKey(manifest: Record<string, Chunk>): string {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  return entry;
}

/** The chunks the given modules load at once that the entry script does not already load, entry's first. */
function chunksBeyondEntry(manifest: Record<string, Chunk>, modules: string[]): Chunk[] {
  const withEntry = staticChunks(manifest, entryKey(manifest));
  const keys = new Set<string>();
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} is not a chunk of the build`);
    for (const key of staticChunks(manifest, module)) if (!withEntry.has(key)) keys.add(key);
  }
  return [...keys].map((key) => manifest[key] as Chunk);
}

const modulePreload = (c: Chunk) => `<link rel="modulepreload" crossorigin href="/${c.file}">`;

/**
 * The empty shell (every path nobody prerendered) paints nothing until the app runs, so it preloads the
 * app's chunks at once, beside the entry script that imports them.
 */
function shellWithAppPreloads(shell: string, manifest: Record<string, Chunk>): string {
  const links = chunksBeyondEntry(manifest, [APP_MODULE]).map(modulePreload).join('\n    ');
  return shell.replace('</head>', `  ${links}\n  </head>`);
}

/**
 * The shell with the page's HTML in #root and its title. The app's and the page's chunks are listed as
 * modulepreload links inside an inert <template>: the entry script puts them in the head once the
 * page has been painted (src/web/main.tsx), so the first paint waits for the HTML alone. A page's own
 * style sheets stay in the head: the paint needs them.
 */
function pageDocument(
  shell: string,
  manifest: Record<string, Chunk>,
  modules: string[],
  page: { html: string; title: string },
): string {
  const chunks = chunksBeyondEntry(manifest, [APP_MODULE, ...modules]);
  const styles = chunks
    .flatMap((c) => c.css ?? [])
    .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`);
  const later = `<template id="${AFTER_PAINT_TEMPLATE_ID}">${chunks.map(modulePreload).join('')}</template>`;
  const root = '<div id="root"></div>';
  if (!shell.includes(root) || !shell.includes('<title>Voxpert</title>'))
    throw new Error('index.html has no empty #root or no <title>Voxpert</title>');
  return shell
    .replace('<title>Voxpert</title>', `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', `  ${[...styles, later].join('\n    ')}\n  </head>`)
    .replace(root, `<div id="root">${page.html}</div>`);
}

export const OFFLINE_PAGE = 'offline.html';
/**
 * The offline page's words in every language: { locale: { html, title, dir } } (html: what goes in
 * #root). The worker puts the language's into the English page (the page is written once: its styles
 * are most of its weight).
 */
export const OFFLINE_TEXTS = 'offline-texts.json';

/**
 * The offline page: the shell with the page in #root and the app's styles written in, without any
 * script or preload (offline, none could load; it must show by itself).
 */
function offlineDocument(shell: string, page: { html: string; title: string }): string {
  const html = shell
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<title>Voxpert</title>', `<title>${escapeHtml(page.title)}</title>`)
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  if (html.includes('<script') || !html.includes(page.html))
    throw new Error('the offline page is not static');
  return html;
}

/**
 * The service worker, stamped with this build: its version (a hash of what it keeps and of the build's
 * asset list, so every build that changes the app is a new worker that replaces the old one and its
 * cache) and the files it keeps for offline use.
 */
function stampServiceWorker(outDir: string, precache: string[]): string {
  const file = path.join(outDir, 'sw.js');
  const source = readFileSync(file, 'utf8');
  const hash = createHash('sha256').update(readFileSync(path.join(outDir, '.vite', 'manifest.json')));
  for (const url of precache) hash.update(readFileSync(path.join(outDir, url.slice(1))));
  const version = hash.digest('hex').slice(0, 16);
  if (!source.includes("'__BUILD_VERSION__'") || !source.includes("['__PRECACHE__']"))
    throw new Error('sw.js has no __BUILD_VERSION__ or __PRECACHE__ to stamp');
  writeFileSync(
    file,
    source
      .replace("'__BUILD_VERSION__'", JSON.stringify(version))
      .replace("['__PRECACHE__']", JSON.stringify(precache)),
  );
  return version;
}

/**
 * Vite's logger, printing as usual, that also keeps every warning (Vite's own and the bundler's, which
 * Vite passes on through it): the build fails on any, so a clean checkout builds without one.
 */
function keepingWarnings(level: LogLevel, warnings: string[]): Logger {
  const logger = createLogger(level);
  const { warn, warnOnce } = logger;
  logger.warn = (msg, options) => {
    warnings.push(stripVTControlCharacters(msg));
    warn(msg, options);
  };
  logger.warnOnce = (msg, options) => {
    warnings.push(stripVTControlCharacters(msg));
    warnOnce(msg, options);
  };
  return logger;
}

/** Vite warns of a chunk over this size (kB); vite.config.ts lets fontkit's single module through. */
export const CHUNK_KB = 500;

/**
 * The chunks over CHUNK_KB the bundler could have split: more than one module in them. A single module
 * that big (fontkit, of the PDF export) cannot be split; anything else over it is a chunking mistake.
 */
export function splittableBigChunks(
  chunks: { fileName: string; code: string; moduleIds: string[] }[],
): string[] {
  return chunks
    .filter((c) => Buffer.byteLength(c.code) > CHUNK_KB * 1000 && c.moduleIds.length > 1)
    .map(
      (c) =>
        `${c.fileName} (${Math.round(Buffer.byteLength(c.code) / 1000)} kB, ${c.moduleIds.length} modules)`,
    );
}

function outputChunks(result: Awaited<ReturnType<typeof build>>): Rolldown.OutputChunk[] {
  const outputs = Array.isArray(result) ? result : 'output' in result ? [result] : [];
  return outputs.flatMap((o) => o.output.filter((f): f is Rolldown.OutputChunk => f.type === 'chunk'));
}

/** The module of a language's catalog (none for English and the pseudo-locale, which need none). */
const catalogModules = (locale: DisplayLocale) =>
  locale === 'en' || locale === PSEUDO_LOCALE ? [] : [`src/i18n/catalogs/${locale}.ts`];

/** The address of `pathname` in `locale`: English's is the path itself, another's has its prefix. */
export function localeAddress(locale: InterfaceLocale, pathname: string): string {
  if (locale === 'en') return pathname;
  return pathname === '/' ? `/${locale}` : `/${locale}${pathname}`;
}

/**
 * The document in `locale`: its language and direction on <html> (`data-locale` tells the browser's
 * app which language the HTML is in), and for a page that has its own address in every language,
 * the `hreflang` links to each (`x-default`, the English address, negotiates by the browser's
 * languages).
 */
function inLocale(html: string, locale: DisplayLocale, pathname?: string): string {
  const withLang = html.replace(
    '<html lang="en">',
    `<html lang="${locale}" dir="${textDirection(locale)}" data-locale="${locale}">`,
  );
  if (!withLang.includes('data-locale=')) throw new Error('index.html has no <html lang="en">');
  if (pathname === undefined) return withLang;
  const alternates = [
    ...interfaceLocales.map(
      (other) => `<link rel="alternate" hreflang="${other}" href="${localeAddress(other, pathname)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${pathname}">`,
  ];
  return withLang.replace('</head>', `  ${alternates.join('\n    ')}\n  </head>`);
}

/** The shell in a language other than English: its language on <html>, its catalog preloaded. */
function localeShell(shell: string, manifest: Record<string, Chunk>, locale: DisplayLocale): string {
  const links = chunksBeyondEntry(manifest, catalogModules(locale)).map(modulePreload).join('\n    ');
  return inLocale(shell, locale).replace('</head>', `  ${links}\n  </head>`);
}

export async function buildWeb(outDir: string, logLevel: LogLevel = 'info'): Promise<void> {
  const warnings: string[] = [];
  const client = await build({
    logLevel,
    customLogger: keepingWarnings(logLevel, warnings),
    build: { outDir },
  });
  const tooBig = splittableBigChunks(outputChunks(client));
  if (tooBig.length) warnings.push(`chunks over ${CHUNK_KB} kB that could be split: ${tooBig.join(', ')}`);

  const ssrDir = `${outDir}-prerender`;
  await build({
    logLevel: 'warn',
    customLogger: keepingWarnings('warn', warnings),
    build: {
      ssr: 'src/web/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      sourcemap: false,
      copyPublicDir: false,
    },
  });
  if (warnings.length) {
    rmSync(ssrDir, { recursive: true, force: true });
    throw new Error(
      `the web build printed ${warnings.length} warning(s); it must print none:\n${warnings.join('\n')}`,
    );
  }
  try {
    const server = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as EntryServer;
    const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      Chunk
    >;
    mkdirSync(path.join(outDir, PRERENDERED_DIR), { recursive: true });
    const served: Record<string, string> = {};
    const shells: Record<string, string> = {};
    for (const locale of interfaceLocales) {
      const dir = locale === 'en' ? PRERENDERED_DIR : `${PRERENDERED_DIR}/${locale}`;
      mkdirSync(path.join(outDir, dir), { recursive: true });
      for (const [pathname, pageModule] of Object.entries(server.prerenderedPages)) {
        const address = localeAddress(locale, pathname);
        const page = await server.renderPage(pathname, locale, locale === 'en' ? undefined : `/${locale}`);
        const file = `${dir}/${pathname === '/' ? 'index' : pathname.slice(1).replaceAll('/', '-')}.html`;
        const document = pageDocument(
          scriptsAfterPaint(inLocale(shell, locale, pathname)),
          manifest,
          [pageModule, ...catalogModules(locale)],
          page,
        );
        writeFileSync(path.join(outDir, file), inlineStyleSheets(document, outDir));
        served[address] = file;
      }
    }
    for (const locale of [...interfaceLocales.filter((l) => l !== 'en'), PSEUDO_LOCALE] as const) {
      const file = `${PRERENDERED_DIR}/${locale}/shell.html`;
      mkdirSync(path.join(outDir, PRERENDERED_DIR, locale), { recursive: true });
      writeFileSync(
        path.join(outDir, file),
        shellWithAppPreloads(localeShell(shell, manifest, locale), manifest),
      );
      shells[locale] = file;
    }
    writeFileSync(
      path.join(outDir, PRERENDERED_DIR, 'pages.json'),
      `${JSON.stringify({ pages: served, shells }, null, 2)}\n`,
    );
    const offline: Record<string, { html: string; title: string; dir: string }> = {};
    for (const locale of [...interfaceLocales, PSEUDO_LOCALE] as const) {
      offline[locale] = { ...(await server.renderOffline(locale)), dir: textDirection(locale) };
    }
    writeFileSync(
      path.join(outDir, OFFLINE_PAGE),
      inlineStyleSheets(offlineDocument(shell, offline.en ?? (await server.renderOffline('en'))), outDir),
    );
    writeFileSync(path.join(outDir, OFFLINE_TEXTS), JSON.stringify(offline));
    writeFileSync(path.join(outDir, 'index.html'), shellWithAppPreloads(inLocale(shell, 'en'), manifest));
    console.info(`service worker ${stampServiceWorker(outDir, [`/${OFFLINE_PAGE}`, `/${OFFLINE_TEXTS}`])}`);
    console.info(
      `prerendered ${Object.keys(server.prerenderedPages).join(' ')} in ${interfaceLocales.length} languages`,
    );
    const marked = markCompiledOnLoad(outDir, manifest, [
      entryKey(manifest),
      APP_MODULE,
      ...new Set(Object.values(server.prerenderedPages)),
      ...interfaceLocales.flatMap(catalogModules),
    ]);
    console.info(`compile hint on the ${marked} scripts of a first visit`);
  } finally {
    if (!process.env.KEEP_PRERENDER) rmSync(ssrDir, { recursive: true, force: true });
  }

  const t = compressWebRoot(outDir);
  console.info(
    `compressed ${t.files} files: ${Math.round(t.bytes / 1024)} KB -> ${Math.round(t.brotli / 1024)} KB brotli`,
  );
}

await buildWeb(
  path.resolve(process.env.WEB_OUT_DIR ?? 'dist/web'),
  process.argv.includes('--quiet') ? 'warn' : 'info',
);
