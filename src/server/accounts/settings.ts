import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { messages, type UserSettings, type userSettingsUpdateSchema } from '../../contract/accounts.js';
import { users } from '../db/schema/index.js';
import { isUsableTimeZone } from '../db/time-zones.js';
import { AppError } from '../http/app-error.js';
import type { AccountDeps } from './deps.js';
import { readSettings } from './user-view.js';

export type SettingsUpdate = z.infer<typeof userSettingsUpdateSchema>;

export async function getSettings(deps: Pick<AccountDeps, 'db'>, userId: number): Promise<UserSettings> {
  const [row] = await deps.db.select({ settings: users.settings }).from(users).where(eq(users.id, userId));
  if (!row) throw AppError.unauthorized();
  return readSettings(row.settings);
}

/** Merges the given fields into the stored settings in one statement, so concurrent saves never lose a field. */
export async function updateSettings(
  deps: Pick<AccountDeps, 'db'>,
  userId: number,
  update: SettingsUpdate,
): Promise<UserSettings> {
  if (update.timeZone != null && !(await isUsableTimeZone(deps.db, update.timeZone))) {
    throw AppError.validation({ timeZone: messages.invalidTimeZone });
  }
  const patch = Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined));
  const [row] = await deps.db
    .update(users)
    .set({ settings: sql`${users.settings} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(users.id, userId))
    .returning({ settings: users.settings });
  if (!row) throw AppError.unauthorized();
  return readSettings(row.settings);
}
