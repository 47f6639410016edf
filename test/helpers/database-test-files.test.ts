import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testFilesUsingDatabase } from './database-test-files.js';

const root = path.resolve(import.meta.dirname, '../..');

describe('the test files that run again on Postgres', () => {
  it('takes a file that opens its database through the helpers it imports', () => {
    expect(testFilesUsingDatabase(root, ['test/api/admin-guard.test.ts'])).toEqual([
      'test/api/admin-guard.test.ts',
    ]);
  });

  it('takes a file that opens a database itself', () => {
    expect(testFilesUsingDatabase(root, ['test/api/restart.test.ts'])).toEqual(['test/api/restart.test.ts']);
  });

  it('leaves out a pure unit test', () => {
    expect(testFilesUsingDatabase(root, ['src/server/safety/advice-topics.test.ts'])).toEqual([]);
  });
});
