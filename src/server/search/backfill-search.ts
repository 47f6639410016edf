import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { activeSealer } from '../crypto/keyring.js';
import type { Database } from '../db/client.js';
import { conversations, messages } from '../db/schema/index.js';
import { messageSearchFields, searchable } from './search-text.js';

/** Rows worked out per statement. */
const BATCH = 500;

/**
 * Works out the searchable form of messages and titles that have none (rows written before search
 * existed, or by hand), at most `maxBatches` batches of each per call; answers how many rows were
 * done. New messages and titles get theirs as they are written, so after the first run this finds
 * nothing, off two small partial indexes.
 */
export async function backfillSearch(db: Database, maxBatches = Number.POSITIVE_INFINITY): Promise<number> {
  let done = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const rows = await db
      .select({ id: messages.id, content: messages.content, ownerId: conversations.userId })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(isNull(messages.searchText))
      .orderBy(asc(messages.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    // Written in plain SQL, so sealed here (the columns' own sealing applies to Drizzle's queries only).
    const sealer = activeSealer();
    const values = rows.map((row) => {
      const fields = messageSearchFields(row.ownerId, row.content);
      return sql`(${row.id}::integer, ${sealer.seal(fields.searchText)}, ${`{${fields.searchGrams.join(',')}}`}::int4[])`;
    });
    await db.execute(
      sql`update ${messages} set search_text = v.search_text, search_grams = v.search_grams from (values ${sql.join(values, sql`, `)}) as v(id, search_text, search_grams) where ${messages.id} = v.id and ${messages.searchText} is null`,
    );
    done += rows.length;
    if (rows.length < BATCH) break;
  }
  for (let batch = 0; batch < maxBatches; batch++) {
    const rows = await db
      .select({ id: conversations.id, title: conversations.title })
      .from(conversations)
      .where(and(isNotNull(conversations.title), isNull(conversations.searchTitle)))
      .orderBy(asc(conversations.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    const sealer = activeSealer();
    const values = rows.map((row) => sql`(${row.id}::integer, ${sealer.seal(searchable(row.title ?? ''))})`);
    await db.execute(
      sql`update ${conversations} set search_title = v.search_title from (values ${sql.join(values, sql`, `)}) as v(id, search_title) where ${conversations.id} = v.id and ${conversations.searchTitle} is null`,
    );
    done += rows.length;
    if (rows.length < BATCH) break;
  }
  return done;
}
