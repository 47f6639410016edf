import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { SpeechAudio } from './speech-engine.js';

/** Audio types the cache keeps, by file extension (other types are passed on, not cached). */
const typesByExt: Record<string, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  opus: 'audio/ogg',
  aac: 'audio/aac',
  flac: 'audio/flac',
  pcm: 'audio/pcm',
};
const extByType: Record<string, string> = {
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/ogg': 'opus',
  'audio/opus': 'opus',
  'audio/aac': 'aac',
  'audio/flac': 'flac',
  'audio/pcm': 'pcm',
};
const TEMP_PREFIX = '.tmp-';
/** A temporary file this old belongs to a write that never finished (a crash): removed. */
const STALE_TEMP_MS = 3600_000;

/**
 * Speech audio on disk, one file per key. A miss is written to a temporary file while it streams
 * and renamed into place only when the engine finished well; partial audio is never kept. Past the
 * size cap, the least recently used files (by mtime, touched on every hit) are deleted.
 */
export class TtsCache {
  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** The stored audio of a key, or null. A hit counts as a use (its mtime is moved to now). */
  async get(key: string): Promise<(SpeechAudio & { size: number }) | null> {
    if (!this.enabled) return null;
    for (const [ext, contentType] of Object.entries(typesByExt)) {
      const file = path.join(this.dir, `${key}.${ext}`);
      try {
        const info = await stat(file);
        const now = this.clock();
        await utimes(file, now, now).catch(() => {});
        return { contentType, body: createReadStream(file), size: info.size };
      } catch {
        // not stored with this extension
      }
    }
    return null;
  }

  /** Passes `audio` on unchanged while writing a copy that is kept only if it ends well. */
  async tee(key: string, audio: SpeechAudio): Promise<SpeechAudio> {
    const ext = extByType[audio.contentType.split(';')[0]?.trim().toLowerCase() ?? ''];
    if (!this.enabled || !ext) return audio;
    await mkdir(this.dir, { recursive: true });
    const temp = path.join(this.dir, `${TEMP_PREFIX}${key}-${randomBytes(6).toString('hex')}`);
    const file = createWriteStream(temp);
    file.on('error', () => {}); // a full disk must not break the audio the listener is hearing
    const out = new PassThrough();
    audio.body.on('data', (chunk: Buffer) => file.write(chunk));
    let complete = false;
    audio.body.once('end', () => {
      complete = true;
    });
    pipeline(audio.body, out)
      .catch(() => {})
      .finally(() => {
        if (!complete) {
          file.destroy();
          void unlink(temp).catch(() => {});
          return;
        }
        file.end(() => void this.commit(temp, path.join(this.dir, `${key}.${ext}`)));
      });
    return { contentType: typesByExt[ext] ?? audio.contentType, body: out };
  }

  private async commit(temp: string, final: string): Promise<void> {
    try {
      await rename(temp, final);
      const now = this.clock();
      await utimes(final, now, now);
      await this.evict();
    } catch {
      await unlink(temp).catch(() => {});
    }
  }

  /** Deletes the least recently used files until the folder fits the cap, and stale temporary files. */
  async evict(): Promise<void> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const files: { file: string; size: number; mtime: number }[] = [];
    for (const name of names) {
      const file = path.join(this.dir, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) continue;
      if (name.startsWith(TEMP_PREFIX)) {
        if (Date.now() - info.mtimeMs > STALE_TEMP_MS) await unlink(file).catch(() => {});
        continue;
      }
      files.push({ file, size: info.size, mtime: info.mtimeMs });
    }
    let total = files.reduce((sum, f) => sum + f.size, 0);
    files.sort((a, b) => a.mtime - b.mtime);
    for (const f of files) {
      if (total <= this.maxBytes) break;
      await unlink(f.file).catch(() => {});
      total -= f.size;
    }
  }
}
