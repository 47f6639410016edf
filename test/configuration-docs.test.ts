import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema, parseEnv } from '../src/server/config.js';

/**
 * The configuration a newcomer reads is the configuration the server reads: README's table (under
 * "## Configuration") and .env.example name exactly the variables of the server's settings schema, each
 * once, and the server reads no other variable of its own from the environment.
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The variables of the first table under `## Configuration`: its rows' first cells, `NAME`. */
function readmeVariables(readme: string): string[] {
  const start = readme.indexOf('\n## Configuration\n');
  if (start < 0) throw new Error('README.md has no "## Configuration" section');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((m) => m[1] ?? '');
}

/** The variables .env.example sets (`NAME=` lines; comments are not settings). */
function envExampleVariables(text: string): string[] {
  return [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] ?? '');
}

const duplicates = (names: string[]) => names.filter((n, i) => names.indexOf(n) !== i);
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** Variables read straight from process.env in the server's sources (not through the schema). */
function readOutsideSchema(): string[] {
  const dir = path.join(root, 'src', 'server');
  const names: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.ts$/.test(entry.name) || /\.test\.ts$/.test(entry.name)) continue;
    const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const m of text.matchAll(/process\.env(?:\.([A-Za-z_][A-Za-z0-9_]*)|\[\s*'([^']+)'\s*\])/g))
      names.push(m[1] ?? m[2] ?? '');
  }
  return sorted(names);
}

describe('configuration docs', () => {
  const schema = sorted(Object.keys(envSchema.shape));

  it('README lists exactly the variables the settings schema reads, each once', () => {
    const listed = readmeVariables(read('README.md'));
    expect(duplicates(listed)).toEqual([]);
    expect(sorted(listed)).toEqual(schema);
  });

  it('.env.example sets exactly the variables the settings schema reads, each once', () => {
    const listed = envExampleVariables(read('.env.example'));
    expect(duplicates(listed)).toEqual([]);
    expect(sorted(listed)).toEqual(schema);
  });

  it('the values .env.example sets are accepted by the server', () => {
    const values = Object.fromEntries(
      [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']),
    );
    expect(() => parseEnv(values)).not.toThrow();
  });

  it('the server reads no variable of its own outside the settings schema (PATH is the system’s)', () => {
    expect(readOutsideSchema().filter((name) => name !== 'PATH')).toEqual([]);
  });

  it('reads the names of a table and of an example file', () => {
    const readme = [
      '## Configuration',
      '| variable | default | meaning |',
      '| -------- | ------- | ------- |',
      '| `PORT`   | `5000`  | port    |',
      '| `HOST`   | `x`     | `NOT_A_ROW` |',
      '## Next',
      '| `LATER` | | |',
    ].join('\n');
    expect(readmeVariables(`# Title\n${readme}`)).toEqual(['PORT', 'HOST']);
    expect(envExampleVariables('# PORT=1 is a comment\nPORT=5000\nHOST=\n# NOTE\n')).toEqual([
      'PORT',
      'HOST',
    ]);
  });
});
