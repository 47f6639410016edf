import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../src/server/db/schema/index.js';
import { clearLeftTempFiles } from '../../src/server/files/file-settings.js';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.js';
import { tempFiles, upload } from '../helpers/documents.js';
import { expectError } from '../helpers/http-assertions.js';
import { tempDir } from '../helpers/speech.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: tempDir('vox-retries-') } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function freeUser(): Promise<{ client: TestClient; id: number }> {
  const client = t.client();
  await client.register();
  return { client, id: (await client.get('/api/user')).json.id };
}

async function documentsOf(userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(documents)
    .where(eq(documents.userId, userId));
  return row?.n ?? 0;
}

const note = (text: string, name = 'note.txt') => ({ name, type: 'text/plain', data: Buffer.from(text) });
const withKey = (key: string) => ({ 'idempotency-key': key });
const expectLimit = (res: { status: number; json: { error?: string } }) =>
  expect({ status: res.status, error: res.json.error }).toEqual({
    status: 403,
    error: 'UPLOAD_LIMIT_REACHED',
  });

describe('Idempotency-Key on POST /api/upload', () => {
  it('the file is part of the request: another file with a used key is 422 and stores nothing', async () => {
    const { client, id } = await freeUser();
    const first = await upload(client, note('Shopping list: bread.'), [], withKey('upload-1'));
    expect(first.status, first.body).toBe(201);
    expect(first.json.remainingToday).toBe(2);

    const other = await upload(client, note('A different file.'), [], withKey('upload-1'));
    expectError(other, 422, 'IDEMPOTENCY_KEY_REUSED');
    // Same bytes, another name or another field: another request too.
    const renamed = await upload(client, note('Shopping list: bread.', 'list.txt'), [], withKey('upload-1'));
    expectError(renamed, 422, 'IDEMPOTENCY_KEY_REUSED');
    const withMessage = await upload(
      client,
      note('Shopping list: bread.'),
      [{ name: 'message', value: 'What is missing?' }],
      withKey('upload-1'),
    );
    expectError(withMessage, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(await documentsOf(id)).toBe(1);

    // The same file again is the first answer, and counts no upload.
    const again = await upload(client, note('Shopping list: bread.'), [], withKey('upload-1'));
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json).toEqual(first.json);
    const next = await upload(client, note('Another note.'), [], withKey('upload-2'));
    expect(next.json.remainingToday).toBe(1);
    expect(await documentsOf(id)).toBe(2);
  });

  it('the path counts as the route matched: /%61pi/upload, or the query in another order, is the same request', async () => {
    const { client, id } = await freeUser();
    const list = note('Shopping list: milk.');
    const first = await upload(client, list, [], withKey('upload-path'), '/api/upload?a=1&b=2');
    expect(first.status, first.body).toBe(201);
    for (const target of ['/%61pi/upload?a=1&b=2', '/api/%75pload?b=2&a=1', '/%61%70%69/upload?b=2&a=1']) {
      const again = await upload(client, list, [], withKey('upload-path'), target);
      expect(again.status, `${target}: ${again.body}`).toBe(201);
      expect(again.headers['idempotent-replayed'], target).toBe('true');
      expect(again.json, target).toEqual(first.json);
    }
    // Another query is another request.
    const otherQuery = await upload(client, list, [], withKey('upload-path'), '/api/upload?a=2&b=2');
    expectError(otherQuery, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(await documentsOf(id)).toBe(1);
  });

  it("answers a repeat of the day's last upload with its stored answer, not the daily limit", async () => {
    const { client, id } = await freeUser();
    for (const key of ['a', 'b']) {
      expect((await upload(client, note(`File ${key}.`), [], withKey(key))).status).toBe(201);
    }
    const last = await upload(client, note('File c.'), [], withKey('c'));
    expect(last.json.remainingToday).toBe(0);
    const again = await upload(client, note('File c.'), [], withKey('c'));
    expect(again.status).toBe(201);
    expect(again.json).toEqual(last.json);
    expectError(await upload(client, note('File d.'), [], withKey('c')), 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(await documentsOf(id)).toBe(3);
  });
});

describe('a process that stopped mid-upload', () => {
  it('leaves no temporary files after a restart, and its claim on the day stops counting', async () => {
    const dataDir = tempDir('vox-crash-');
    // What a killed process left: a temporary file in its folder (an earlier life of this process's
    // id, and a process no longer running).
    const host = hostname().replace(/[^\w.-]/g, '_');
    for (const pid of [process.pid, spawnSync('true').pid]) {
      mkdirSync(path.join(dataDir, 'tmp', `${host}-${pid}`), { recursive: true });
      writeFileSync(path.join(dataDir, 'tmp', `${host}-${pid}`, 'upload-cut'), 'half a file');
    }
    // Start-up, as main.ts does it.
    await clearLeftTempFiles(dataDir);
    const restarted = await startTestApp({ config: { dataDir } });
    try {
      expect(tempFiles(dataDir)).toEqual([]);
      const claims = async (userId: number, states: [string, string][]) => {
        for (const [state, touched] of states) {
          await restarted.database.db.execute(sql`
            insert into upload_claims (user_id, day, zone, state, touched_at)
            values (${userId}, (now() at time zone 'UTC')::date, 'UTC', ${state}, now() - ${touched}::interval)`);
        }
      };
      // Two uploads stored today, and one claimed by the process that stopped 3 minutes ago.
      const crashed = restarted.client();
      const { user } = await crashed.register();
      await claims(user.id, [
        ['stored', '1 hour'],
        ['stored', '1 hour'],
        ['pending', '3 minutes'],
      ]);
      const res = await upload(crashed, note('Uploaded again after the crash.'));
      expect(res.status, res.body).toBe(201);
      expect(res.json.remainingToday).toBe(0);
      expectLimit(await upload(crashed, note('One more.')));
      // An upload still under way elsewhere (its claim touched 30 seconds ago) keeps its place.
      const busy = restarted.client();
      const other = await busy.register();
      await claims(other.user.id, [
        ['stored', '1 hour'],
        ['stored', '1 hour'],
        ['pending', '30 seconds'],
      ]);
      expectLimit(await upload(busy, note('Too many.')));
    } finally {
      await restarted.close();
    }
  });
});
