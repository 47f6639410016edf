import { count, desc } from 'drizzle-orm';
import type { AuditEntry, AuditListResponse } from '../../contract/admin.js';
import type { Database } from '../db/client.js';
import { adminAuditLog, type UserRow } from '../db/schema/index.js';

export type AuditTarget = { type: 'user' | 'ticket' | 'sessions'; id?: number | string };

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

/** The audit log, newest first, one page at a time. */
export async function listAudit(
  db: Database,
  query: { page: number; pageSize: number },
): Promise<AuditListResponse> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(adminAuditLog),
  ]);
  const entries: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    adminId: r.adminId,
    adminUsername: r.adminUsername,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    details: r.details ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
  return { entries, total: totals[0]?.n ?? 0, page: query.page, pageSize: query.pageSize };
}
