import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resealAll } from '../../src/server/cli/reseal.js';
import { activeSealer, installKeys } from '../../src/server/crypto/keyring.js';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.js';
import { fileStorage } from '../../src/server/files/file-settings.js';
import { sealedStorage } from '../../src/server/files/sealed-storage.js';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.js';
import { createTestDatabase, testEncryptionKeys } from '../helpers/database.js';
import { upload } from '../helpers/documents.js';

// Words no other text holds, so finding them anywhere means they were stored in plain form.
const SECRET = 'Quokkazebrine';
const SAID = `My plan about ${SECRET} needs some structure, where do I start?`;
/** A crisis message: the words that must least of all be readable on disk. */
const CRISIS = 'Some nights I want to end my life, honestly.';
const FILE_TEXT = `Diary page: ${SECRET} marmalade notes, line two.`;
const onDisk = process.env.VOX_TEST_DB !== 'postgres';

let t: TestApp;
let dataDir: string;
let database: DatabaseHandle;
let client: TestClient;
let conversationId: number;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vox-sealed-'));
  // The embedded database in files under DATA_DIR, as `npm start` keeps it (Postgres: its own server).
  installKeys(testEncryptionKeys);
  database = onDisk
    ? await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') })
    : await createTestDatabase();
  if (onDisk) await database.migrate();
  t = await startTestApp({ database, config: { dataDir } });
  client = t.client();
  await client.register();
  conversationId = (await client.post('/api/conversations', { goatCategory: 'coach' })).json.id;
  for (const content of [SAID, `Please call me ${SECRET}.`, CRISIS]) {
    const res = await client.post(`/api/conversations/${conversationId}/messages`, { content });
    expect(res.status, res.body).toBe(200);
  }
  const file = await upload(client, {
    name: `${SECRET}.txt`,
    type: 'text/plain',
    data: Buffer.from(FILE_TEXT),
  });
  expect(file.status, file.body).toBe(201);
  const asked = await client.post(`/api/conversations/${conversationId}/messages`, {
    content: 'What does my file say?',
    documentIds: [file.json.id],
  });
  expect(asked.status, asked.body).toBe(200);
  const recap = await client.post(`/api/conversations/${conversationId}/summary`, {});
  expect(recap.status, recap.body).toBeLessThan(300);
}, 180_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const rows = async (query: ReturnType<typeof sql>) =>
  (await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };

describe('what people say, at rest', () => {
  it('reads back through the API: messages, title, search, memory, summary, the file, exports', async () => {
    const view = (await client.get(`/api/conversations/${conversationId}`)).json;
    expect(view.messages.map((m: { content: string }) => m.content)).toEqual(
      expect.arrayContaining([SAID, CRISIS]),
    );
    expect(view.title).toContain(SECRET);
    const found = (await client.get(`/api/conversations/search?q=${SECRET.toLowerCase().slice(2, 9)}`)).json;
    expect(found.items.map((c: { id: number }) => c.id)).toEqual([conversationId]);
    const memory = (await client.get('/api/memory')).json;
    expect(JSON.stringify(memory)).toContain(SECRET);
    const text = (await client.get(`/api/conversations/${conversationId}/export`)).json.content as string;
    expect(text).toContain(SAID);
    const mine = await client.get('/api/user/export');
    expect(mine.body).toContain(SAID);
    expect(mine.body).toContain('discussed');
    const list = (await client.get('/api/conversations')).json;
    expect(JSON.stringify(list)).toContain(SECRET);
  });

  it('stores none of it in plain form: the raw rows hold only sealed values', async () => {
    const sealed = /^v1:test:/;
    const message = await rows(
      sql`select content, search_text from messages where conversation_id = ${conversationId}`,
    );
    expect(message.rows.length).toBeGreaterThan(0);
    for (const row of message.rows) {
      expect(row.content).toMatch(sealed);
      expect(row.search_text).toMatch(sealed);
    }
    const [conversation] = (
      await rows(
        sql`select title, search_title, summary::text as summary from conversations where id = ${conversationId}`,
      )
    ).rows;
    expect(conversation?.title).toMatch(sealed);
    expect(conversation?.search_title).toMatch(sealed);
    expect(conversation?.summary).toMatch(/^"v1:test:/);
    const everything = JSON.stringify([
      (await rows(sql`select text, key from memory_facts`)).rows,
      (await rows(sql`select display_name, content from documents`)).rows,
      message.rows,
      conversation,
    ]);
    expect(everything.toLowerCase()).not.toContain(SECRET.toLowerCase());
    expect(activeSealer().open(String(message.rows[0]?.content))).toBe(SAID);
  });

  it.runIf(onDisk)(
    'leaves none of it in the files of DATA_DIR (database, write-ahead log, uploads) after a checkpoint',
    async () => {
      await t.database.db.execute(sql`checkpoint`);
      const needles = [SECRET, SECRET.toLowerCase(), 'needs some structure', 'end my life', 'marmalade'].map(
        (s) => Buffer.from(s),
      );
      const files = readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
      expect(files.some((f) => f.parentPath.includes(`${path.sep}files`))).toBe(true);
      expect(files.some((f) => f.parentPath.includes('pg_wal'))).toBe(true);
      const holding = files
        .map((f) => path.join(f.parentPath, f.name))
        .filter((file) => {
          const bytes = readFileSync(file);
          return needles.some((needle) => bytes.includes(needle));
        });
      expect(holding).toEqual([]);
    },
  );

  it('reseal: rows from before encryption and rows of an older key are sealed with the newest key', async () => {
    // A row written before encryption existed, straight into the table.
    await t.database.db.execute(
      sql`insert into messages (conversation_id, is_user, content) values (${conversationId}, true, ${'plain words from before'})`,
    );
    const newest = { id: `rotated${randomBytes(2).toString('hex')}`, key: randomBytes(32) };
    installKeys([newest, ...testEncryptionKeys]);
    const storage = sealedStorage(fileStorage(t.config));
    const counts = await resealAll(t.database.db, storage);
    expect(counts.rows).toBeGreaterThan(5);
    expect(counts.files).toBe(onDisk ? 1 : counts.files);
    const prefix = `v1:${newest.id}:`;
    const stored = await rows(sql`select content, search_text from messages`);
    for (const row of stored.rows)
      expect(String(row.content).startsWith(prefix), String(row.content)).toBe(true);
    const titles = await rows(sql`select title from conversations where title is not null`);
    for (const row of titles.rows) expect(String(row.title).startsWith(prefix)).toBe(true);
    const keys = await rows(sql`select key from memory_facts`);
    for (const row of keys.rows) expect(String(row.key).startsWith(`h1:${newest.id}:`)).toBe(true);
    // Run again: nothing left to do.
    expect(await resealAll(t.database.db, storage)).toEqual({ rows: 0, files: 0 });
    // Everything still reads back, the plain row included, and memory still knows the fact once.
    const view = (await client.get(`/api/conversations/${conversationId}`)).json;
    expect(view.messages.map((m: { content: string }) => m.content)).toEqual(
      expect.arrayContaining([SAID, 'plain words from before']),
    );
    const again = await client.post(`/api/conversations/${conversationId}/messages`, {
      content: `Please call me ${SECRET}.`,
    });
    expect(again.status).toBe(200);
    const names = ((await client.get('/api/memory')).json.facts as { kind: string }[]).filter(
      (f) => f.kind === 'name',
    );
    expect(names).toHaveLength(1);
  });
});
