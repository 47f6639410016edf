// GET /api/conversations/search for one user with 1,000 conversations of 40 messages in the eleven
// languages, beside another user with the same conversations (whose rows a search must never read):
// each search alone (30 times, p50/p95 per search), then all of them in turn under autocannon, 50
// connections, 3 s of warm-up then 10 s measured, against the production build on PGlite, or on
// Postgres when DATABASE_URL is set (its tables are emptied first: use a database of its own).
// Run: npm run bench -- conversation-search
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config.js';
import { installKeys } from '../src/server/crypto/keyring.js';
import { type Database, openDatabase } from '../src/server/db/client.js';
import { conversations, messages } from '../src/server/db/schema/index.js';
import { messageSearchFields, searchable } from '../src/server/search/search-text.js';
import { ensureBuilt, type RunningServer, startServer, tempDataDir } from '../tools/server-process.js';
import { emptyTables, percentile, register, underLoad } from './conversation-list.js';

const CONVERSATIONS = 1000;
const MESSAGES_EACH = 40;
const PORT = 5313;
const ALONE_RUNS = 30;

/** Each conversation's language; its messages are words of that language. */
const vocabularies: string[][] = [
  'the a to and of in is it you that for on with as be this have what about your can how more time work day family goal'.split(
    ' ',
  ),
  'אני את זה של על עם מה לא כן היום עבודה משפחה מטרה זמן שאלה תשובה חבר בית'.split(' '),
  'el la de que y en un una es por con para su al lo como más trabajo familia tiempo día'.split(' '),
  'le la de et les des un une est pour dans que qui sur avec pas travail famille temps jour'.split(' '),
  'der die das und ist nicht ein eine zu mit auf für von dem den arbeit familie zeit tag ziel'.split(' '),
  'и в не на я что он с как это по но из у за работа семья время день цель'.split(' '),
  'a v na je to sa že s do ako som ale pre práca rodina čas deň cieľ otázka'.split(' '),
  '我 你 的 是 在 了 有 和 人 这 中 大 为 上 个 国 时间 家庭 目标 问题'.split(' '),
  'の に は を た が で て と し れ さ ある いる する 時間 家族 目標 質問 今日'.split(' '),
  'في من على أن إلى هذا مع كان عن ما العمل الأسرة الوقت اليوم هدف سؤال'.split(' '),
  'है के में की और का को से एक यह पर हैं काम परिवार समय दिन लक्ष्य सवाल'.split(' '),
];
/** Written without spaces: a sentence is the words run together. */
const unspaced = new Set([7, 8]);

/** What is searched for, and where the seed puts it. */
const searches = [
  { name: 'rare word', q: 'aquarium' },
  { name: 'word in 10%', q: 'mortgage' },
  { name: 'word in most', q: 'plan' },
  { name: 'two words', q: 'mortgage plan' },
  { name: 'accents and capitals', q: 'CAFE' },
  { name: 'Chinese', q: '工作' },
  { name: 'Japanese', q: '仕事' },
  { name: 'title only', q: 'holiday' },
  { name: 'nowhere', q: 'zebraquux' },
];

export async function benchConversationSearch(): Promise<Record<string, number>> {
  ensureBuilt();
  const dataDir = tempDataDir();
  const url = process.env.DATABASE_URL;
  if (url) await emptyTables(url);

  // The accounts are made through the API; their conversations are written straight to the database
  // (PGlite belongs to one process, so the server is stopped meanwhile).
  let server: RunningServer = await startServer(dataDir, PORT);
  let searcher: { cookie: string; userId: number };
  let other: { userId: number };
  try {
    searcher = await register(server.url, 'bench-search@example.com');
    other = await register(server.url, 'bench-search-other@example.com');
  } finally {
    await server.stop();
  }
  await seed(url, dataDir, [searcher.userId, other.userId]);

  server = await startServer(dataDir, PORT);
  try {
    const base = `${server.url}/api/conversations/search?limit=20&q=`;
    const headers = { cookie: searcher.cookie, 'accept-encoding': 'br, gzip' };
    const figures: Record<string, number> = {};
    // Each search alone: the query's own cost, which a busy machine blurs least.
    for (const search of searches) {
      const times: number[] = [];
      let matches = 0;
      for (let run = 0; run < ALONE_RUNS + 3; run++) {
        const started = performance.now();
        const res = await fetch(`${base}${encodeURIComponent(search.q)}`, { headers });
        const body = (await res.json()) as { items: unknown[] };
        if (res.status !== 200) throw new Error(`${search.q}: ${res.status} ${JSON.stringify(body)}`);
        // The first runs compile the server's code and warm the database's caches.
        if (run >= 3) times.push(performance.now() - started);
        matches = body.items.length;
      }
      figures[`${search.name}: matches on page 1`] = matches;
      figures[`${search.name}: p50 ms`] = percentile(times, 50);
      figures[`${search.name}: p95 ms`] = percentile(times, 95);
    }
    const searchPath = new URL(base).pathname;
    const requests = searches.map((s) => ({
      method: 'GET' as const,
      path: `${searchPath}?limit=20&q=${encodeURIComponent(s.q)}`,
    }));
    // Then every search in turn, under load.
    return { ...figures, ...(await underLoad(server, { url: server.url, headers, requests })) };
  } finally {
    await server.stop();
  }
}

