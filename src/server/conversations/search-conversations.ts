import { and, eq, type SQL, sql } from 'drizzle-orm';
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

/** The exact stored creation time (microseconds), for the cursor: a JS Date keeps only milliseconds. */
const position = sql<string>`to_char(${conversations.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const afterPosition = (at: Position | null): SQL | undefined =>
  at
    ? sql`(${conversations.createdAt}, ${conversations.id}) < (${at.createdAt}::timestamptz, ${at.id}::integer)`
    : undefined;

/** The list's order, as its index holds it (see list-conversations.ts). */
const newestFirst = [
  sql`${conversations.createdAt} desc nulls last`,
  sql`${conversations.id} desc nulls last`,
] as const;

/** The word is in the conversation's title or one of its messages. */
const holds = (word: Word): SQL =>
  sql`(${conversations.searchTitle} like ${word.pattern} or exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.searchText} like ${word.pattern}))`;

/** Way 1: the next `size` conversations in the list's order, each marked whether it holds every word. */
async function probe(
  db: Database,
  userId: number,
  words: Word[],
  after: Position | null,
  size: number,
): Promise<(Hit & { hit: boolean })[]> {
  return db
    .select({
      id: conversations.id,
      position,
      hit: sql<boolean>`${sql.join(words.map(holds), sql` and `)}`,
    })
    .from(conversations)
    .where(and(eq(conversations.userId, userId), afterPosition(after)))
    .orderBy(...newestFirst)
    .limit(size);
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
  const found = sql`(${conversations.searchTitle} like ${first.pattern} or ${conversations.id} in (select ${messages.conversationId} from ${messages} where ${messages.searchGrams} @> ${grams}::int4[] and ${messages.searchText} like ${first.pattern}))`;
  return db
    .select({ id: conversations.id, position })
    .from(conversations)
    .where(and(eq(conversations.userId, userId), afterPosition(after), found, ...others.map(holds)))
    .orderBy(...newestFirst)
    .limit(count);
}
