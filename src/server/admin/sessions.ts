import { eq, inArray } from 'drizzle-orm';
import { adminMessages, type TerminateSessionsResponse } from '../../contract/admin.js';
import { recordAudit } from '../db/audit-log.js';
import type { Database } from '../db/client.js';
import { sessions, type UserRow, users } from '../db/schema/index.js';

/** Signs out everyone who is not an admin: every session of a non-admin account is deleted. */
export async function terminateSessions(
  deps: { db: Database; clock: () => Date },
  admin: Pick<UserRow, 'id' | 'username'>,
): Promise<TerminateSessionsResponse> {
  const nonAdmins = deps.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, false));
  const ended = await deps.db
    .delete(sessions)
    .where(inArray(sessions.userId, nonAdmins))
    .returning({ id: sessions.id });
  await recordAudit(
    deps.db,
    admin,
    'sessions.terminate',
    { type: 'sessions' },
    { terminated: ended.length },
    deps.clock(),
  );
  return { success: true, terminated: ended.length, message: adminMessages.sessionsTerminated };
}