/** A small deterministic generator, so every run searches the same text. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** `count` words of the language, with `extra` words mixed in at random places. */
function sentence(random: () => number, language: number, count: number, extra: string[]): string {
  const words = vocabularies[language] ?? [];
  const out = Array.from({ length: count }, () => words[Math.floor(random() * words.length)] ?? '');
  for (const word of extra) out.splice(Math.floor(random() * out.length), 0, word);
  return unspaced.has(language) ? `${out.join('')}。` : `${out.join(' ')}.`;
}

/** The words planted in conversation `i` (see `searches`), so each search finds what its name says. */
function planted(i: number, language: number): string[] {
  const words: string[] = [];
  if (i % 100 === 7) words.push('aquarium');
  if (i % 10 === 3) words.push('mortgage');
  if (i % 10 !== 9) words.push(language === 3 ? 'planification' : 'plan');
  if (language === 3 && i % 4 === 0) words.push('Café');
  if (language === 7) words.push('工作');
  if (language === 8) words.push('仕事');
  return words;
}

async function seed(url: string | undefined, dataDir: string, userIds: number[]): Promise<void> {
  // Sealed as the server seals them, with the key it generated into this DATA_DIR.
  installKeys(loadConfig({ DATA_DIR: dataDir }).encryptionKeys);
  const handle = url
    ? await openDatabase({ kind: 'postgres', url })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    for (const userId of userIds) await seedUser(handle.db, userId);
    // As autovacuum leaves the tables once the rows are in: statistics and a visibility map.
    await handle.db.execute(sql`vacuum analyze conversations`);
    await handle.db.execute(sql`vacuum analyze messages`);
  } finally {
    await handle.close();
  }
}

/** The conversations, written with the searchable text and index entries the server writes. */
export async function seedUser(db: Database, userId: number): Promise<void> {
  const random = generator(42);
  const now = Date.now();
  for (let from = 0; from < CONVERSATIONS; from += 50) {
    const batch = Array.from({ length: Math.min(50, CONVERSATIONS - from) }, (_, k) => from + k);
    const rows = await db
      .insert(conversations)
      .values(
        batch.map((i) => {
          const title = i % 50 === 11 ? `Holiday plans ${i}` : `Conversation ${i}`;
          return {
            userId,
            goatCategory: 'coach',
            title,
            searchTitle: searchable(title),
            createdAt: new Date(now - i * 37 * 60_000),
          };
        }),
      )
      .returning({ id: conversations.id });
    const values = rows.flatMap((row, k) => {
      const i = batch[k] ?? 0;
      const language = i % vocabularies.length;
      const extra = planted(i, language);
      const createdAt = now - i * 37 * 60_000;
      return Array.from({ length: MESSAGES_EACH }, (_, m) => {
        const isUser = m % 2 === 0;
        // The planted words go into one question each, somewhere in the conversation.
        const words = extra.filter((_, w) => (w * 7 + 3) % MESSAGES_EACH === m);
        const content = isUser
          ? sentence(random, language, 20, words)
          : `${sentence(random, language, 40, words)} ${sentence(random, language, 40, [])}`;
        return {
          conversationId: row.id,
          isUser,
          content,
          timestamp: new Date(createdAt + m * 20_000),
          ...messageSearchFields(userId, content),
        };
      });
    });
    await db.insert(messages).values(values);
  }
}
