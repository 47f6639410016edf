import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What a test (or a test helper) writes when it opens a database of its own. */
const opensDatabase = /createTestDatabase|openDatabase\(|VOX_TEST_DB|TEST_DATABASE_URL/;

/**
 * The test files that open a database, directly or through the helpers under test/ they import.
 * Only these run a second time on Postgres: a test that never touches a database proves nothing
 * more by running again with another one.
 */
export function testFilesUsingDatabase(root: string, files: readonly string[]): string[] {
  const known = new Map<string, boolean>();
  const uses = (file: string, visiting: Set<string>): boolean => {
    const cached = known.get(file);
    if (cached !== undefined) return cached;
    if (visiting.has(file)) return false;
    visiting.add(file);
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      return false;
    }
    let result = opensDatabase.test(text);
    for (const [, specifier = ''] of result ? [] : text.matchAll(/from '(\.[^']+)'/g)) {
      const imported = path
        .relative(root, path.resolve(root, path.dirname(file), specifier))
        .replace(/\.js$/, '.ts');
      if (imported.startsWith(`test${path.sep}`) && uses(imported, visiting)) {
        result = true;
        break;
      }
    }
    known.set(file, result);
    return result;
  };
  return files.filter((file) => uses(file, new Set()));
}
