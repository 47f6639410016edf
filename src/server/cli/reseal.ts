import { asc, eq, gt, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { activeSealer } from '../crypto/keyring.js';
import type { Database } from '../db/client.js';
import {
  assistantMessages,
  conversations,
  documents,
  idempotencyKeys,
  memoryFacts,
  messages,
  reminderFollowUps,
  voiceCloneRecordings,
} from '../db/schema/index.js';
import { openSealedJson } from '../db/schema/sealed-columns.js';
import type { SealedStorage } from '../files/sealed-storage.js';
import { factKey } from '../memory/memory-store.js';

const BATCH = 200;

type Sealed = { name: string; column: AnyPgColumn; json?: boolean };
type Table = { table: PgTable; id: AnyPgColumn; columns: Sealed[] };

/** Every column that holds people's words sealed (db/schema/sealed-columns.ts). */
const SEALED_TABLES: Table[] = [
  {
    table: conversations,
    id: conversations.id,
    columns: [
      { name: 'title', column: conversations.title },
      { name: 'searchTitle', column: conversations.searchTitle },
      { name: 'pendingReminder', column: conversations.pendingReminder },
      { name: 'summary', column: conversations.summary, json: true },
    ],
  },
  {
    table: messages,
    id: messages.id,
    columns: [
      { name: 'content', column: messages.content },
      { name: 'searchText', column: messages.searchText },
    ],
  },
  {
    table: assistantMessages,
    id: assistantMessages.id,
    columns: [{ name: 'content', column: assistantMessages.content }],
  },
  {
    table: idempotencyKeys,
    id: idempotencyKeys.id,
    columns: [{ name: 'responseBody', column: idempotencyKeys.responseBody }],
  },
  { table: memoryFacts, id: memoryFacts.id, columns: [{ name: 'text', column: memoryFacts.text }] },
  {
    table: reminderFollowUps,
    id: reminderFollowUps.id,
    columns: [{ name: 'answer', column: reminderFollowUps.answer }],
  },
  {
    table: documents,
    id: documents.id,
    columns: [
      { name: 'displayName', column: documents.displayName },
      { name: 'content', column: documents.content },
    ],
  },
];

export type ResealCounts = { rows: number; files: number };

/**
 * Seals again, with the sealing key (the first of ENCRYPTION_KEYS), every stored value that is plain
 * (written before encryption) or sealed with another key: the sealed columns, memory facts' keyed
 * hashes and the uploaded files. Run after adding a key in front of ENCRYPTION_KEYS; once it is done
 * the older keys can be removed. Safe to run again (what is current is left alone) and while the
 * server runs.
 */
export async function resealAll(db: Database, storage: SealedStorage | null): Promise<ResealCounts> {
  const sealer = activeSealer();
  const stale = (raw: unknown, json: boolean) => {
    if (raw === null || raw === undefined) return false;
    if (json) {
      const value = typeof raw === 'string' && raw.startsWith('"') ? (JSON.parse(raw) as unknown) : raw;
      return typeof value !== 'string' || sealer.keyIdOf(value) !== sealer.writeKeyId;
    }
    return sealer.keyIdOf(String(raw)) !== sealer.writeKeyId;
  };
  let rows = 0;
  for (const { table, id, columns } of SEALED_TABLES) {
    let after = 0;
    for (;;) {
      const raw = Object.fromEntries(columns.map((c) => [c.name, sql<unknown>`${c.column}`]));
      const batch = (await db
        .select({ id: sql<number>`${id}`.mapWith(Number), ...raw })
        .from(table)
        .where(gt(id, after))
        .orderBy(asc(id))
        .limit(BATCH)) as ({ id: number } & Record<string, unknown>)[];
      for (const row of batch) {
        const set: Record<string, unknown> = {};
        for (const c of columns) {
          const value = row[c.name];
          if (!stale(value, c.json === true)) continue;
          set[c.name] = c.json ? openSealedJson(value) : sealer.open(String(value));
        }
        if (Object.keys(set).length === 0) continue;
        await db
          .update(table)
          .set(set as never)
          .where(eq(id, row.id));
        rows += 1;
      }
      const last = batch.at(-1);
      if (!last || batch.length < BATCH) break;
      after = last.id;
    }
  }
  rows += await rehashFactKeys(db);
  rows += await resealRecordings(db);
  let files = 0;
  if (storage) {
    const stored = await db
      .select({ key: documents.storageKey, type: documents.mimeType })
      .from(documents)
      .orderBy(asc(documents.id));
    for (const file of stored) if (await storage.reseal(file.key, file.type)) files += 1;
  }
  return { rows, files };
}

/** Memory facts' keys hashed again with the sealing key (a plain key from before, or another key's hash). */
async function rehashFactKeys(db: Database): Promise<number> {
  const current = `h1:${activeSealer().writeKeyId}:`;
  const facts = await db
    .select({ id: memoryFacts.id, kind: memoryFacts.kind, text: memoryFacts.text, key: memoryFacts.key })
    .from(memoryFacts);
  let done = 0;
  for (const fact of facts) {
    if (fact.key.startsWith(current)) continue;
    await db
      .update(memoryFacts)
      .set({ key: factKey(fact.kind, fact.text) })
      .where(eq(memoryFacts.id, fact.id));
    done += 1;
  }
  return done;
}

/** A person's own-voice recordings (sealed bytes) sealed again with the sealing key. */
async function resealRecordings(db: Database): Promise<number> {
  const sealer = activeSealer();
  const recordings = await db
    .select({ id: voiceCloneRecordings.id, raw: sql<Buffer | Uint8Array>`${voiceCloneRecordings.audio}` })
    .from(voiceCloneRecordings)
    .orderBy(asc(voiceCloneRecordings.id));
  let done = 0;
  for (const { id, raw } of recordings) {
    const stored = Buffer.isBuffer(raw) ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
    if (sealer.fileKeyIdOf(stored) === sealer.writeKeyId) continue;
    await db
      .update(voiceCloneRecordings)
      .set({ audio: sealer.openBytes(stored) })
      .where(eq(voiceCloneRecordings.id, id));
    done += 1;
  }
  return done;
}
