import { customType } from 'drizzle-orm/pg-core';
import { activeSealer } from '../../crypto/keyring.js';

/**
 * A text column whose values are stored sealed (crypto/sealer.ts, AES-256-GCM): what people say never
 * reaches the database, its write-ahead log or a backup in plain form. Queries through Drizzle see the
 * plain text; the database holds `v1:<keyId>:<iv>:<ciphertext>`, so SQL cannot compare, cut or search
 * it (compare after reading). Rows stored before encryption (plain) are read as they are.
 */
export const sealedText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => activeSealer().seal(value),
  fromDriver: (value) => activeSealer().open(value),
});

/**
 * A jsonb column holding a sealed value: the JSON text sealed, stored as a JSON string. A row stored
 * before encryption (a JSON object) is read as it is.
 */
export const sealedJson = <T>() =>
  customType<{ data: T; driverData: unknown }>({
    dataType: () => 'jsonb',
    toDriver: (value) => JSON.stringify(activeSealer().seal(JSON.stringify(value))),
    fromDriver: (value) => openSealedJson<T>(value),
  });

/** A sealed jsonb value as the driver gives it (parsed or as JSON text), opened. */
export function openSealedJson<T>(value: unknown): T {
  let stored = value;
  if (typeof stored === 'string' && /^\s*["{[]/.test(stored)) stored = JSON.parse(stored) as unknown;
  if (typeof stored === 'string') return JSON.parse(activeSealer().open(stored)) as T;
  return stored as T;
}

/**
 * A text column compared for equality only (a unique key made of people's words): stored as a keyed
 * hash, never in plain form. Reading it gives the hash. Hashes follow the sealing key: after a key
 * rotation, `npm run admin -- reseal` writes them again.
 */
export const keyedHash = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => (value.startsWith('h1:') ? value : activeSealer().hash(value)),
});

/**
 * A bytea column whose bytes are stored sealed (a person's own recordings). Bytes stored before
 * encryption are read as they are.
 */
export const sealedBytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => activeSealer().sealBytes(value),
  fromDriver: (value) =>
    activeSealer().openBytes(
      Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
    ),
});
