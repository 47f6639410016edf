import { readFile } from 'node:fs/promises';
import { extractFrame } from './media-probe.js';
import type { FileStorage } from './storage.js';
import { withStoredCopy } from './stored-copy.js';

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
    return withStoredCopy(
      storage,
      storageKey,
      tempDir,
      async (video) => {
        const jpeg = `${video}.jpg`;
        if (!(await extractFrame(ffmpeg, video, atSeconds, jpeg))) return null;
        return new Uint8Array(await readFile(jpeg));
      },
      ['.jpg'],
    );
  };
}
