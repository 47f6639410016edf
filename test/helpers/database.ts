import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { installKeys } from '../../src/server/crypto/keyring.js';
import type { SealingKey } from '../../src/server/crypto/sealer.js';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.js';

/** The test process's encryption key (what people say is sealed in test databases as in production). */
export const testEncryptionKeys: SealingKey[] = [{ id: 'test', key: randomBytes(32) }];

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (VOX_TEST_DB=postgres) a new
 * database on the TEST_DATABASE_URL server, dropped again by close().
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  installKeys(testEncryptionKeys);
  if (process.env.VOX_TEST_DB !== 'postgres') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await handle.migrate();
    return handle;
  }
  const { url, drop } = await createEmptyPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url, poolMax: 20 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

/** A new, empty database on the TEST_DATABASE_URL server: its URL, and drop() to remove it again. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('VOX_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `vox_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    try {
      await dropper.query(`drop database if exists ${name} with (force)`);
    } finally {
      await dropper.end();
    }
  };
  return { url: url.toString(), drop };
}
