import { and, asc, count, eq, sql } from 'drizzle-orm';
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
import { type MemoryFactRow, memoryFacts, memorySettings } from '../db/schema/index.js';
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
 * and once MEMORY_FACTS_MAX are kept nothing new is added (the Memory tab says so). Answers how many
 * were added or changed. The caller has checked that memory is on.
 */
export async function rememberFacts(
  db: Database,
  userId: number,
  facts: readonly RememberedFact[],
  now: Date,
): Promise<number> {
  let changed = 0;
  const seen = new Set<string>();
  for (const fact of facts) {
    const text = cut(fact.text);
    if (text === '') continue;
    const key = factKey(fact.kind, text);
    if (seen.has(key)) continue;
    seen.add(key);
    if (fact.kind === 'name') {
      const rows = await db
        .insert(memoryFacts)
        .values({ userId, kind: 'name', text, key, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [memoryFacts.userId, memoryFacts.key],
          set: { text, updatedAt: now },
          setWhere: sql`${memoryFacts.text} <> ${text}`,
        })
        .returning({ id: memoryFacts.id });
      changed += rows.length;
      continue;
    }
    const [kept] = await db.select({ n: count() }).from(memoryFacts).where(eq(memoryFacts.userId, userId));
    if ((kept?.n ?? 0) >= MEMORY_FACTS_MAX) break;
    const rows = await db
      .insert(memoryFacts)
      .values({ userId, kind: fact.kind, text, key, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: memoryFacts.id });
    changed += rows.length;
  }
  return changed;
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
  // Rewritten into a fact already kept: the two become one.
  if (same && same.id !== id) await db.delete(memoryFacts).where(eq(memoryFacts.id, same.id));
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
