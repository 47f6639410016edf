import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { documentMessages } from '../../contract/documents.js';
import { ErrorCode } from '../../contract/errors.js';
import { AppError } from '../http/app-error.js';
import { SNIFF_BYTES, textChecker } from './sniff.js';

/** A file received and written to a temporary file, with what was learnt while it streamed. */
export type ReceivedFile = {
  /** The temporary file; the caller moves it into storage or deletes it (`discard`). */
  tempPath: string;
  size: number;
  /** The first bytes, to decide the type from. */
  head: Uint8Array;
  /** The whole file is valid UTF-8 without control bytes. */
  isText: boolean;
  /** SHA-256 of the file's bytes (hex), taken as they streamed. */
  sha256: string;
  clientName: string | undefined;
  fields: Record<string, string>;
  discard(): Promise<void>;
};

const FIELDS = new Set(['category', 'message']);

/**
 * Reads the multipart body of POST /api/upload: one `file`, written to a temporary file as it
 * arrives (never held whole in memory); the optional `category` and `message` fields. A file over
 * the limit is 413 (the multipart limit stops reading it); none is 400. `progress` is called as the
 * file's bytes arrive.
 */
export async function readUpload(
  request: FastifyRequest,
  tempDir: string,
  progress: () => void = () => {},
): Promise<ReceivedFile> {
  await mkdir(tempDir, { recursive: true });
  const fields: Record<string, string> = {};
  let received: ReceivedFile | undefined;
  const temps: string[] = [];
  const discardAll = () => Promise.all(temps.map((t) => rm(t, { force: true }))).then(() => {});
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (FIELDS.has(part.fieldname) && typeof part.value === 'string') {
          fields[part.fieldname] = part.value.slice(0, 2000);
        }
        continue;
      }
      if (part.fieldname !== 'file' || received) {
        part.file.resume();
        await new Promise((resolve) => part.file.on('end', resolve));
        continue;
      }
      const tempPath = path.join(tempDir, `upload-${randomUUID()}`);
      temps.push(tempPath);
      const head: Buffer[] = [];
      let headBytes = 0;
      let size = 0;
      const text = textChecker();
      const hash = createHash('sha256');
      const watch = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          progress();
          if (headBytes < SNIFF_BYTES) {
            const piece = chunk.subarray(0, SNIFF_BYTES - headBytes);
            head.push(Buffer.from(piece));
            headBytes += piece.length;
          }
          text.push(chunk);
          hash.update(chunk);
          done(null, chunk);
        },
      });
      await pipeline(part.file, watch, createWriteStream(tempPath, { mode: 0o600 }));
      if (part.file.truncated) throw tooLarge();
      received = {
        tempPath,
        size,
        head: Buffer.concat(head),
        isText: text.end(),
        sha256: hash.digest('hex'),
        clientName: part.filename,
        fields,
        discard: () => rm(tempPath, { force: true }),
      };
    }
  } catch (err) {
    await discardAll();
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw AppError.validation({ file: documentMessages.oneFile });
    }
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code ?? '';
    // A body cut short or malformed is the client's: a clear 400, never a 500.
    if (code.startsWith('FST_') || /multipart|boundary|unexpected end/i.test((err as Error).message)) {
      throw AppError.validation({ file: documentMessages.fileRequired });
    }
    throw err;
  }
  if (!received || received.size === 0) {
    await discardAll();
    throw AppError.validation({ file: documentMessages.fileRequired });
  }
  return received;
}

function tooLarge(): AppError {
  return new AppError(ErrorCode.payloadTooLarge, 413, documentMessages.fileTooLarge);
}
