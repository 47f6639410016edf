import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from './client.js';
import { adminAuditLog, type UserRow } from './schema/index.js';

/*
 * Writing the admin audit log. Several domains write to it (the admin console, campaigns, the admin
 * guard), so it sits beside the database rather than in any one of them; admin/audit.ts reads it.
 */

export type AuditTarget = {
  type: 'user' | 'ticket' | 'sessions' | 'campaign' | 'route';
  id?: number | string;
};

/** A refusal is written once per person, action and target in this time; repeats add nothing. */
export const REFUSAL_LOG_WINDOW_MS = 60 * 60 * 1000;

/** Writes one line of the audit log: which admin did what, to what, with which changes. */
export async function recordAudit(
  db: Database,
  admin: Pick<UserRow, 'id' | 'username'>,
  action: string,
  target: AuditTarget,
  details: Record<string, unknown> | null = null,
  at: Date,
): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: admin.id,
    adminUsername: admin.username,
    action,
    targetType: target.type,
    targetId: target.id === undefined ? null : String(target.id),
    details,
    createdAt: at,
  });
}

/**
 * Writes a refused action: `<action>.refused`, by whom (an admin refused by a rule, or a signed-in
 * non-admin at an admin route) and why. The same person, action and target are written at most once
 * an hour, so nobody can fill the log by repeating a refused request.
 */
export async function recordRefusal(
  deps: { db: Database; clock: () => Date },
  who: Pick<UserRow, 'id' | 'username'>,
  action: string,
  target: AuditTarget,
  reason: string | null = null,
): Promise<void> {
  const now = deps.clock();
  const refused = `${action}.refused`;
  const targetId = target.id === undefined ? null : String(target.id);
  const [recent] = await deps.db
    .select({ id: adminAuditLog.id })
    .from(adminAuditLog)
    .where(
      and(
        gt(adminAuditLog.createdAt, new Date(now.getTime() - REFUSAL_LOG_WINDOW_MS)),
        eq(adminAuditLog.adminId, who.id),
        eq(adminAuditLog.action, refused),
        targetId === null ? isNull(adminAuditLog.targetId) : eq(adminAuditLog.targetId, targetId),
      ),
    )
    .limit(1);
  if (recent) return;
  await recordAudit(deps.db, who, refused, target, reason ? { reason } : null, now);
}
