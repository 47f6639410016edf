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

/**
 * Folder-level edges: `from` -> `to` when a file under src/<area>/<from> imports src/<area>/<to>.
 * With `topFiles`, an import of a file at the top of the area counts too, as an edge to its name.
 * With `top`, the files at the top of the area are one more node of that name, importing and imported.
 */
function folderGraph(area: string, { topFiles = false, top = '' } = {}): Map<string, Set<string>> {
  const base = path.join(root, 'src', area);
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(base)) {
    const folder = path.relative(base, file).split(path.sep)[0] ?? '';
    // Without `top`, files at the top of the area (app.ts, main.tsx) may import anything.
    const from = folder.includes('.') ? top : folder;
    if (!from) continue;
    const text = readFileSync(file, 'utf8');
    const specs = [
      ...text.matchAll(/^\s*(?:import|export)[^'"]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/gm),
    ];
    for (const [, staticSpec, dynamicSpec] of specs) {
      const spec = staticSpec ?? dynamicSpec;
      const target = path.relative(base, path.resolve(path.dirname(file), spec ?? ''));
      const first = target.split(path.sep)[0] ?? '';
      const to = first.includes('.') && top ? top : first;
      if (target.startsWith('..') || to === from || (to.includes('.') && !topFiles)) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)?.add(to);
    }
  }
  return graph;
}

/**
 * The voice client's layers (src/web/voice), each with the layers it may import. The lowest hear,
 * speak and clean words and know nothing of a conversation; the conversation streams turns and keeps
 * their messages; the loop owns a turn's life and drives all of them; the device (wake lock, lock
 * screen) follows the loop's status. The screen and its panels, at the top of the folder, use them
 * all. A new folder takes its place here before it can be imported.
 */
const voiceLayers: Record<string, readonly string[]> = {
  vad: [],
  transcript: [],
  safety: [],
  speech: [],
  recognition: ['transcript'],
  conversation: ['safety', 'speech', 'transcript'],
  export: ['conversation'],
  files: ['conversation'],
  'follow-up': ['speech'],
  loop: ['conversation', 'recognition', 'speech', 'transcript', 'vad'],
  device: ['loop'],
};

/**
 * The only files at the top of src/web/voice a layer may import: the stored settings, and the loader
 * of the lazily loaded voice code (a dynamic import that gathers the layers, so it sits above them).
 * The screen, its panels and dialogs are never imported from below.
 */
const sharedTopFiles = ['voice-settings.js', 'listening-settings.js', 'load-voice-code.js'];

/**
 * The model layer (src/server/ai), each folder with the folders it may import. `core`, the files at
 * the top, is what a reply is made of whatever answers it: the chat model's interface, the experts and
 * their prompts, the languages, the streamed reply and the history's budget. Below it, the limiter and
 * the metering of provider calls (`metering`) and the splitting of a reply into sentences and spoken
 * text (`sentences`) know nothing of models. Above it, the replies made without a model (`offline`:
 * the offline responder, its crisis wording, the extractive summary) and the providers (`providers`:
 * the AI SDK's models, their settings and sight, HTTP agent, warm-up, moderation, the safety check and
 * structured calls), which fall back to the offline model. A new folder takes its place here first.
 */
const aiLayers: Record<string, readonly string[]> = {
  metering: [],
  sentences: [],
  core: ['metering', 'sentences'],
  offline: ['core'],
  providers: ['core', 'metering', 'offline'],
};

/** The imports that break the declared direction, as `from -> to`. */
function undeclared(graph: Map<string, Set<string>>, layers: Record<string, readonly string[]>): string[] {
  const found: string[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const allowed = to.includes('.') ? sharedTopFiles.includes(to) : (layers[from] ?? []).includes(to);
      if (!allowed) found.push(`${from} -> ${to}`);
    }
  }
  return found.sort();
}

const declaredGraph = (layers: Record<string, readonly string[]>) =>
  new Map(Object.entries(layers).map(([from, to]) => [from, new Set(to)]));

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

  it('src/web/voice: every folder is a declared layer', () => {
    const folders = readdirSync(path.join(root, 'src/web/voice'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(folders).toEqual(Object.keys(voiceLayers).sort());
  });

  it('src/web/voice: the declared layers have a direction (no cycle)', () => {
    expect(cycles(declaredGraph(voiceLayers))).toEqual([]);
  });

  it('src/web/voice: every import between its folders goes in the declared direction', () => {
    expect(undeclared(folderGraph('web/voice', { topFiles: true }), voiceLayers)).toEqual([]);
  });

  it('src/server/ai: every folder is a declared layer, and the layers have a direction', () => {
    const folders = readdirSync(path.join(root, 'src/server/ai'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect([...folders, 'core'].sort()).toEqual(Object.keys(aiLayers).sort());
    expect(cycles(declaredGraph(aiLayers))).toEqual([]);
  });

  it('src/server/ai: every import between its folders goes in the declared direction', () => {
    const graph = folderGraph('server/ai', { top: 'core' });
    expect(graph.get('providers')?.has('offline')).toBe(true);
    expect(undeclared(graph, aiLayers)).toEqual([]);
  });

  it('finds an import against the declared direction', () => {
    const graph = new Map([
      ['vad', new Set(['conversation'])],
      ['device', new Set(['loop', 'voice-panel.js', 'voice-settings.js'])],
      ['loop', new Set(['vad'])],
    ]);
    expect(undeclared(graph, voiceLayers)).toEqual(['device -> voice-panel.js', 'vad -> conversation']);
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
