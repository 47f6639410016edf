import { asc, eq } from 'drizzle-orm';
import { setAdmin } from '../accounts/admins.js';
import { ConfigError, loadConfig } from '../config.js';
import { activeSealer } from '../crypto/keyring.js';
import { users } from '../db/schema/index.js';
import { fileStorage } from '../files/file-settings.js';
import { sealedStorage } from '../files/sealed-storage.js';
import { openAppDatabase } from '../startup.js';
import { resealAll } from './reseal.js';

const usage = `Usage: npm run admin -- <command>
  promote EMAIL [EMAIL...]   make these accounts admins
  demote EMAIL [EMAIL...]    take admin rights away
  list                       list the admins
  reseal                     seal again, with the first of ENCRYPTION_KEYS, everything stored in
                             plain or with an older key (after a key rotation)`;

/** `npm run admin -- promote EMAIL`: the hand-operated way to make the first admin (DECISIONS.md). */
async function main(argv: string[]): Promise<number> {
  const [command, ...emails] = argv;
  if (!command || !['promote', 'demote', 'list', 'reseal'].includes(command)) {
    console.error(usage);
    return 2;
  }
  if (command !== 'list' && command !== 'reseal' && emails.length === 0) {
    console.error(`${command} needs at least one e-mail address.\n${usage}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openAppDatabase(config);
  try {
    if (command === 'reseal') {
      const counts = await resealAll(database.db, sealedStorage(fileStorage(config)));
      console.info(
        `Sealed with key ${activeSealer().writeKeyId}: ${counts.rows} rows and ${counts.files} files were sealed again; everything else already was.`,
      );
      return 0;
    }
    if (command === 'list') {
      const rows = await database.db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.isAdmin, true))
        .orderBy(asc(users.username));
      console.info(rows.length ? rows.map((r) => r.username).join('\n') : 'No admins yet.');
      return 0;
    }
    const changed = await setAdmin(database.db, emails, command === 'promote');
    const missing = emails.map((e) => e.trim().toLowerCase()).filter((e) => !changed.includes(e));
    for (const email of changed)
      console.info(`${email}: ${command === 'promote' ? 'now an admin' : 'no longer an admin'}`);
    for (const email of missing) console.error(`${email}: no account with this e-mail address`);
    return missing.length ? 1 : 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(
      err instanceof ConfigError ? err.message : `admin: ${err instanceof Error ? err.message : err}`,
    );
    process.exit(1);
  },
);
