import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { activeSealer } from '../crypto/keyring.js';
import type { FileStorage } from './storage.js';

/** All of a stream's bytes (a stored file is at most the upload limit, 10 MB). */
async function allBytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export type SealedStorage = FileStorage & {
  /** Seals the stored file again with the sealing key when it is plain or sealed with another key. */
  reseal(key: string, contentType: string): Promise<boolean>;
};

/**
 * Uploaded files' bytes sealed (crypto/sealer.ts, AES-256-GCM) before they reach the disk or the
 * bucket, and opened when read; a file stored before encryption is read as it is. The temporary file
 * an upload is read from is plain while the upload is handled, and removed after.
 */
export function sealedStorage(inner: FileStorage): SealedStorage {
  const putSealed = async (key: string, plain: Buffer, near: string, contentType: string) => {
    const sealed = activeSealer().sealBytes(plain);
    const temp = `${near}.sealed`;
    await writeFile(temp, sealed, { mode: 0o600 });
    try {
      await inner.put(key, temp, sealed.length, contentType);
    } finally {
      await rm(temp, { force: true });
    }
  };
  return {
    kind: inner.kind,
    async put(key, from, _size, contentType) {
      await putSealed(key, await readFile(from), from, contentType);
      await rm(from, { force: true });
    },
    async get(key) {
      const stream = await inner.get(key);
      if (!stream) return null;
      return Readable.from([activeSealer().openBytes(await allBytes(stream))]);
    },
    delete: (keys) => inner.delete(keys),
    deletePrefix: (prefix) => inner.deletePrefix(prefix),
    async reseal(key, contentType) {
      const stream = await inner.get(key);
      if (!stream) return false;
      const stored = await allBytes(stream);
      const sealer = activeSealer();
      if (sealer.fileKeyIdOf(stored) === sealer.writeKeyId) return false;
      const near = path.join(tmpdir(), `vox-reseal-${process.pid}-${key.replace(/\W/g, '_')}`);
      await putSealed(key, sealer.openBytes(stored), near, contentType);
      return true;
    },
  };
}
