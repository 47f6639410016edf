import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Colours come from the theme tokens in styles.css (bg-primary, text-muted, border-border...), never
// from Tailwind's palette: a palette class here would escape a rebrand or a dark mode.
const webDir = path.dirname(new URL(import.meta.url).pathname);
const utilities =
  'bg|text|border|ring|from|to|via|fill|stroke|outline|divide|placeholder|accent|decoration|shadow';
const palette =
  'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose';
const paletteClass = new RegExp(
  `(?<![\\w-])(?:${utilities})-(?:(?:${palette})-\\d{2,3}|white|black)(?:/\\d+)?(?![\\w-])`,
  'g',
);

/** Files that may name the palette: the theme itself. */
const allowed = new Set(['styles.css']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every raw palette class in the text, as "line: class". */
function findPaletteClasses(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => [...line.matchAll(paletteClass)].map((m) => `${i + 1}: ${m[0]}`));
}

describe('theme tokens', () => {
  it('recognises palette classes with variants and opacity, and not the tokens', () => {
    expect(
      findPaletteClasses('hover:bg-indigo-800 text-slate-900\nbg-slate-950/60 ring-white bg-black/5'),
    ).toEqual([
      '1: bg-indigo-800',
      '1: text-slate-900',
      '2: bg-slate-950/60',
      '2: ring-white',
      '2: bg-black/5',
    ]);
    expect(
      findPaletteClasses('bg-primary text-muted border-border bg-overlay/60 ring-ring text-white-space'),
    ).toEqual([]);
  });

  it('no component in src/web uses a raw palette colour', () => {
    const found = sourceFiles(webDir)
      .filter((file) => !allowed.has(path.relative(webDir, file)))
      .flatMap((file) =>
        findPaletteClasses(readFileSync(file, 'utf8')).map((hit) => `${path.relative(webDir, file)}:${hit}`),
      );
    expect(found, 'use a colour token from src/web/styles.css instead').toEqual([]);
  });
});
