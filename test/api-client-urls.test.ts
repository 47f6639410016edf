import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as routePaths from '../src/contract/route-paths.js';

/**
 * The browser calls a route with a contract through its typed client (decision 0025): an `/api/`
 * address of such a route written as a string in src/web bypasses the contract's types, and an
 * import of a contract module that is not `import type` would put zod on the page.
 */
const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'src', 'web');

function browserFiles(): string[] {
  return readdirSync(web, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(web, path.join(e.parentPath, e.name)));
}

/** Each route of the table as a pattern of its path: a `{name}` part matches any one segment. */
const routePatterns = Object.values(routePaths).flatMap((table) =>
  Object.values(table as Record<string, { path: string }>).map(({ path: p }) => ({
    path: p,
    pattern: new RegExp(`^${p.replace(/\{\w+\}/g, '[^/]+')}$`),
  })),
);

/** The addresses a source names in quotes or back-quotes, a `${...}` part read as one segment. */
function apiAddresses(text: string): string[] {
  return [...text.matchAll(/['"`](\/api\/[^'"`]*)['"`]/g)].map(([, address]) =>
    (address ?? '').replace(/\$\{[^}]*\}/g, 'x').replace(/\?.*/, ''),
  );
}

describe('the browser and the route contracts', () => {
  it('names no address of a route with a contract as a string', () => {
    const found: string[] = [];
    for (const file of browserFiles()) {
      for (const address of apiAddresses(readFileSync(path.join(web, file), 'utf8'))) {
        const route = routePatterns.find(({ pattern }) => pattern.test(address));
        if (route) found.push(`${file}: ${address} (${route.path})`);
      }
    }
    expect(found).toEqual([]);
  });

  it('imports the contract modules of routes as types only', () => {
    const found = browserFiles().filter((file) =>
      /^import (?!type )[^;]*from '[./]*contract\/[\w-]+-routes\.js'/m.test(
        readFileSync(path.join(web, file), 'utf8'),
      ),
    );
    expect(found).toEqual([]);
  });

  it('sees a string address and a value import (the scan itself)', () => {
    const source = ['apiJson(', "'POST', `/api/memory/$", '{id}?a=1`)'].join('');
    expect(apiAddresses(source)).toEqual(['/api/memory/x']);
    expect(routePatterns.some(({ pattern }) => pattern.test('/api/contact'))).toBe(true);
  });
});
