import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './storage.js';

/**
 * Runs `work` on a temporary copy of a stored file (a program that seeks, or a worker that reads a
 * path, needs one whatever the storage), then removes the copy and every `${copy}.*` path `work`
 * names in `extras`. Null when the file is missing or anything fails.
 */
export async function withStoredCopy<T>(
  storage: FileStorage,
  storageKey: string,
  tempDir: string,
  work: (copy: string) => Promise<T | null>,
  extras: readonly string[] = [],
): Promise<T | null> {
  const body = await storage.get(storageKey);
  if (!body) return null;
  await mkdir(tempDir, { recursive: true });
  const copy = path.join(tempDir, `copy-${randomUUID()}`);
  try {
    await pipeline(body, createWriteStream(copy, { mode: 0o600 }));
    return await work(copy);
  } catch {
    return null;
  } finally {
    await Promise.all([copy, ...extras.map((e) => `${copy}${e}`)].map((p) => rm(p, { force: true })));
  }
}
