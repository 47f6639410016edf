import { type SQL, sql } from 'drizzle-orm';
import {
  CONVERSATION_PAGE_DEFAULT,
  type ConversationSearchPage,
  conversationMessages,
} from '../../contract/conversations.js';
import type { Database } from '../db/client.js';
import { conversations, messages } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { containsPattern, searchWords, wordGrams } from '../search/search-text.js';
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

type Word = { pattern: string; grams: number[]; length: number };
type Hit = { id: number; position: string };

/**
 * The user's conversations whose title or messages hold every word of the search (search/search-text.ts:
 * case, accents and vowel points ignored, a word found inside a longer one), newest first, a page at a
 * time like the list. The longest word (the likeliest to be rare) decides the way: the index counts
 * the person's messages holding its grams, up to RARE_BELOW.
 *
 * 1. A common word: the newest conversations after the cursor (twice the page, at least PROBE_MIN) are
 *    read in order, each message compared; a common word fills the page here, at a bounded cost. What
 *    it did not fill, way 2 finds after them.
 * 2. The index: the messages holding the trigrams of the longest word (a GIN index over hashes that
 *    carry the owner's id, so only this person's messages are read), compared, name their
 *    conversations; the other words are then compared in those conversations only. A rare word costs
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
      pattern: containsPattern(word),
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
 * `(user_id, created_at desc, id desc)` index), with what the checks below read; `where` narrows them.
 */
const candidates = (userId: number, at: Position | null, where?: SQL) => sql`(
  select ${conversations.id} as id, ${conversations.createdAt} as created_at, ${conversations.searchTitle} as search_title,
    to_char(${conversations.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position
  from ${conversations}
  where ${conversations.userId} = ${userId}
    ${at ? sql`and (${conversations.createdAt}, ${conversations.id}) < (${at.createdAt}::timestamptz, ${at.id}::integer)` : sql``}
    ${where ? sql`and ${where}` : sql``}
  order by ${conversations.createdAt} desc nulls last, ${conversations.id} desc nulls last`;

/**
 * For each word, whether one of the conversation's messages holds it: a lateral look at that
 * conversation's own messages (off the `(conversation_id, ...)` index), stopping at the first. A
 * lateral join is never turned into one pass over every message, as an EXISTS can be.
 */
const messageChecks = (words: Word[]) =>
  sql.join(
    words.map(
      (word, i) =>
        sql`left join lateral (select 1 as found from ${messages} m where m.conversation_id = c.id and m.search_text like ${word.pattern} limit 1) ${sql.raw(`word_${i}`)} on true`,
    ),
    sql` `,
  );

/** Every word is in the title or one of the messages. */
const holdsAll = (words: Word[]) =>
  sql.join(
    words.map(
      (word, i) => sql`(c.search_title like ${word.pattern} or ${sql.raw(`word_${i}`)}.found is not null)`,
    ),
    sql` and `,
  );

type Row = { id: number; position: string; hit?: boolean };
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** Way 1: the next `size` conversations in the list's order, each marked whether it holds every word. */
async function probe(
  db: Database,
  userId: number,
  words: Word[],
  after: Position | null,
  size: number,
): Promise<(Hit & { hit: boolean })[]> {
  const result = await db.execute(sql`
    select c.id, c.position, ${holdsAll(words)} as hit
    from ${candidates(userId, after)} limit ${size}) c
    ${messageChecks(words)}
    order by c.created_at desc nulls last, c.id desc nulls last`);
  return rowsOf(result).map((row) => ({ id: row.id, position: row.position, hit: row.hit === true }));
}

/** Fewer than `below` messages hold the word's grams (read off the GIN index, and no further). */
async function isRare(db: Database, word: Word, below: number): Promise<boolean> {
  if (below <= 0) return false;
  const result = await db.execute(sql`
    select count(*)::integer as held from (
      select 1 from ${messages} m where m.search_grams @> ${gramArray(word)}::int4[] limit ${below}
    ) found`);
  const [row] = (result as unknown as { rows: { held: number }[] }).rows;
  return (row?.held ?? 0) < below;
}

const gramArray = (word: Word) => `{${word.grams.join(',')}}`;

/**
 * Way 2: the conversations after `after` that hold `first` (through the index) and every other word,
 * newest first.
 */
async function byIndex(
  db: Database,
  userId: number,
  first: Word,
  others: Word[],
  after: Position | null,
  count: number,
): Promise<Hit[]> {
  const grams = gramArray(first);
  // The messages holding the longest word's grams, through the GIN index (only this person's: the
  // hashes carry the owner's id), compared; the conversations they name, or whose title has it.
  const found = sql`(${conversations.searchTitle} like ${first.pattern} or ${conversations.id} in (select m.conversation_id from ${messages} m where m.search_grams @> ${grams}::int4[] and m.search_text like ${first.pattern}))`;
  const result = await db.execute(sql`
    select c.id, c.position
    from ${candidates(userId, after, found)}) c
    ${messageChecks(others)}
    ${others.length > 0 ? sql`where ${holdsAll(others)}` : sql``}
    order by c.created_at desc nulls last, c.id desc nulls last
    limit ${count}`);
  return rowsOf(result).map((row) => ({ id: row.id, position: row.position }));
}
