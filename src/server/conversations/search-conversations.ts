import { type SQL, sql } from 'drizzle-orm';
import {
  CONVERSATION_PAGE_DEFAULT,
  type ConversationSearchPage,
  conversationMessages,
} from '../../contract/conversations.js';
import { activeSealer } from '../crypto/keyring.js';
import type { Database } from '../db/client.js';
import { conversations, messages } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { searchWords, wordGrams } from '../search/search-text.js';
import { conversationSummaries, decodeCursor, encodeCursor, type Position } from './list-conversations.js';

/** A search looks for at most this many words (the first ones). */
export const SEARCH_WORDS_MAX = 8;
/** The newest conversations read one by one before the index is asked: at least this many. */
const PROBE_MIN = 50;
/**
 * A word whose grams fewer of the person's messages hold than this is rare: the index alone finds it
 * (reading its few messages) without first reading the newest conversations one by one.
 */
const RARE_BELOW = 300;

type Word = { text: string; grams: number[]; length: number };
type Hit = { id: number; position: string };

/**
 * The user's conversations whose title or messages hold every word of the search (search/search-text.ts:
 * case, accents and vowel points ignored, a word found inside a longer one), newest first, a page at a
 * time like the list. The searchable forms are stored sealed (crypto/sealer.ts), so the database only
 * narrows by the hashed grams and the words are compared here, once opened. The longest word (the likeliest to be rare) decides the way: the index counts
 * the person's messages holding its grams, up to RARE_BELOW.
 *
 * 1. A common word: the newest conversations after the cursor (twice the page, at least PROBE_MIN) are
 *    read in order, the messages holding the words' grams opened and compared; a common word fills the page here, at a bounded cost. What
 *    it did not fill, way 2 finds after them.
 * 2. The index: the messages holding the trigrams of the longest word (a GIN index over hashes that
 *    carry the owner's id, so only this person's messages are read), opened and compared, and the
 *    titles holding it, name the conversations; the other words are then compared in those
 *    conversations only. A rare word costs
 *    what its few messages cost, however many conversations there are.
 *
 * Another user's conversations are never read: every query is bounded by the user's id.
 */
export async function searchConversations(
  deps: { db: Database },
  userId: number,
  request: { q: string; limit?: number | undefined; cursor?: string | undefined },
  /** Where a word stops being rare (tests move it to take one way or the other). */
  rareBelow = RARE_BELOW,
): Promise<ConversationSearchPage> {
  const limit = request.limit ?? CONVERSATION_PAGE_DEFAULT;
  const after = request.cursor ? decodeCursor(request.cursor) : null;
  const words: Word[] = searchWords(request.q)
    .slice(0, SEARCH_WORDS_MAX)
    .map((word) => ({
      text: word,
      grams: wordGrams(userId, word),
      length: Array.from(word).length,
    }));
  if (words.length === 0) throw AppError.validation({ q: conversationMessages.searchNoWords });
  // One more than asked: whether it exists says if there is a next page.
  const wanted = limit + 1;
  const [longest, ...others] = [...words].sort((a, b) => b.length - a.length) as [Word, ...Word[]];
  let hits: Hit[];
  if (await isRare(deps.db, longest, rareBelow)) {
    hits = await byIndex(deps.db, userId, longest, others, after, wanted);
  } else {
    const probeSize = Math.max(PROBE_MIN, 2 * wanted);
    const probed = await probe(deps.db, userId, words, after, probeSize);
    hits = probed.filter((row) => row.hit).slice(0, wanted);
    const lastRead = probed.at(-1);
    if (hits.length < wanted && probed.length === probeSize && lastRead) {
      const from = decodePosition(lastRead);
      hits = [...hits, ...(await byIndex(deps.db, userId, longest, others, from, wanted - hits.length))];
    }
  }
  const shown = hits.slice(0, limit);
  const summaries = await conversationSummaries(
    deps.db,
    userId,
    shown.map((hit) => hit.id),
  );
  const last = shown.at(-1);
  return {
    items: summaries.map((s) => s.summary),
    nextCursor: hits.length > limit && last ? encodeCursor(decodePosition(last)) : null,
  };
}

const decodePosition = (hit: Hit): Position => ({ createdAt: hit.position, id: hit.id });

/**
 * The user's conversations after `at` in the list's order (newest first, then id, read off the
 * `(user_id, created_at desc, id desc)` index), with the sealed searchable title; `where` narrows them.
 */
const candidates = (userId: number, at: Position | null, where?: SQL) => sql`
  select ${conversations.id} as id, ${conversations.searchTitle} as search_title,
    to_char(${conversations.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position
  from ${conversations}
  where ${conversations.userId} = ${userId}
    ${at ? sql`and (${conversations.createdAt}, ${conversations.id}) < (${at.createdAt}::timestamptz, ${at.id}::integer)` : sql``}
    ${where ? sql`and ${where}` : sql``}
  order by ${conversations.createdAt} desc nulls last, ${conversations.id} desc nulls last`;

