import { count, desc } from 'drizzle-orm';
import type { AuditEntry, AuditListResponse } from '../../contract/admin.js';
import type { Database } from '../db/client.js';
import { adminAuditLog } from '../db/schema/index.js';

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
