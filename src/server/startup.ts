import path from 'node:path';
import { setAdmin } from './accounts/admins.js';
import { deleteIdleSessions } from './accounts/sessions.js';
import type { Config } from './config.js';
import { installKeys } from './crypto/keyring.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { deleteExpiredCounters } from './http/brute-force.js';

/** Opens the configured database, applies migrations and the start-up chores. */
export async function openAppDatabase(config: Config): Promise<DatabaseHandle> {
  installKeys(config.encryptionKeys);
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await database.migrate();
    await setAdmin(database.db, config.ADMIN_EMAILS, true);
    await deleteIdleSessions(database.db, new Date());
    await deleteExpiredCounters(database.db);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
