import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  MEMORY_FACT_TEXT_MAX,
  MEMORY_FACTS_MAX,
  type MemoryFact,
  type MemoryFactKind,
  type MemoryView,
  memoryMessages,
} from '../../contract/memory.js';
import type { RememberedFact } from '../ai/chat-model.js';
import type { Database } from '../db/client.js';
import { type MemoryFactRow, memoryFactSources, memoryFacts, memorySettings } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';

export const toMemoryFact = (row: MemoryFactRow): MemoryFact => ({
  id: row.id,
  kind: row.kind,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The fact's identity for deduplication: its kind and its words in lower case without punctuation.
 * The preferred name is one per person: a new one replaces the old.
 */
export function factKey(kind: MemoryFactKind, text: string): string {
  if (kind === 'name') return 'name';
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
  return `${kind}:${words}`;
}

const cut = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MEMORY_FACT_TEXT_MAX ? flat.slice(0, MEMORY_FACT_TEXT_MAX).trimEnd() : flat;
};

/** Memory is on unless the person turned it off. */
export async function memoryEnabled(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: memorySettings.enabled })
    .from(memorySettings)
    .where(eq(memorySettings.userId, userId));
  return row?.enabled ?? true;
}

export async function listFacts(db: Database, userId: number): Promise<MemoryFactRow[]> {
  return db
    .select()
    .from(memoryFacts)
    .where(eq(memoryFacts.userId, userId))
    .orderBy(asc(memoryFacts.createdAt), asc(memoryFacts.id));
}

export async function memoryView(db: Database, userId: number): Promise<MemoryView> {
  const [enabled, rows] = await Promise.all([memoryEnabled(db, userId), listFacts(db, userId)]);
  return { enabled, facts: rows.map(toMemoryFact), max: MEMORY_FACTS_MAX };
}

/** What a turn is given: the facts when memory is on, none when it is off. */
export async function factsForTurn(
  db: Database,
  userId: number,
): Promise<{ enabled: boolean; facts: RememberedFact[] }> {
  const view = await memoryView(db, userId);
  return {
    enabled: view.enabled,
    facts: view.enabled ? view.facts.map(({ kind, text }) => ({ kind, text })) : [],
  };
}

export async function setMemoryEnabled(
  db: Database,
  userId: number,
  enabled: boolean,
  now: Date,
): Promise<MemoryView> {
  await db
    .insert(memorySettings)
    .values({ userId, enabled, updatedAt: now })
    .onConflictDoUpdate({ target: memorySettings.userId, set: { enabled, updatedAt: now } });
  return memoryView(db, userId);
}

/**
 * Keeps new facts: the same fact again is not kept twice, a new preferred name replaces the old one,
 * and once MEMORY_FACTS_MAX are kept nothing new is added (the Memory tab says so). `conversationId`:
 * the conversation they were told in, recorded for each fact (new or already kept), so deleting that
 * conversation forgets what was told only there. One transaction: a fact is never kept without its
 * conversation (one deleted meanwhile keeps nothing). Answers how many were added or changed. The
 * caller has checked that memory is on.
 */
