// What sealing what people say (AES-256-GCM, src/server/crypto/) costs: a voice turn's storing (the
// person's message and the reply, each with its searchable form: four values sealed) and the first
// page of the conversation list (20 titles, previews and summaries opened), each timed against the same
// work on rows stored in plain form, in one process on PGlite (or on Postgres when DATABASE_URL is set:
// use a database of its own, its tables are written to). Sizes: ENC_BENCH_CONVERSATIONS (1,000),
// ENC_BENCH_MESSAGES (40 each), ENC_BENCH_TURNS (500 stored). Run: npm run bench -- encryption-cost
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { listConversations } from '../src/server/conversations/list-conversations.js';
import { activeSealer, installKeys } from '../src/server/crypto/keyring.js';
import { type Database, openDatabase } from '../src/server/db/client.js';
import { messageSearchFields } from '../src/server/search/search-text.js';
import { tempDataDir } from '../tools/server-process.js';
import { percentile } from './conversation-list.js';

const size = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const USER_TEXT =
  'I keep putting off the conversation with my manager about the promotion, how do I start it?';
const REPLY_TEXT =
  'Start with what you have delivered this year, in numbers, then ask plainly what the next level needs. Book the meeting today, and write three points before it.';

type Seal = (value: string) => string;
const plain: Seal = (value) => value;
const sealed: Seal = (value) => activeSealer().seal(value);

export async function benchEncryptionCost(): Promise<Record<string, number>> {
  const conversationsEach = size('ENC_BENCH_CONVERSATIONS', 1000);
  const messagesEach = size('ENC_BENCH_MESSAGES', 40);
  const turns = size('ENC_BENCH_TURNS', 500);
  installKeys([{ id: 'bench', key: randomBytes(32) }]);
  const dataDir = tempDataDir();
  const url = process.env.DATABASE_URL;
  const handle = url
    ? await openDatabase({ kind: 'postgres', url })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    await handle.migrate();
    const db = handle.db;
    const plainUser = await user(db, 'plain');
    const sealedUser = await user(db, 'sealed');
    const figures: Record<string, number> = {};
    // Storing a turn: two messages with their searchable forms, as prepare-turn stores them.
    for (const [name, seal, userId] of [
      ['plain', plain, plainUser],
      ['sealed', sealed, sealedUser],
    ] as const) {
      const conversationId = await conversation(db, userId, seal, 0);
      const times: number[] = [];
      for (let i = 0; i < turns; i++) {
        const started = performance.now();
        await storeTurn(db, userId, conversationId, seal);
        times.push(performance.now() - started);
      }
      figures[`turnStore_${name}_p50Ms`] = percentile(times, 50);
      figures[`turnStore_${name}_p95Ms`] = percentile(times, 95);
    }
    // The sealing alone, per turn (four values), in microseconds.
    const sealRuns = Math.max(1000, turns);
    let started = performance.now();
    for (let i = 0; i < sealRuns; i++) {
      for (const text of [USER_TEXT, REPLY_TEXT]) {
        sealed(text);
        sealed(messageSearchFields(sealedUser, text).searchText);
      }
    }
    figures.sealPerTurnUs = Math.round(((performance.now() - started) / sealRuns) * 1000 * 10) / 10;
    started = performance.now();
    for (let i = 0; i < sealRuns; i++)
      for (const text of [USER_TEXT, REPLY_TEXT]) messageSearchFields(sealedUser, text);
    figures.searchFieldsPerTurnUs = Math.round(((performance.now() - started) / sealRuns) * 1000 * 10) / 10;
    // The conversation list's first page, for a person with many conversations stored each way.
    for (const [name, seal, userId] of [
      ['plain', plain, plainUser],
      ['sealed', sealed, sealedUser],
    ] as const) {
      await seedConversations(db, userId, seal, conversationsEach, messagesEach);
      for (let i = 0; i < 20; i++) await listConversations({ db }, userId, { limit: 20 });
      const times: number[] = [];
      for (let i = 0; i < 200; i++) {
        const at = performance.now();
        await listConversations({ db }, userId, { limit: 20 });
        times.push(performance.now() - at);
      }
      figures[`list_${name}_p50Ms`] = percentile(times, 50);
      figures[`list_${name}_p95Ms`] = percentile(times, 95);
    }
    return figures;
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rowsOf = (result: unknown) => (result as { rows: { id: number }[] }).rows;

async function user(db: Database, name: string): Promise<number> {
  const result = await db.execute(sql`
    insert into users (username, password, security_question, security_answer)
    values (${`bench-enc-${name}-${randomBytes(4).toString('hex')}@example.com`}, 'x', 'q', 'a') returning id`);
  const id = rowsOf(result)[0]?.id;
  if (id === undefined) throw new Error('no user');
  return id;
}

async function conversation(db: Database, userId: number, seal: Seal, minutesAgo: number): Promise<number> {
  const title = 'The promotion talk with my manager';
  const result = await db.execute(sql`
    insert into conversations (user_id, goat_category, title, search_title, created_at)
    values (${userId}, 'coach', ${seal(title)}, ${seal(title.toLowerCase())}, now() - ${minutesAgo} * interval '1 minute')
    returning id`);
  const id = rowsOf(result)[0]?.id;
  if (id === undefined) throw new Error('no conversation');
  return id;
}

async function storeTurn(db: Database, userId: number, conversationId: number, seal: Seal): Promise<void> {
  for (const [isUser, text] of [
    [true, USER_TEXT],
    [false, REPLY_TEXT],
  ] as const) {
    const search = messageSearchFields(userId, text);
    await db.execute(sql`
      insert into messages (conversation_id, is_user, content, search_text, search_grams)
      values (${conversationId}, ${isUser}, ${seal(text)}, ${seal(search.searchText)}, ${`{${search.searchGrams.join(',')}}`}::int4[])`);
  }
}

async function seedConversations(
  db: Database,
  userId: number,
  seal: Seal,
  count: number,
  messagesEach: number,
): Promise<void> {
  for (let c = 1; c <= count; c++) {
    const id = await conversation(db, userId, seal, c * 37);
    const values = Array.from({ length: messagesEach }, (_, m) => {
      const text = m % 2 === 0 ? USER_TEXT : REPLY_TEXT;
      return sql`(${id}, ${m % 2 === 0}, ${seal(text)}, now() - ${c * 37} * interval '1 minute' + ${m} * interval '20 seconds')`;
    });
    await db.execute(
      sql`insert into messages (conversation_id, is_user, content, timestamp) values ${sql.join(values, sql`, `)}`,
    );
  }
  await db.execute(sql`vacuum analyze conversations`);
  await db.execute(sql`vacuum analyze messages`);
}
