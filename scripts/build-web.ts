// Builds the web app into WEB_OUT_DIR (default dist/web): the client bundle (Vite); the public pages
// prerendered to HTML from the same components (a server-side build of src/web/entry-server.tsx,
// run here and then deleted); then the compressed copies of the files. npm run build runs it after the
// server's tsc.
//
// Output beside the app shell (index.html, which every other path gets):
//   prerendered/<name>.html  one page per path of src/web/prerender-pages.ts ('/' is index.html)
//   prerendered/pages.json   {path: file}, what the server serves for exactly that path
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type LogLevel } from 'vite';
import { COMPILE_HINT } from './compile-hint.js';
import { compressWebRoot } from './compress-web.js';

type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type EntryServer = {
  prerenderedPages: Record<string, string>;
  renderPage(pathname: string): Promise<{ html: string; title: string }>;
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
 * The page's scripts fetched at low priority: the page is painted from the HTML, so they take over
 * what is already shown and must not compete with it (the shell, which paints nothing without them,
 * keeps them at high priority).
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

/** The shell with the page's HTML in #root, its title, and preloads of its page chunk and that chunk's imports. */
function pageDocument(
  shell: string,
  manifest: Record<string, Chunk>,
  pageModule: string,
  page: { html: string; title: string },
): string {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  if (!manifest[pageModule]) throw new Error(`${pageModule} is not a chunk of the build`);
  const inShell = staticChunks(manifest, entry);
  const preloads = [...staticChunks(manifest, pageModule)]
    .filter((key) => !inShell.has(key))
    .map((key) => manifest[key] as Chunk);
  const links = [
    ...preloads.flatMap((c) => c.css ?? []).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...preloads.map((c) => `<link rel="modulepreload" crossorigin href="/${c.file}">`),
  ].join('\n    ');
  const root = '<div id="root"></div>';
  if (!shell.includes(root) || !shell.includes('<title>Voxpert</title>'))
    throw new Error('index.html has no empty #root or no <title>Voxpert</title>');
  return shell
    .replace('<title>Voxpert</title>', `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', `  ${links}\n  </head>`)
    .replace(root, `<div id="root">${page.html}</div>`);
}

export async function buildWeb(outDir: string, logLevel: LogLevel = 'info'): Promise<void> {
  await build({ logLevel, build: { outDir } });

  const ssrDir = `${outDir}-prerender`;
  await build({
    logLevel: 'warn',
    build: {
      ssr: 'src/web/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      sourcemap: false,
      copyPublicDir: false,
    },
  });
  try {
    const server = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as EntryServer;
    const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      Chunk
    >;
    mkdirSync(path.join(outDir, PRERENDERED_DIR), { recursive: true });
    const served: Record<string, string> = {};
    for (const [pathname, pageModule] of Object.entries(server.prerenderedPages)) {
      const page = await server.renderPage(pathname);
      const file = `${PRERENDERED_DIR}/${pathname === '/' ? 'index' : pathname.slice(1).replaceAll('/', '-')}.html`;
      const html = pageDocument(shell, manifest, pageModule, page);
      writeFileSync(path.join(outDir, file), scriptsAfterPaint(inlineStyleSheets(html, outDir)));
      served[pathname] = file;
    }
    writeFileSync(path.join(outDir, PRERENDERED_DIR, 'pages.json'), `${JSON.stringify(served, null, 2)}\n`);
    console.info(`prerendered ${Object.keys(served).join(' ')}`);
    const entry = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
    const marked = markCompiledOnLoad(outDir, manifest, [
      ...entry,
      ...new Set(Object.values(server.prerenderedPages)),
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
