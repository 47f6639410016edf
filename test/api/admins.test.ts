import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdmin } from '../../src/server/accounts/admins.js';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { sessions, users } from '../../src/server/db/schema/index.js';
import { openAppDatabase } from '../../src/server/startup.js';
import { startTestApp, type TestApp, TestClient, testClock } from '../helpers/app.js';

const DAY = 24 * 3600 * 1000;
const root = path.resolve(import.meta.dirname, '../..');

let t: TestApp;
const tempDirs: string[] = [];
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vox-admins-'));
  tempDirs.push(dir);
  return dir;
}

async function isAdmin(db: DatabaseHandle['db'], username: string): Promise<boolean | undefined> {
  const [row] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.username, username));
  return row?.isAdmin;
}

/** Opens the on-disk database of a data dir as the server does, runs `use`, and closes everything. */
async function withServer(
  env: Record<string, string>,
  use: (client: TestClient, database: DatabaseHandle, app: FastifyInstance) => Promise<void>,
  clock?: () => Date,
): Promise<void> {
  const config = loadConfig(env);
  const database = await openAppDatabase(config);
  try {
    const app = await buildApp({ config, database, webRoot: null, ...(clock ? { clock } : {}) });
    try {
      await app.ready();
      await use(new TestClient(app, '10.77.0.1'), database, app);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

async function registerIn(client: TestClient, username: string): Promise<void> {
  const res = await client.post('/api/register', {
    username,
    password: 'correct horse battery',
    securityQuestion: 'What is your favourite book?',
    securityAnswer: 'Dune',
  });
  expect(res.status).toBe(201);
}

type CliResult = { code: number | null; stdout: string; stderr: string };

/** Runs the admin command in a child process on the given data dir. */
function runCli(args: string[], dataDir: string): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  delete env.ADMIN_EMAILS;
  delete env.SESSION_SECRET;
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'src/server/cli/admin.ts', ...args], { cwd: root, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** stderr without npm's own warnings about the local npm configuration. */
const ownLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l && !l.startsWith('npm warn'));

describe('setAdmin', () => {
  it('promotes and demotes accounts, matching e-mails in any spelling', async () => {
    const client = t.client();
    const { username } = await client.register();
    expect((await client.get('/api/user')).json.isAdmin).toBe(false);

    expect(await setAdmin(t.database.db, [`  ${username.toUpperCase()} `], true)).toEqual([username]);
    expect(await isAdmin(t.database.db, username)).toBe(true);
    // The signed-in session sees the change at once.
    expect((await client.get('/api/user')).json.isAdmin).toBe(true);

    expect(await setAdmin(t.database.db, [username], false)).toEqual([username]);
    expect(await isAdmin(t.database.db, username)).toBe(false);
    expect((await client.get('/api/user')).json.isAdmin).toBe(false);
  });

  it('answers only the e-mails that have an account and touches no one else', async () => {
    const a = await t.client().register();
    const b = await t.client().register();
    const bystander = await t.client().register();
    const changed = await setAdmin(t.database.db, [a.username, 'nobody-here@example.com', b.username], true);
    expect(changed.sort()).toEqual([a.username, b.username].sort());
    expect(await isAdmin(t.database.db, a.username)).toBe(true);
    expect(await isAdmin(t.database.db, b.username)).toBe(true);
    expect(await isAdmin(t.database.db, bystander.username)).toBe(false);
  });

  it('does nothing for an empty list or blank entries', async () => {
    const { username } = await t.client().register();
    expect(await setAdmin(t.database.db, [], true)).toEqual([]);
    expect(await setAdmin(t.database.db, ['', '   '], true)).toEqual([]);
    expect(await isAdmin(t.database.db, username)).toBe(false);
  });

  it('is idempotent', async () => {
    const { username } = await t.client().register();
    expect(await setAdmin(t.database.db, [username], true)).toEqual([username]);
    expect(await setAdmin(t.database.db, [username], true)).toEqual([username]);
    expect(await isAdmin(t.database.db, username)).toBe(true);
  });
});

describe('openAppDatabase (start-up)', () => {
  it('promotes the ADMIN_EMAILS accounts that already exist', { timeout: 60_000 }, async () => {
    const dataDir = tempDataDir();
    await withServer({ DATA_DIR: dataDir }, async (client) => {
      await registerIn(client, 'first.admin@example.com');
      await registerIn(client, 'second@example.com');
      await registerIn(client, 'plain@example.com');
    });

    const config = loadConfig({
      DATA_DIR: dataDir,
      ADMIN_EMAILS: ' First.Admin@Example.com, second@example.com ,absent@example.com',
    });
    const database = await openAppDatabase(config);
    try {
      expect(await isAdmin(database.db, 'first.admin@example.com')).toBe(true);
      expect(await isAdmin(database.db, 'second@example.com')).toBe(true);
      expect(await isAdmin(database.db, 'plain@example.com')).toBe(false);
      expect(await isAdmin(database.db, 'absent@example.com')).toBeUndefined();
    } finally {
      await database.close();
    }

    // Taking an address off the list does not demote it (the list only grants).
    const again = await openAppDatabase(loadConfig({ DATA_DIR: dataDir }));
    try {
      expect(await isAdmin(again.db, 'first.admin@example.com')).toBe(true);
    } finally {
      await again.close();
    }
  });

  it('deletes sessions idle for more than 30 days, and keeps the others', { timeout: 60_000 }, async () => {
    const dataDir = tempDataDir();
    const clock = testClock(new Date(Date.now() - 40 * DAY));
    await withServer(
      { DATA_DIR: dataDir },
      async (client, database, app) => {
        await registerIn(client, 'stale@example.com');
        clock.advance(40 * DAY);
        await registerIn(new TestClient(app, '10.77.0.2'), 'fresh@example.com');
        // Until the restart the stale session is still in the table (only a request with it would remove it).
        const rows = await database.db.select({ userId: sessions.userId }).from(sessions);
        expect(rows).toHaveLength(2);
      },
      clock.now,
    );

    const database = await openAppDatabase(loadConfig({ DATA_DIR: dataDir }));
    try {
      const rows = await database.db
        .select({ username: users.username })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId));
      expect(rows).toEqual([{ username: 'fresh@example.com' }]);
    } finally {
      await database.close();
    }
  });
});

