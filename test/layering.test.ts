import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The feature folders of the server and of the browser app depend on each other in one direction only:
 * an import cycle between two folders (accounts -> http -> accounts) means neither can be read, tested
 * or changed alone, and the shared piece belongs in a lower layer both import.
 */
const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test(-helpers)?\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Folder-level edges: `from` -> `to` when a file directly under src/<area>/<from> imports src/<area>/<to>. */
function folderGraph(area: string): Map<string, Set<string>> {
  const base = path.join(root, 'src', area);
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(base)) {
    const from = path.relative(base, file).split(path.sep)[0] ?? '';
    if (!from || from.includes('.')) continue; // files at the top of the area (app.ts, main.tsx) may import anything
    const text = readFileSync(file, 'utf8');
    const specs = [
      ...text.matchAll(/^\s*(?:import|export)[^'"]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/gm),
    ];
    for (const [, staticSpec, dynamicSpec] of specs) {
      const spec = staticSpec ?? dynamicSpec;
      const target = path.relative(base, path.resolve(path.dirname(file), spec ?? ''));
      const to = target.split(path.sep)[0] ?? '';
      if (target.startsWith('..') || to === from || to.includes('.')) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)?.add(to);
    }
  }
  return graph;
}

/** Every cycle, each once, as `a -> b -> a`. */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const ring = [...trail];
        const first = ring.indexOf([...ring].sort()[0] ?? '');
        const rotated = [...ring.slice(first), ...ring.slice(0, first)];
        found.add([...rotated, rotated[0]].join(' -> '));
      } else if (!trail.includes(next)) walk(start, next, [...trail, next]);
    }
  };
  for (const node of graph.keys()) walk(node, node, [node]);
  return [...found].sort();
}

/** The top-level folders (bench, scripts, src, ...) that `file`'s relative imports reach, `text` being its source. */
function topFoldersImported(file: string, text: string): Set<string> {
  const folders = new Set<string>();
  for (const [, staticSpec, dynamicSpec] of text.matchAll(
    /^\s*(?:import|export)[^'"]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/gm,
  )) {
    const target = path.relative(root, path.resolve(path.dirname(file), staticSpec ?? dynamicSpec ?? ''));
    const top = target.split(path.sep)[0] ?? '';
    if (!target.startsWith('..') && target.includes(path.sep)) folders.add(top);
  }
  return folders;
}

/**
 * The benchmarks (bench/) and the build and check scripts (scripts/) never import each other: what they
 * share lives in tools/, which imports neither.
 */
const forbiddenFolderImports: Record<string, string[]> = {
  bench: ['scripts'],
  scripts: ['bench'],
  tools: ['bench', 'scripts'],
};

function forbiddenImports(): string[] {
  const found: string[] = [];
  for (const [folder, forbidden] of Object.entries(forbiddenFolderImports)) {
    for (const file of sourceFiles(path.join(root, folder))) {
      for (const to of topFoldersImported(file, readFileSync(file, 'utf8')))
        if (forbidden.includes(to)) found.push(`${path.relative(root, file)} imports ${to}/`);
    }
  }
  return found.sort();
}

describe('layering', () => {
  it('bench/ and scripts/ do not import each other, and tools/ imports neither', () => {
    expect(forbiddenImports()).toEqual([]);
  });

  it('sees the top-level folder an import reaches', () => {
    const file = path.join(root, 'bench', 'x.ts');
    const text = [
      "import { a } from '../scripts/a.js';",
      "import type { B } from '../tools/b.js';",
      "import { c } from './c.js';",
      "const d = await import('../src/d.js');",
      "import { e } from 'vite';",
    ].join('\n');
    expect([...topFoldersImported(file, text)].sort()).toEqual(['bench', 'scripts', 'src', 'tools']);
  });

  it.each(['server', 'web'])('src/%s has no import cycle between its folders', (area) => {
    expect(cycles(folderGraph(area))).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual(['a -> b -> c -> a']);
  });
});
