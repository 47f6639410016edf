// What a first visit loads, read from a build (WEB_OUT_DIR, default dist/web): initial JavaScript per
// route, gzip, from the build's manifest (the entry chunk, the route's lazy page chunk, and every chunk
// they import statically; budget: 170 KB for / and /auth), and what goes over the wire, asked of the
// real static-file server (src/server/http/web.ts) as a browser asks (Accept-Encoding: br, gzip).
// Shared by the budget check (scripts/check-web-budget.ts, part of npm test) and the benchmark
// (bench/web-bundle.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { installWeb } from '../src/server/http/web.js';
import { COMPILE_HINT } from './compile-hint.js';
import { APP_MODULE } from './first-visit.js';
import { root } from './server-process.js';

type Chunk = { file: string; imports?: string[]; isEntry?: boolean; css?: string[] };
export const routePages: Record<string, string> = {
  '/': 'src/web/home/home-page.tsx',
  '/auth': 'src/web/auth/auth-page.tsx',
  '/profile': 'src/web/profile/profile-page.tsx',
  '/pricing': 'src/web/billing/pricing-page.tsx',
};
// 175 since the interface speaks eleven languages: the message formatter (about 2.5 KB), the translator, the
// language switcher and the texts built per language (about 3 KB more); see decision 0024.
export const BUDGET_KB = 175;

/** Modules loaded after the first paint on purpose: none may be in the first load of / or /auth. */
export const afterFirstPaint = [
  'src/web/ui/menu.tsx',
  'src/web/home/onboarding-tutorial.tsx',
  'src/web/home/welcome-popup.tsx',
];

function readManifest(webDir: string): Record<string, Chunk> {
  return JSON.parse(readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
}

/** The files a route loads first: the entry chunk, the app it starts, the page's chunk, and what they import statically. */
function firstLoadFiles(manifest: Record<string, Chunk>, page: string): Set<string> {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(entry);
  visit(APP_MODULE);
  visit(page);
  return files;
}

export function initialJsKb(webDir = defaultWebDir()) {
  const manifest = readManifest(webDir);
  const sizes: Record<string, number> = {};
  for (const [route, page] of Object.entries(routePages)) {
    let bytes = 0;
    for (const file of firstLoadFiles(manifest, page)) {
      bytes += gzipSync(readFileSync(path.join(webDir, file)), { level: 9 }).length;
    }
    sizes[route] = Math.round((bytes / 1024) * 10) / 10;
  }
  return sizes;
}

/** The first-load scripts of the routes given that lack V8's compile hint (the build adds it to each). */
export function withoutCompileHint(routes: string[], webDir = defaultWebDir()): string[] {
  const manifest = readManifest(webDir);
  const files = new Set(routes.flatMap((route) => [...firstLoadFiles(manifest, routePages[route] ?? route)]));
  return [...files].filter(
    (file) => file.endsWith('.js') && !readFileSync(path.join(webDir, file), 'utf8').startsWith(COMPILE_HINT),
  );
}

/** For each route given, the modules of `afterFirstPaint` found in its first load (or missing from the build). */
export function loadedTooSoon(routes: string[], webDir = defaultWebDir()): string[] {
  const manifest = readManifest(webDir);
  const problems: string[] = [];
  for (const module of afterFirstPaint) {
    const chunk = manifest[module];
    if (!chunk) {
      problems.push(`${module} is not a chunk of its own`);
      continue;
    }
    for (const route of routes) {
      const page = routePages[route];
      if (page && firstLoadFiles(manifest, page).has(chunk.file))
        problems.push(`${module} in the first load of ${route}`);
    }
  }
  return problems;
}

export type WireBytes = {
  /** Bytes of the response bodies sent for the first load (HTML, CSS, JS), br accepted. */
  total: number;
  /** Of which JavaScript. */
  js: number;
  /** The same files sent uncompressed (the size on disk). */
  raw: number;
  /** Files the server sent uncompressed although the browser accepted brotli (should be none over 1 KB). */
  uncompressed: string[];
};

/** What the server sends for a first visit of each route: its HTML page, the CSS and the first-load JS. */
export async function wireBytes(
  routes = Object.keys(routePages),
  webDir = defaultWebDir(),
  acceptEncoding = 'br, gzip',
): Promise<Record<string, WireBytes>> {
  const manifest = readManifest(webDir);
  const app = Fastify({ logger: false });
  await installWeb(app, webDir);
  await app.ready();
  const result: Record<string, WireBytes> = {};
  try {
    for (const route of routes) {
      const page = routePages[route];
      if (!page) throw new Error(`no page known for ${route}`);
      const js = [...firstLoadFiles(manifest, page)];
      // The style sheets the page's HTML links (a prerendered page carries its styles inline).
      const html = (await app.inject({ method: 'GET', url: route })).body;
      const css = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/g)].map(
        (m) => m[1] ?? '',
      );
      const bytes: WireBytes = { total: 0, js: 0, raw: 0, uncompressed: [] };
      for (const url of [route, ...css.map((f) => `/${f}`), ...js.map((f) => `/${f}`)]) {
        const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
        if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode}`);
        const sent = res.rawPayload.length;
        const encoded = Boolean(res.headers['content-encoding']);
        const raw = encoded ? (await app.inject({ method: 'GET', url })).rawPayload.length : sent;
        if (!encoded && sent > 1024) bytes.uncompressed.push(url);
        bytes.total += sent;
        bytes.raw += raw;
        if (url.endsWith('.js')) bytes.js += sent;
      }
      result[route] = bytes;
    }
  } finally {
    await app.close();
  }
  return result;
}

export function defaultWebDir(): string {
  return path.join(root, process.env.WEB_OUT_DIR ?? 'dist/web');
}
