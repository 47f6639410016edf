import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { extractFrame } from './media-probe.js';
import type { FileStorage } from './storage.js';

/** One frame of a stored video, as JPEG bytes: null when there is no ffmpeg or no frame. */
export type VideoFrameReader = (storageKey: string, atSeconds: number) => Promise<Uint8Array | null>;

/**
 * Reads one frame from the middle of a stored video for a model that sees: the video is copied to a
 * temporary file (ffmpeg needs to seek), the frame taken, and both temporary files removed.
 */
export function videoFrameReader(
  storage: FileStorage,
  ffmpeg: string | undefined,
  tempDir: string,
): VideoFrameReader {
  return async (storageKey, atSeconds) => {
    if (!ffmpeg) return null;
    const body = await storage.get(storageKey);
    if (!body) return null;
    await mkdir(tempDir, { recursive: true });
    const video = path.join(tempDir, `frame-${randomUUID()}`);
    const jpeg = `${video}.jpg`;
    try {
      await pipeline(body, createWriteStream(video, { mode: 0o600 }));
      if (!(await extractFrame(ffmpeg, video, atSeconds, jpeg))) return null;
      return new Uint8Array(await readFile(jpeg));
    } catch {
      return null;
    } finally {
      await Promise.all([rm(video, { force: true }), rm(jpeg, { force: true })]);
    }
  };
}
