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

export function initialJsKb(webDir = path.join(root, process.env.WEB_OUT_DIR ?? 'dist/web')) {
  const manifest = JSON.parse(readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  const sizes: Record<string, number> = {};
  for (const [route, page] of Object.entries(routePages)) {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    visit(entry);
    visit(page);
    let bytes = 0;
    for (const file of files) bytes += gzipSync(readFileSync(path.join(webDir, file)), { level: 9 }).length;
    sizes[route] = Math.round((bytes / 1024) * 10) / 10;
  }
  return sizes;
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
