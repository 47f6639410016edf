// Initial JavaScript per route, gzip, from the build's manifest: the entry chunk, the route's lazy page
// chunk, and every chunk they import statically. Budget: 170 KB for / and /auth.
// Run: npm run build && npm run bench -- web-bundle
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './server-process.js';

type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
export const routePages: Record<string, string> = {
  '/': 'src/web/home/home-page.tsx',
  '/auth': 'src/web/auth/auth-page.tsx',
  '/profile': 'src/web/profile/profile-page.tsx',
  '/pricing': 'src/web/billing/pricing-page.tsx',
};
export const BUDGET_KB = 170;

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

/** The files a route loads first: the entry chunk, the page's chunk, and what they import statically. */
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

function defaultWebDir(): string {
  return path.join(root, process.env.WEB_OUT_DIR ?? 'dist/web');
}

export async function benchWebBundle(): Promise<Record<string, number>> {
  const sizes = initialJsKb();
  const over = Object.entries(sizes).filter(
    ([route, kb]) => (route === '/' || route === '/auth') && kb > BUDGET_KB,
  );
  if (over.length)
    console.error(`over the ${BUDGET_KB} KB budget: ${over.map(([r, kb]) => `${r} ${kb} KB`).join(', ')}`);
  return Object.fromEntries(Object.entries(sizes).map(([route, kb]) => [`${route} KB gzip`, kb]));
}
