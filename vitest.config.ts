import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { testFilesUsingDatabase } from './test/helpers/database-test-files.js';

const include = ['src/**/*.test.ts', 'test/**/*.test.ts'];
// Every test file runs on an in-memory PGlite; with TEST_DATABASE_URL the files that open a database
// run again on that Postgres (each file in a database of its own, created and dropped by
// test/helpers/database.ts). The others are pure and would only repeat themselves.
const projects: TestProjectInlineConfiguration[] = [
  { extends: true, test: { name: 'pglite', include, env: { VOX_TEST_DB: 'pglite' } } },
];
if (process.env.TEST_DATABASE_URL) {
  const testFiles = ['src', 'test'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => path.join(dir, file)),
  );
  projects.push({
    extends: true,
    test: {
      name: 'postgres',
      include: testFilesUsingDatabase(import.meta.dirname, testFiles),
      env: { VOX_TEST_DB: 'postgres' },
    },
  });
}

export default defineConfig({
  test: {
    projects,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: two files at a time, each with its own database.
    maxWorkers: 2,
  },
});
