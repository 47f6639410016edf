import { randomBytes } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import { hashToken, SESSION_IDLE_MS } from '../http/active-session.js';

export async function createSession(
  db: Database,
  userId: number,
  now: Date,
  userAgent: string | undefined,
  persistent: boolean,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    userAgent: userAgent?.slice(0, 300) ?? null,
    persistent,
  });
  return token;
}

export async function deleteSessionByToken(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteUserSessions(
  db: Database,
  userId: number,
  exceptSessionId?: number,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)),
    );
}

export async function deleteIdleSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)));
}

/** Ends every session of every non-admin user ("Terminate all sessions" in the admin settings). */
export async function deleteNonAdminSessions(db: Database): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(sql`${sessions.userId} in (select ${users.id} from ${users} where ${users.isAdmin} = false)`)
    .returning({ id: sessions.id });
  return deleted.length;
}
