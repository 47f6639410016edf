import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const include = ['src/**/*.test.ts', 'test/**/*.test.ts'];
// Every test file runs on an in-memory PGlite; with TEST_DATABASE_URL it runs again on that Postgres
// (each file in a database of its own, created and dropped by test/helpers/database.ts).
const projects: TestProjectInlineConfiguration[] = [
  { extends: true, test: { name: 'pglite', include, env: { VOX_TEST_DB: 'pglite' } } },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({ extends: true, test: { name: 'postgres', include, env: { VOX_TEST_DB: 'postgres' } } });
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
