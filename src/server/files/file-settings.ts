import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Config, ConfigError } from '../config.js';
import type { ReadLimits } from './document-reader.js';
import { diskStorage, type FileStorage, s3Storage } from './storage.js';

/**
 * The file storage the configuration names: S3-compatible when FILE_STORAGE=s3 or S3_BUCKET is set
 * (S3_ENDPOINT for a server other than AWS, path-style addresses by default when it is set), else
 * the local disk under DATA_DIR/files.
 */
export function fileStorage(config: Config): FileStorage {
  const s3 = config.FILE_STORAGE === 's3' || (config.FILE_STORAGE === undefined && config.S3_BUCKET);
  if (!s3) return diskStorage(path.join(config.dataDir, 'files'));
  if (!config.S3_BUCKET) throw new ConfigError('Invalid configuration: FILE_STORAGE=s3 needs S3_BUCKET');
  return s3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION ?? 'us-east-1',
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
  });
}

/**
 * The bounds of reading a PDF (PDF_READ_SECONDS, PDF_MAX_PAGES, PDF_MAX_CHARACTERS,
 * PDF_MAX_MEMORY_MB, PDF_READERS). A reading stops at the first bound it reaches and keeps what it
 * read. One reader by default: this leaves the other core of a two-core machine to the server.
 */
export function readLimits(config: Config): ReadLimits {
  const workers = config.PDF_READERS ?? 1;
  return {
    timeoutMs: (config.PDF_READ_SECONDS ?? 20) * 1000,
    maxPages: config.PDF_MAX_PAGES ?? 2000,
    maxCharacters: config.PDF_MAX_CHARACTERS ?? 1_000_000,
    maxMemoryMb: config.PDF_MAX_MEMORY_MB ?? 256,
    workers,
    maxWaiting: workers * 20,
  };
}

/** Where uploads are written while they arrive (always local, whichever storage keeps them). */
export const uploadTempDir = (config: Config) => path.join(config.dataDir, 'tmp');

/** Temporary files older than this were left by a process that stopped mid-upload. */
const STALE_TEMP_MS = 60 * 60 * 1000;

/** Deletes the temporary upload files a stopped process left behind (run at start-up). */
export async function clearStaleUploads(tempDir: string, now: Date): Promise<void> {
  let names: string[];
  try {
    names = await readdir(tempDir);
  } catch {
    return;
  }
  await Promise.all(
    names
      .filter((name) => /^(upload|frame)-/.test(name))
      .map(async (name) => {
        const file = path.join(tempDir, name);
        const info = await stat(file).catch(() => null);
        if (info && now.getTime() - info.mtimeMs > STALE_TEMP_MS) await rm(file, { force: true });
      }),
  );
}
