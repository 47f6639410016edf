import { readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
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

/**
 * Where this process writes uploads while they arrive, and other passing files (always local,
 * whichever storage keeps them): a folder of its own, DATA_DIR/tmp/<host>-<pid>, so that at start-up
 * a process can tell the files of processes that stopped from those of processes still running.
 */
export const uploadTempDir = (config: Config) => path.join(config.dataDir, 'tmp', processFolder());

const host = () => hostname().replace(/[^\w.-]/g, '_');
const processFolder = () => `${host()}-${process.pid}`;

/** Files of other machines, and of the older layout (straight under tmp/), go once they are this old. */
const STALE_TEMP_MS = 60 * 60 * 1000;

/**
 * Start-up: deletes the temporary files processes left when they stopped mid-upload. A folder of this
 * machine goes whole when its process is no longer running, or when it has this process's id (an
 * earlier life of the same id, as in a container that restarted: none of this process's uploads has
 * begun yet). A folder of another machine sharing DATA_DIR, and files straight under tmp/, lose the
 * files over an hour old (no upload lasts that long).
 */
export async function clearLeftTempFiles(dataDir: string, now = Date.now()): Promise<void> {
  const root = path.join(dataDir, 'tmp');
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  const prefix = `${host()}-`;
  await Promise.all(
    entries.map(async (entry) => {
      const at = path.join(root, entry.name);
      if (!entry.isDirectory()) return removeIfStale(at, now);
      const pid = entry.name.startsWith(prefix) ? Number(entry.name.slice(prefix.length)) : Number.NaN;
      if (Number.isInteger(pid) && (pid === process.pid || !isRunning(pid))) {
        return rm(at, { recursive: true, force: true });
      }
      const names = await readdir(at).catch(() => []);
      await Promise.all(names.map((name) => removeIfStale(path.join(at, name), now)));
    }),
  );
}

async function removeIfStale(file: string, now: number): Promise<void> {
  const info = await stat(file).catch(() => null);
  if (info && now - info.mtimeMs > STALE_TEMP_MS) await rm(file, { recursive: true, force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
