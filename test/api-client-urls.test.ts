import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync, Visitor } from 'vite';
import { describe, expect, it } from 'vitest';
import type { RoutePath } from '../src/contract/route.js';

/**
 * The browser calls the API only through the route contracts' typed clients (decision 0025): an
 * `/api/` address written as a string in src/web bypasses the contract's types, and an import of a
 * contract module that is not `import type` would put zod on the page. Each feature's table of
 * methods and paths is a module of its own (`contract/paths/<feature>.ts`), so a page loads only the
 * tables it calls.
 */
const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'src', 'web');
const contract = path.join(root, 'src', 'contract');
const pathsDir = path.join(contract, 'paths');

function browserFiles(): string[] {
  return readdirSync(web, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(web, path.join(e.parentPath, e.name)));
}

/** Every feature's route table, by its module's name. */
const tables: Record<string, Record<string, Record<string, RoutePath>>> = Object.fromEntries(
  await Promise.all(
    readdirSync(pathsDir)
      .filter((name) => name.endsWith('.ts'))
      .map(async (name) => [name.replace(/\.ts$/, ''), await import(path.join(pathsDir, name))] as const),
  ),
);

/** Each route of the tables as a pattern of its path: a `{name}` part matches any one segment. */
const routePatterns = Object.values(tables).flatMap((module) =>
  Object.values(module).flatMap((table) =>
    Object.values(table).map(({ path: p }) => ({
      path: p,
      pattern: new RegExp(`^${p.replace(/\{\w+\}/g, '[^/]+')}$`),
    })),
  ),
);

/**
 * Strings of the browser's code that name an `/api/` address and are not calls, each with its reason.
 * Empty: every call goes through a client, and nothing else names an address. An entry that no
 * longer matches a string fails the test, so the list cannot outlive its reason.
 */
const allowed: { file: string; text: string; reason: string }[] = [];

/**
 * The texts of a source's string literals, templates (a `${...}` part read as `x`) and JSX text that
 * name `/api` or anything under it; comments are not code and are not read.
 */
function apiStrings(source: string, fileName = 'source.tsx'): string[] {
  const { program, errors } = parseSync(fileName, source);
  if (errors.length) throw new Error(`${fileName}: ${errors[0]?.message}`);
  texts.length = 0;
  textVisitor.visit(program);
  return texts.filter((text) => /\/api(\/|$|\?)/.test(text));
}

/** The texts `textVisitor` saw in the last source it visited. */
const texts: string[] = [];
const textVisitor = new Visitor({
  Literal: (node) => {
    if (typeof node.value === 'string') texts.push(node.value);
  },
  TemplateLiteral: (node) => texts.push(node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('x')),
  JSXText: (node) => texts.push(node.value),
});

describe('the browser and the route contracts', () => {
  it('names no /api/ address as a string: every call goes through a route contract', () => {
    const found: string[] = [];
    const used = new Set<(typeof allowed)[number]>();
    for (const file of browserFiles()) {
      for (const text of apiStrings(readFileSync(path.join(web, file), 'utf8'), file)) {
        const allowance = allowed.find((a) => a.file === file && a.text === text);
        if (allowance) {
          used.add(allowance);
          continue;
        }
        const address = text.replace(/\?.*/, '');
        const route = routePatterns.find(({ pattern }) => pattern.test(address));
        found.push(
          `${file}: ${text} (${route ? `the route ${route.path}` : 'a route with no contract yet'})`,
        );
      }
    }
    expect(found).toEqual([]);
    expect(allowed.filter((a) => !used.has(a))).toEqual([]);
  });

  it('imports the contract modules of routes as types only', () => {
    const found = browserFiles().filter((file) =>
      /^import (?!type )[^;]*from '[./]*contract\/[\w-]+-routes\.js'/m.test(
        readFileSync(path.join(web, file), 'utf8'),
      ),
    );
    expect(found).toEqual([]);
  });

  it('has one table of paths per feature, beside its contract, and each route once', () => {
    for (const [feature, module] of Object.entries(tables)) {
      // voice-clone.ts holds voiceClonePaths.
      const table = `${feature.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Paths`;
      expect(Object.keys(module), feature).toEqual([table]);
      expect(readFileSync(path.join(contract, `${feature}-routes.ts`), 'utf8')).toContain(
        `import { ${table} } from './paths/${feature}.js';`,
      );
    }
    const routes = Object.values(tables).flatMap((module) =>
      Object.values(module).flatMap((table) => Object.values(table).map((r) => `${r.method} ${r.path}`)),
    );
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
  });

  it('sees string and template addresses, not comments (the scan itself)', () => {
    const source = [
      '// apiJson(`/api/old`)',
      "const a = apiJson('POST', `/api/memory/$" + '{id}?a=1`);',
      "const b = ['/api/admin', 'users'];",
      'const c = <a href="/api/reminders.ics">x</a>;',
      'const d = `$' + "{origin}/api/x`; const e = '/apiary';",
    ].join('\n');
    expect(apiStrings(source)).toEqual(['/api/memory/x?a=1', '/api/admin', '/api/reminders.ics', 'x/api/x']);
    expect(routePatterns.some(({ pattern }) => pattern.test('/api/memory/7'))).toBe(true);
    expect(routePatterns.some(({ pattern }) => pattern.test('/api/upload'))).toBe(true);
  });
});
