import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  adminMessages,
  type ContactTicket,
  type TicketListResponse,
  type TicketUpdate,
  type ticketListQuerySchema,
  ticketStatuses,
} from '../../contract/admin.js';
import { answerBy } from '../contact/business-hours.js';
import { recordAudit } from '../db/audit-log.js';
import type { Database } from '../db/client.js';
import { contactTickets, ticketReplies, type UserRow } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { containsPattern } from './like-pattern.js';

type TicketRow = typeof contactTickets.$inferSelect;
type ListQuery = z.output<typeof ticketListQuerySchema>;

/** The moment the console looks at tickets, and the time zone support's business hours are read in. */
export type SupportClock = { now: Date; timeZone: string };

/** A ticket's columns with the number of staff answers it has. */
export const ticketColumns = {
  ...getTableColumns(contactTickets),
  replies: sql<number>`(select count(*) from ${ticketReplies} where ${ticketReplies.ticketId} = ${contactTickets.id})::int`,
};

/** One ticket as the console shows it; undefined when there is none with that id. */
export async function findTicket(
  db: Database,
  id: number,
  support: SupportClock,
): Promise<ContactTicket | undefined> {
  const [row] = await db.select(ticketColumns).from(contactTickets).where(eq(contactTickets.id, id)).limit(1);
  return row && toTicket(row, support);
}

function toTicket(row: TicketRow & { replies: number }, support: SupportClock): ContactTicket {
  const due = answerBy(row.createdAt, row.supportPlan, support.timeZone);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    status: row.status,
    priority: row.priority,
    adminNotes: row.adminNotes,
    fromAccount: row.userId !== null,
    supportPlan: row.supportPlan,
    answerBy: due.toISOString(),
    pastDue: row.respondedAt === null && row.status !== 'resolved' && support.now.getTime() > due.getTime(),
    replies: Number(row.replies),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Tickets filtered by status, priority or a text in the name or e-mail, with totals per status. Open
 * tickets (not resolved) come first: Premium, then Basic, then Free and guests, oldest first within a
 * plan; then resolved ones, newest first.
 */
export async function listTickets(
  db: Database,
  query: ListQuery,
  support: SupportClock,
): Promise<TicketListResponse> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(contactTickets.status, query.status));
  if (query.priority) filters.push(eq(contactTickets.priority, query.priority));
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    const either = or(ilike(contactTickets.name, pattern), ilike(contactTickets.email, pattern));
    if (either) filters.push(either);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, matching, perStatus] = await Promise.all([
    db
      .select(ticketColumns)
      .from(contactTickets)
      .where(where)
      .orderBy(
        sql`case when ${contactTickets.status} = 'resolved' then 1 else 0 end`,
        sql`case when ${contactTickets.status} = 'resolved' then 3 when ${contactTickets.supportPlan} = 'premium' then 0 when ${contactTickets.supportPlan} = 'basic' then 1 else 2 end`,
        sql`case when ${contactTickets.status} = 'resolved' then null else ${contactTickets.createdAt} end asc nulls last`,
        desc(contactTickets.createdAt),
        asc(contactTickets.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(contactTickets).where(where),
    db
      .select({ status: contactTickets.status, n: count() })
      .from(contactTickets)
      .groupBy(contactTickets.status),
  ]);
  const totals = { all: 0, new: 0, in_progress: 0, resolved: 0 };
  for (const { status, n } of perStatus) {
    if ((ticketStatuses as readonly string[]).includes(status)) totals[status] = n;
    totals.all += n;
  }
  return {
    tickets: rows.map((row) => toTicket(row, support)),
    total: matching[0]?.n ?? 0,
    totals,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Sets a ticket's status, priority or notes; any status may follow any other. The first move away from
 * 'new' stamps respondedAt (kept from then on); becoming 'resolved' stamps resolvedAt, and leaving
 * 'resolved' clears it.
 */
export async function updateTicket(
  deps: { db: Database; clock: () => Date; supportTimeZone: string },
  admin: Pick<UserRow, 'id' | 'username'>,
  id: number,
  input: TicketUpdate,
): Promise<ContactTicket> {
  const [row] = await deps.db.select().from(contactTickets).where(eq(contactTickets.id, id)).limit(1);
  if (!row) throw AppError.notFound(adminMessages.ticketNotFound);
  const now = deps.clock();
  const status = input.status ?? row.status;
  const changes: Partial<TicketRow> = { updatedAt: now };
  if (input.status !== undefined) changes.status = input.status;
  if (input.priority !== undefined) changes.priority = input.priority;
  if (input.adminNotes !== undefined) changes.adminNotes = input.adminNotes;
  if (status !== 'new' && !row.respondedAt) changes.respondedAt = now;
  if (status === 'resolved' && row.status !== 'resolved') changes.resolvedAt = now;
  if (status !== 'resolved' && row.resolvedAt) changes.resolvedAt = null;
  await deps.db.update(contactTickets).set(changes).where(eq(contactTickets.id, id));
  const updated = await findTicket(deps.db, id, { now, timeZone: deps.supportTimeZone });
  if (!updated) throw AppError.notFound(adminMessages.ticketNotFound);
  const details: Record<string, unknown> = {};
  if (input.status !== undefined && input.status !== row.status) details.status = input.status;
  if (input.priority !== undefined && input.priority !== row.priority) details.priority = input.priority;
  if (input.adminNotes !== undefined && input.adminNotes !== row.adminNotes) details.adminNotes = 'changed';
  await recordAudit(deps.db, admin, 'ticket.update', { type: 'ticket', id }, details, now);
  return updated;
}
