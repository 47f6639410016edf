import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/**
 * Where uploaded files' bytes live. Keys are made by the server (`u{userId}/{uuid}`), never from a
 * client's file name; every key of one account starts with its prefix, so the account's files can be
 * deleted together.
 */
export type FileStorage = {
  readonly kind: 'disk' | 's3';
  /** Stores the finished temporary file `from` under `key` (the temporary file is gone afterwards). */
  put(key: string, from: string, size: number, contentType: string): Promise<void>;
  /** The bytes of `key` as a stream; null when there is no such file. */
  get(key: string): Promise<Readable | null>;
  /** Deletes the files of these keys (missing ones are ignored). */
  delete(keys: string[]): Promise<void>;
  /** Deletes every file whose key starts with `prefix`. */
  deletePrefix(prefix: string): Promise<void>;
};

/** The prefix of every key of one account. */
export const ownerPrefix = (userId: number) => `u${userId}/`;

const KEY = /^u\d+\/[a-f0-9-]{36}$/;

function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${key}`);
  return key;
}

/** Files on the local disk, under `root` (DATA_DIR/files by default). */
export function diskStorage(root: string): FileStorage {
  const file = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    kind: 'disk',
    async put(key, from) {
      const to = file(key);
      await mkdir(path.dirname(to), { recursive: true });
      try {
        await rename(from, to);
      } catch (err) {
        // Another file system (a temporary folder on another disk): copy, then remove.
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await copyFile(from, to);
        await rm(from, { force: true });
      }
    },
    async get(key) {
      const at = file(key);
      try {
        await stat(at);
      } catch {
        return null;
      }
      return createReadStream(at);
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(file(key), { force: true })));
    },
    async deletePrefix(prefix) {
      if (!/^u\d+\/$/.test(prefix)) throw new Error(`not an owner prefix: ${prefix}`);
      await rm(path.join(root, prefix), { recursive: true, force: true });
    },
  };
}

export type S3Settings = {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Path-style addresses (endpoint/bucket/key), as most self-hosted S3-compatible servers need. */
  forcePathStyle: boolean;
};

/** Files in an S3-compatible bucket, shared by every app server. */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers do not understand the SDK's
    // default (streamed, aws-chunked) checksums and would store the chunk framing with the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  const deleteKeys = async (keys: string[]) => {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      if (batch.length === 0) continue;
      await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
    }
  };
  return {
    kind: 's3',
    async put(key, from, size, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: checkKey(key),
            Body: createReadStream(from),
            ContentLength: size,
            ContentType: contentType,
          }),
        );
      } finally {
        await rm(from, { force: true });
      }
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (err) {
        const name = (err as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') return null;
        throw err;
      }
    },
    async delete(keys) {
      await deleteKeys(keys.map(checkKey));
    },
    async deletePrefix(prefix) {
      if (!/^u\d+\/$/.test(prefix)) throw new Error(`not an owner prefix: ${prefix}`);
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: prefix,
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        await deleteKeys((page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