type Row = { id: number; position: string; search_title: string | null };
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const gramArray = (word: Word) => `{${word.grams.join(',')}}`;

/** The words (their indexes) that a stored, sealed searchable text holds. */
function wordsIn(sealed: string | null, words: Word[]): number[] {
  if (sealed === null) return [];
  const text = activeSealer().open(sealed);
  return words.flatMap((word, i) => (text.includes(word.text) ? [i] : []));
}

/**
 * For each of these conversations, the words (indexes into `words`) one of its messages holds: the
 * messages holding a word's grams (off the `(conversation_id, ...)` index), opened and compared.
 */
async function wordsInMessages(
  db: Database,
  ids: number[],
  words: Word[],
): Promise<Map<number, Set<number>>> {
  const found = new Map<number, Set<number>>();
  if (ids.length === 0 || words.length === 0) return found;
  const result = await db.execute(sql`
    select m.conversation_id as id, m.search_text from ${messages} m
    where m.conversation_id = any(${`{${ids.join(',')}}`}::int4[])
      and (${sql.join(
        words.map((word) => sql`m.search_grams @> ${gramArray(word)}::int4[]`),
        sql` or `,
      )})`);
  for (const row of rowsOf<{ id: number; search_text: string | null }>(result)) {
    const held = wordsIn(row.search_text, words);
    if (held.length === 0) continue;
    const set = found.get(row.id) ?? new Set<number>();
    for (const i of held) set.add(i);
    found.set(row.id, set);
  }
  return found;
}

/** Marks each conversation whether its title or its messages hold every word. */
async function markHits(db: Database, rows: Row[], words: Word[]): Promise<(Hit & { hit: boolean })[]> {
  const inMessages = await wordsInMessages(
    db,
    rows.map((row) => row.id),
    words,
  );
  return rows.map((row) => {
    const held = new Set([...wordsIn(row.search_title, words), ...(inMessages.get(row.id) ?? [])]);
    return { id: row.id, position: row.position, hit: held.size === words.length };
  });
}

/** Way 1: the next `size` conversations in the list's order, each marked whether it holds every word. */
async function probe(
  db: Database,
  userId: number,
  words: Word[],
  after: Position | null,
  size: number,
): Promise<(Hit & { hit: boolean })[]> {
  const result = await db.execute(sql`${candidates(userId, after)} limit ${size}`);
  return markHits(db, rowsOf<Row>(result), words);
}

/** Fewer than `below` messages hold the word's grams (read off the GIN index, and no further). */
async function isRare(db: Database, word: Word, below: number): Promise<boolean> {
  if (below <= 0) return false;
  const result = await db.execute(sql`
    select count(*)::integer as held from (
      select 1 from ${messages} m where m.search_grams @> ${gramArray(word)}::int4[] limit ${below}
    ) found`);
  const [row] = rowsOf<{ held: number }>(result);
  return (row?.held ?? 0) < below;
}

/**
 * Way 2: the conversations after `after` that hold `first` and every other word, newest first. The
 * messages holding the longest word's grams come through the GIN index (only this person's: the
 * hashes carry the owner's id); the titles, short and one a conversation, are all compared.
 */
async function byIndex(
  db: Database,
  userId: number,
  first: Word,
  others: Word[],
  after: Position | null,
  count: number,
): Promise<Hit[]> {
  const [byMessage, byTitle] = await Promise.all([
    db.execute(sql`
      select m.conversation_id as id, m.search_text from ${messages} m
      join ${conversations} c on c.id = m.conversation_id and c.user_id = ${userId}
      where m.search_grams @> ${gramArray(first)}::int4[]`),
    db.execute(sql`
      select ${conversations.id} as id, ${conversations.searchTitle} as search_title from ${conversations}
      where ${conversations.userId} = ${userId} and ${conversations.searchTitle} is not null`),
  ]);
  const holding = new Set<number>();
  for (const row of rowsOf<{ id: number; search_text: string | null }>(byMessage))
    if (!holding.has(row.id) && wordsIn(row.search_text, [first]).length > 0) holding.add(row.id);
  for (const row of rowsOf<{ id: number; search_title: string | null }>(byTitle))
    if (!holding.has(row.id) && wordsIn(row.search_title, [first]).length > 0) holding.add(row.id);
  if (holding.size === 0) return [];
  const result = await db.execute(
    candidates(userId, after, sql`${conversations.id} = any(${`{${[...holding].join(',')}}`}::int4[])`),
  );
  const rows = rowsOf<Row>(result);
  if (others.length === 0) return rows.slice(0, count).map((row) => ({ id: row.id, position: row.position }));
  const hits: Hit[] = [];
  // In pages of the list's order, so a common other word costs only what fills `count`.
  for (let at = 0; at < rows.length && hits.length < count; at += Math.max(count, PROBE_MIN)) {
    const marked = await markHits(db, rows.slice(at, at + Math.max(count, PROBE_MIN)), others);
    hits.push(...marked.filter((row) => row.hit).map((row) => ({ id: row.id, position: row.position })));
  }
  return hits.slice(0, count);
}