export async function rememberFacts(
  db: Database,
  userId: number,
  facts: readonly RememberedFact[],
  now: Date,
  conversationId: number | null = null,
): Promise<number> {
  return db.transaction(async (tx) => {
    let changed = 0;
    const seen = new Set<string>();
    const told = async (factId: number, replaced: boolean) => {
      if (conversationId === null) return;
      // A name that changed was told in this conversation only: where the old one was told no longer counts.
      if (replaced) await tx.delete(memoryFactSources).where(eq(memoryFactSources.factId, factId));
      await tx.insert(memoryFactSources).values({ factId, conversationId }).onConflictDoNothing();
    };
    for (const fact of facts) {
      const text = cut(fact.text);
      if (text === '') continue;
      const key = factKey(fact.kind, text);
      if (seen.has(key)) continue;
      seen.add(key);
      const [kept] = await tx
        .select({ id: memoryFacts.id, text: memoryFacts.text })
        .from(memoryFacts)
        .where(and(eq(memoryFacts.userId, userId), eq(memoryFacts.key, key)));
      if (kept) {
        // The same fact again; a new preferred name replaces the old one.
        const replaced = fact.kind === 'name' && kept.text !== text;
        if (replaced) {
          await tx.update(memoryFacts).set({ text, updatedAt: now }).where(eq(memoryFacts.id, kept.id));
          changed += 1;
        }
        await told(kept.id, replaced);
        continue;
      }
      if (fact.kind !== 'name') {
        const [all] = await tx.select({ n: count() }).from(memoryFacts).where(eq(memoryFacts.userId, userId));
        if ((all?.n ?? 0) >= MEMORY_FACTS_MAX) break;
      }
      const [row] = await tx
        .insert(memoryFacts)
        .values({ userId, kind: fact.kind, text, key, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          // Kept meanwhile by another turn: the same fact (a name: the newest words).
          target: [memoryFacts.userId, memoryFacts.key],
          set: fact.kind === 'name' ? { text, updatedAt: now } : { key },
        })
        .returning({ id: memoryFacts.id });
      if (!row) continue;
      changed += 1;
      await told(row.id, false);
    }
    return changed;
  });
}

/**
 * Forgets the facts told in this conversation and in no other (before the conversation is deleted;
 * its links go with it). Facts kept before conversations were recorded have no link and stay.
 */
export async function forgetFactsOf(db: Database, userId: number, conversationId: number): Promise<number> {
  const told = db
    .select({ factId: memoryFactSources.factId })
    .from(memoryFactSources)
    .where(eq(memoryFactSources.conversationId, conversationId));
  const gone = await db
    .delete(memoryFacts)
    .where(
      and(
        eq(memoryFacts.userId, userId),
        inArray(memoryFacts.id, told),
        sql`not exists (select 1 from ${memoryFactSources} where ${memoryFactSources.factId} = ${memoryFacts.id} and ${memoryFactSources.conversationId} <> ${conversationId})`,
      ),
    )
    .returning({ id: memoryFacts.id });
  return gone.length;
}

const notFound = () => AppError.notFound(memoryMessages.notFound);

/** The person rewrites one fact (their own: another's answers 404 like a missing one). */
export async function updateFact(
  db: Database,
  userId: number,
  id: number,
  text: string,
  now: Date,
): Promise<MemoryFact> {
  const [row] = await db
    .select()
    .from(memoryFacts)
    .where(and(eq(memoryFacts.id, id), eq(memoryFacts.userId, userId)));
  if (!row) throw notFound();
  const key = factKey(row.kind, text);
  const [same] = await db
    .select({ id: memoryFacts.id })
    .from(memoryFacts)
    .where(and(eq(memoryFacts.userId, userId), eq(memoryFacts.key, key)));
  // Rewritten into a fact already kept: the two become one, told wherever either was.
  if (same && same.id !== id) {
    await db.execute(
      sql`insert into ${memoryFactSources} (fact_id, conversation_id) select ${id}, ${memoryFactSources.conversationId} from ${memoryFactSources} where ${memoryFactSources.factId} = ${same.id} on conflict do nothing`,
    );
    await db.delete(memoryFacts).where(eq(memoryFacts.id, same.id));
  }
  const [updated] = await db
    .update(memoryFacts)
    .set({ text, key, updatedAt: now })
    .where(and(eq(memoryFacts.id, id), eq(memoryFacts.userId, userId)))
    .returning();
  if (!updated) throw notFound();
  return toMemoryFact(updated);
}

export async function deleteFact(db: Database, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(memoryFacts)
    .where(and(eq(memoryFacts.id, id), eq(memoryFacts.userId, userId)))
    .returning({ id: memoryFacts.id });
  if (gone.length === 0) throw notFound();
}

export async function forgetEverything(db: Database, userId: number): Promise<number> {
  const gone = await db
    .delete(memoryFacts)
    .where(eq(memoryFacts.userId, userId))
    .returning({ id: memoryFacts.id });
  return gone.length;
}
