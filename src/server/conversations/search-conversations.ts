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

type Word = { pattern: string; grams: number[]; length: number };
type Hit = { id: number; position: string };

/**
 * The user's conversations whose title or messages hold every word of the search (search/search-text.ts:
 * case, accents and vowel points ignored, a word found inside a longer one), newest first, a page at a
 * time like the list. Two ways, the second only when the first did not fill the page:
 *
 * 1. The newest conversations after the cursor (twice the page, at least PROBE_MIN) are read in order,
 *    each message compared: a common word fills the page here, at a bounded cost.
 * 2. After them, the index: the messages holding the trigrams of the longest word (a GIN index over
 *    hashes that carry the owner's id, so only this person's messages are read), compared, name their
 *    conversations; the other words are then compared in those conversations only. A rare word costs
 *    what its few messages cost, however many conversations there are.
 *
 * Another user's conversations are never read: every query is bounded by the user's id.
 */
export async function searchConversations(
  deps: { db: Database },
  userId: number,
  request: { q: string; limit?: number | undefined; cursor?: string | undefined },
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
  const probeSize = Math.max(PROBE_MIN, 2 * wanted);
  const probed = await probe(deps.db, userId, words, after, probeSize);
  let hits: Hit[] = probed.filter((row) => row.hit).slice(0, wanted);
  const lastRead = probed.at(-1);
  if (hits.length < wanted && probed.length === probeSize && lastRead) {
    const more = await byIndex(deps.db, userId, words, decodePosition(lastRead), wanted - hits.length);
    hits = [...hits, ...more];
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

/** Way 2: the conversations after `after` that hold every word, found through the index by the longest word. */
async function byIndex(
  db: Database,
  userId: number,
  words: Word[],
  after: Position,
  count: number,
): Promise<Hit[]> {
  const [first, ...others] = [...words].sort((a, b) => b.length - a.length) as [Word, ...Word[]];
  const grams = `{${first.grams.join(',')}}`;
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
