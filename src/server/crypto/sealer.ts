import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** One key: an id written beside what it sealed (so keys can rotate) and its 32 bytes (AES-256). */
export type SealingKey = { id: string; key: Buffer };

/** A key id: short, and free of the separators of the stored form. */
export const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The stored form of a sealed text: `v1:<keyId>:<iv>:<ciphertext and tag>`, base64url. */
const SEALED = /^v1:([A-Za-z0-9_-]{1,32}):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22,})$/;
/** The first bytes of a sealed file: "VXE1", the key id's length, the key id, the IV; then ciphertext and tag. */
const FILE_MAGIC = Buffer.from('VXE1');

export class SealError extends Error {}

export type Sealer = {
  /** The id of the key new values are sealed with. */
  readonly writeKeyId: string;
  seal(plain: string): string;
  /** The plain text of a stored value; a value stored before encryption (no `v1:` form) as it is. */
  open(stored: string): string;
  /** The key id a stored value was sealed with, or null for a value stored in plain form. */
  keyIdOf(stored: string): string | null;
  sealBytes(plain: Buffer): Buffer;
  /** The plain bytes of a stored file; a file stored before encryption as it is. */
  openBytes(stored: Buffer): Buffer;
  /** The key id a stored file was sealed with, or null for a file stored in plain form. */
  fileKeyIdOf(stored: Buffer): string | null;
  /**
   * A keyed hash (HMAC-SHA-256 under a key derived from the sealing key), for a value that is only
   * compared for equality: the same value gives the same hash until the sealing key changes.
   */
  hash(value: string): string;
};

/**
 * AES-256-GCM with a fresh random IV per value: the first key seals, every key opens (by the id the
 * value carries). A value altered, cut or sealed with a key not given is refused (SealError), never
 * returned as garbage.
 */
export function createSealer(keys: readonly SealingKey[]): Sealer {
  const [writer] = keys;
  if (!writer) throw new SealError('no encryption key');
  const byId = new Map<string, Buffer>();
  for (const k of keys) {
    if (!KEY_ID.test(k.id)) throw new SealError(`not a key id: ${k.id}`);
    if (k.key.length !== 32) throw new SealError(`key ${k.id} is not 32 bytes`);
    if (byId.has(k.id)) throw new SealError(`key id ${k.id} given twice`);
    byId.set(k.id, k.key);
  }
  const keyFor = (id: string) => {
    const key = byId.get(id);
    if (!key) throw new SealError(`sealed with key ${id}, which is not configured`);
    return key;
  };
  const encrypt = (key: Buffer, iv: Buffer, plain: Buffer) => {
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  const decrypt = (id: string, iv: Buffer, sealed: Buffer) => {
    if (sealed.length < TAG_BYTES) throw new SealError('sealed value cut short');
    const decipher = createDecipheriv('aes-256-gcm', keyFor(id), iv);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
        decipher.final(),
      ]);
    } catch {
      throw new SealError(`sealed value refused: altered, or not sealed with key ${id}`);
    }
  };
  const fileHeader = (stored: Buffer) => {
    if (stored.length < FILE_MAGIC.length + 1 || !stored.subarray(0, FILE_MAGIC.length).equals(FILE_MAGIC))
      return null;
    const idLength = stored[FILE_MAGIC.length] ?? 0;
    const idEnd = FILE_MAGIC.length + 1 + idLength;
    const id = stored.subarray(FILE_MAGIC.length + 1, idEnd).toString('latin1');
    if (!KEY_ID.test(id) || stored.length < idEnd + IV_BYTES + TAG_BYTES) return null;
    return { id, iv: stored.subarray(idEnd, idEnd + IV_BYTES), body: stored.subarray(idEnd + IV_BYTES) };
  };
  const hashKey = Buffer.from(hkdfSync('sha256', writer.key, Buffer.alloc(0), 'voxpert keyed hash', 32));
  return {
    writeKeyId: writer.id,
    hash: (value) =>
      `h1:${writer.id}:${createHmac('sha256', hashKey).update(value, 'utf8').digest('base64url')}`,
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const sealed = encrypt(writer.key, iv, Buffer.from(plain, 'utf8'));
      return `v1:${writer.id}:${iv.toString('base64url')}:${sealed.toString('base64url')}`;
    },
    open(stored) {
      const match = SEALED.exec(stored);
      if (!match) return stored;
      const [, id = '', iv = '', body = ''] = match;
      return decrypt(id, Buffer.from(iv, 'base64url'), Buffer.from(body, 'base64url')).toString('utf8');
    },
    keyIdOf: (stored) => SEALED.exec(stored)?.[1] ?? null,
    sealBytes(plain) {
      const iv = randomBytes(IV_BYTES);
      const id = Buffer.from(writer.id, 'latin1');
      return Buffer.concat([FILE_MAGIC, Buffer.from([id.length]), id, iv, encrypt(writer.key, iv, plain)]);
    },
    openBytes(stored) {
      const header = fileHeader(stored);
      return header ? decrypt(header.id, header.iv, header.body) : stored;
    },
    fileKeyIdOf: (stored) => fileHeader(stored)?.id ?? null,
  };
}

/**
 * Keys as ENCRYPTION_KEYS writes them: `id:key` pairs separated by commas, each key 32 bytes in
 * base64 or base64url; the first seals, all open. Throws SealError naming what is wrong.
 */
export function parseKeys(value: string): SealingKey[] {
  const keys = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf(':');
      const id = at > 0 ? part.slice(0, at) : '';
      const encoded = part.slice(at + 1);
      if (!KEY_ID.test(id))
        throw new SealError('each key must be written id:key (id: letters, digits, - or _)');
      const key = Buffer.from(
        encoded.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
        'base64url',
      );
      if (key.length !== 32 || !/^[A-Za-z0-9+/_=-]+$/.test(encoded))
        throw new SealError(`key ${id} must be 32 bytes in base64 (openssl rand -base64 32)`);
      return { id, key };
    });
  if (keys.length === 0) throw new SealError('must name at least one key');
  createSealer(keys); // duplicate ids refused here
  return keys;
}

/** A new random key, written as ENCRYPTION_KEYS takes it. */
export const newKeyText = (id: string) => `${id}:${randomBytes(32).toString('base64url')}`;
