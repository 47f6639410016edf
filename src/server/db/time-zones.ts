import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import type { UserRow } from './schema/index.js';

/** True when Node's Intl knows the zone (local times of reminders are computed with it). */
export function runtimeKnowsZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone names the database knows (lower case: both Postgres and Intl match names without case). */
const databaseZones = new WeakMap<Database, Promise<Set<string>>>();

function zonesOf(db: Database): Promise<Set<string>> {
  let found = databaseZones.get(db);
  if (!found) {
    found = db
      .execute(sql`select name from pg_timezone_names`)
      // Both drivers (node-postgres and PGlite) answer { rows }.
      .then(
        (result) => new Set((result as { rows: { name: string }[] }).rows.map((r) => r.name.toLowerCase())),
      );
    // A failed read is not kept: the next call asks again.
    found.catch(() => databaseZones.delete(db));
    databaseZones.set(db, found);
  }
  return found;
}

/**
 * A time zone is usable when both Node and the database know it by name: the daily conversation
 * count compares calendar days in SQL (`at time zone`), reminders compute local times in Node, and
 * the two lists differ (Node still knows `US/Pacific-New`, which Postgres dropped). Offsets and
 * abbreviations are refused, because Postgres reads a POSIX offset such as `+05` with the opposite sign.
 */
export async function isUsableTimeZone(db: Database, name: string): Promise<boolean> {
  return runtimeKnowsZone(name) && (await zonesOf(db)).has(name.toLowerCase());
}

/**
 * The zone to use for a stored setting: the setting when it is usable, else UTC. A zone saved before
 * it was checked, or dropped from the database's list since, must never make a later request fail.
 */
export async function usableTimeZone(db: Database, name: string | null | undefined): Promise<string> {
  return name && (await isUsableTimeZone(db, name)) ? name : 'UTC';
}

/**
 * The user's time zone for what Node computes (reminder times): settings.timeZone when the runtime
 * knows it, else UTC. What SQL computes uses `usableTimeZone`, which also asks the database.
 */
export function userTimeZone(user: UserRow): string {
  const zone = user.settings?.timeZone;
  return zone && runtimeKnowsZone(zone) ? zone : 'UTC';
}
