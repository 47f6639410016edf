import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { normaliseUsername } from './user-view.js';

/** Makes the given accounts admins (or not); answers the e-mails that had an account. */
export async function setAdmin(db: Database, emails: string[], isAdmin: boolean): Promise<string[]> {
  const usernames = emails.map(normaliseUsername).filter(Boolean);
  if (usernames.length === 0) return [];
  const rows = await db
    .update(users)
    .set({ isAdmin })
    .where(inArray(users.username, usernames))
    .returning({ username: users.username });
  return rows.map((r) => r.username);
}