describe('admin command (npm run admin)', () => {
  it('promotes, lists and demotes accounts on the data dir, with exit codes', {
    timeout: 180_000,
  }, async () => {
    const dataDir = tempDataDir();
    await withServer({ DATA_DIR: dataDir }, async (client) => {
      await registerIn(client, 'x@y.com');
      await registerIn(client, 'other@y.com');
    });

    const empty = await runCli(['list'], dataDir);
    expect(empty.code).toBe(0);
    expect(empty.stdout.trim()).toBe('No admins yet.');

    const promote = await runCli(['promote', 'X@Y.com'], dataDir);
    expect(promote.code).toBe(0);
    expect(promote.stdout.trim()).toBe('x@y.com: now an admin');
    expect(ownLines(promote.stderr)).toEqual([]);

    const list = await runCli(['list'], dataDir);
    expect(list.code).toBe(0);
    expect(list.stdout.trim()).toBe('x@y.com');

    const partly = await runCli(['promote', 'other@y.com', 'missing@y.com'], dataDir);
    expect(partly.code).toBe(1);
    expect(partly.stdout.trim()).toBe('other@y.com: now an admin');
    expect(ownLines(partly.stderr)).toEqual(['missing@y.com: no account with this e-mail address']);

    const demote = await runCli(['demote', 'other@y.com'], dataDir);
    expect(demote.code).toBe(0);
    expect(demote.stdout.trim()).toBe('other@y.com: no longer an admin');

    const usage = await runCli(['promote'], dataDir);
    expect(usage.code).toBe(2);
    expect(ownLines(usage.stderr)[0]).toBe('promote needs at least one e-mail address.');
    const unknown = await runCli(['frobnicate'], dataDir);
    expect(unknown.code).toBe(2);
    expect(ownLines(unknown.stderr)[0]).toBe('Usage: npm run admin -- <command>');

    // The server sees what the command did.
    await withServer({ DATA_DIR: dataDir }, async (client, database) => {
      expect(await isAdmin(database.db, 'x@y.com')).toBe(true);
      expect(await isAdmin(database.db, 'other@y.com')).toBe(false);
      const login = await client.post('/api/login', {
        username: 'x@y.com',
        password: 'correct horse battery',
      });
      expect(login.status).toBe(200);
      expect(login.json.isAdmin).toBe(true);
    });
  });
});
