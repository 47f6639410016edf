import { and, count, desc, gte, lt, sql } from 'drizzle-orm';
import type { CrisisKind, SafetyEventsResponse, SafetyLayer } from '../../contract/safety.js';
import type { Database } from '../db/client.js';
import { safetyEvents } from '../db/schema/index.js';
import { counterKey, takeAllowance } from '../http/brute-force.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Without dates, the counts cover this many days up to today. */
export const SAFETY_EVENTS_DEFAULT_DAYS = 30;
/** The longest range one request may ask for. */
export const SAFETY_EVENTS_MAX_DAYS = 366;

/** The hour of `at`, minutes and seconds cut: the only time a safety event keeps. */
export const hourOf = (at: Date): Date => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/**
 * How long a scope (a conversation, a thread, a guest's address) counts each kind once: a person who
 * repeats a crisis, or a guest who sends crisis words again and again, adds one event per kind.
 */
export const SAFETY_EVENT_ONCE_SECONDS = 24 * 3600;

/**
 * Counts one safety signal per kind: its kind, the conversation's language, the layer, the hour. A
 * kind already counted in the same scope within SAFETY_EVENT_ONCE_SECONDS is not counted again. The
 * marker is a counter in rate_limits whose key is a salted hash of the scope and the kind (never the
 * scope itself), taken atomically, so simultaneous turns on any process count a kind once; it is
 * deleted when its window ends.
 */
export async function recordSafetyEvents(
  db: Database,
  events: { kind: CrisisKind; layer: SafetyLayer }[],
  language: string,
  at: Date,
  once: { secret: string; scope: string },
): Promise<void> {
  const first = await Promise.all(
    events.map(
      async (e) =>
        (await takeAllowance(
          db,
          counterKey(once.secret, 'safetyEvent', `${once.scope}:${e.kind}`),
          1,
          1,
          SAFETY_EVENT_ONCE_SECONDS,
        )) === 0,
    ),
  );
  const counted = events.filter((_, i) => first[i]);
  if (counted.length === 0) return;
  const hour = hourOf(at);
  await db
    .insert(safetyEvents)
    .values(counted.map((e) => ({ kind: e.kind, layer: e.layer, language, hour })));
}

const dayString = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The counts for the admins: per kind and language, and per layer, in whole UTC days from `from` to
 * `to` (both included; default the last 30 days up to today).
 */
export async function countSafetyEvents(
  db: Database,
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): Promise<SafetyEventsResponse> {
  const to = query.to ?? dayString(now);
  const from =
    query.from ??
    dayString(new Date(Date.parse(`${to}T00:00:00Z`) - (SAFETY_EVENTS_DEFAULT_DAYS - 1) * DAY_MS));
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const within = and(gte(safetyEvents.hour, start), lt(safetyEvents.hour, end));
  const n = count();
  const [perKind, perLayer] = await Promise.all([
    db
      .select({ kind: safetyEvents.kind, language: safetyEvents.language, count: n })
      .from(safetyEvents)
      .where(within)
      .groupBy(safetyEvents.kind, safetyEvents.language)
      .orderBy(desc(n), safetyEvents.kind, safetyEvents.language),
    db
      .select({ layer: safetyEvents.layer, count: n })
      .from(safetyEvents)
      .where(within)
      .groupBy(safetyEvents.layer)
      .orderBy(sql`${safetyEvents.layer}`),
  ]);
  return {
    from,
    to,
    total: perKind.reduce((sum, row) => sum + row.count, 0),
    counts: perKind.map((row) => ({ kind: row.kind, language: row.language, count: Number(row.count) })),
    layers: perLayer.map((row) => ({ layer: row.layer as SafetyLayer, count: Number(row.count) })),
  };
}
