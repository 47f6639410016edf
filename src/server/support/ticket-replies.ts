import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { adminMessages, type ContactTicket } from '../../contract/admin.js';
import {
  type SupportThreadsResponse,
  supportMessages,
  type TicketReply,
  type TicketReplyRequest,
  type TicketReplyResult,
} from '../../contract/support.js';
import { findTicket } from '../admin/tickets.js';
import { recordAudit } from '../db/audit-log.js';
import type { Database } from '../db/client.js';
import { contactTickets, ticketReplies, type UserRow, users } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import type { Mailer } from '../mail/mailer.js';

export type SupportDeps = {
  db: Database;
  clock: () => Date;
  /** Null when SMTP is not configured: answers are then read in the app only. */
  mailer: Mailer | null;
  /** The site's address, for the link in the e-mail (none without it). */
  publicUrl: string | undefined;
  /** The time zone support's business hours are read in. */
  supportTimeZone: string;
  log: FastifyBaseLogger;
};

type ReplyRow = typeof ticketReplies.$inferSelect & { author: string | null };

function toReply(row: ReplyRow): TicketReply {
  return {
    id: row.id,
    message: row.message,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
    emailedAt: row.emailedAt?.toISOString() ?? null,
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** A ticket's staff answers, oldest first, for the console. */
export async function listReplies(db: Database, ticketId: number): Promise<{ replies: TicketReply[] }> {
  const [ticket] = await db
    .select({ id: contactTickets.id })
    .from(contactTickets)
    .where(eq(contactTickets.id, ticketId))
    .limit(1);
  if (!ticket) throw AppError.notFound(adminMessages.ticketNotFound);
  const rows = await db
    .select({ ...replyColumns, author: users.username })
    .from(ticketReplies)
    .leftJoin(users, eq(users.id, ticketReplies.authorId))
    .where(eq(ticketReplies.ticketId, ticketId))
    .orderBy(asc(ticketReplies.id));
  return { replies: rows.map(toReply) };
}

const replyColumns = {
  id: ticketReplies.id,
  ticketId: ticketReplies.ticketId,
  authorId: ticketReplies.authorId,
  message: ticketReplies.message,
  emailedAt: ticketReplies.emailedAt,
  readAt: ticketReplies.readAt,
  createdAt: ticketReplies.createdAt,
};

/** The e-mail of a staff answer: the answer, then what the person wrote, and where to read it in the app. */
export function replyEmail(
  ticket: Pick<ContactTicket, 'name' | 'message' | 'createdAt' | 'fromAccount'>,
  answer: string,
  publicUrl: string | undefined,
): { subject: string; text: string } {
  const quoted = ticket.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const written = new Date(ticket.createdAt).toUTCString();
  const inApp =
    ticket.fromAccount && publicUrl
      ? `\n\nYou can also read this answer in the app: ${new URL('/contact#your-messages', publicUrl).href}`
      : '';
  return {
    subject: supportMessages.emailSubject,
    text: `Hello ${ticket.name},\n\n${answer}\n\nVoxpert Support${inApp}\n\nOn ${written} you wrote:\n${quoted}\n`,
  };
}

/**
 * A staff answer to a ticket: stored first (so nothing written is lost whatever the mail server does),
 * then e-mailed to the ticket's address when SMTP is configured. The first answer stamps respondedAt and
 * moves a new ticket to in progress. Written to the audit log.
 */
export async function replyToTicket(
  deps: SupportDeps,
  admin: Pick<UserRow, 'id' | 'username'>,
  ticketId: number,
  input: TicketReplyRequest,
): Promise<TicketReplyResult> {
  const now = deps.clock();
  const stored = await deps.db.transaction(async (tx) => {
    const [ticket] = await tx
      .select()
      .from(contactTickets)
      .where(eq(contactTickets.id, ticketId))
      .for('update')
      .limit(1);
    if (!ticket) throw AppError.notFound(adminMessages.ticketNotFound);
    const [reply] = await tx
      .insert(ticketReplies)
      .values({ ticketId, authorId: admin.id, message: input.message, createdAt: now })
      .returning();
    if (!reply) throw new Error('ticket reply not stored');
    await tx
      .update(contactTickets)
      .set({
        updatedAt: now,
        ...(ticket.respondedAt ? {} : { respondedAt: now }),
        ...(ticket.status === 'new' ? { status: 'in_progress' as const } : {}),
      })
      .where(eq(contactTickets.id, ticketId));
    return { reply, email: ticket.email };
  });
  await recordAudit(deps.db, admin, 'ticket.reply', { type: 'ticket', id: ticketId }, null, now);

  const ticket = await findTicket(deps.db, ticketId, { now: deps.clock(), timeZone: deps.supportTimeZone });
  if (!ticket) throw AppError.notFound(adminMessages.ticketNotFound);
  let emailedAt: Date | null = null;
  let emailError: string | null = null;
  if (deps.mailer) {
    try {
      await deps.mailer.send({ to: stored.email, ...replyEmail(ticket, input.message, deps.publicUrl) });
      emailedAt = deps.clock();
      await deps.db.update(ticketReplies).set({ emailedAt }).where(eq(ticketReplies.id, stored.reply.id));
    } catch (err) {
      emailError = 'The e-mail could not be sent; the answer is saved.';
      deps.log.error({ err: { message: (err as Error).message }, ticketId }, 'support answer not e-mailed');
    }
  }
  const deliveredBy: ('app' | 'email')[] = [];
  if (ticket.fromAccount) deliveredBy.push('app');
  if (emailedAt) deliveredBy.push('email');
  return {
    reply: toReply({ ...stored.reply, emailedAt, author: admin.username }),
    ticket,
    deliveredBy,
    emailError,
  };
}

/** The person's own messages to support, newest first, with the answers (oldest first). */
export async function supportThreads(db: Database, userId: number): Promise<SupportThreadsResponse> {
  const tickets = await db
    .select({
      id: contactTickets.id,
      message: contactTickets.message,
      status: contactTickets.status,
      createdAt: contactTickets.createdAt,
    })
    .from(contactTickets)
    .where(eq(contactTickets.userId, userId))
    .orderBy(desc(contactTickets.createdAt), desc(contactTickets.id))
    .limit(50);
  const ids = tickets.map((t) => t.id);
  const replies =
    ids.length === 0
      ? []
      : await db
          .select(replyColumns)
          .from(ticketReplies)
          .where(inArray(ticketReplies.ticketId, ids))
          .orderBy(asc(ticketReplies.id));
  let unread = 0;
  const threads = tickets.map((t) => ({
    id: t.id,
    message: t.message,
    status: t.status,
    createdAt: t.createdAt.toISOString(),
    replies: replies
      .filter((r) => r.ticketId === t.id)
      .map((r) => {
        if (!r.readAt) unread++;
        return { id: r.id, message: r.message, createdAt: r.createdAt.toISOString(), unread: !r.readAt };
      }),
  }));
  return { threads, unread };
}

/** The person has seen every answer to their messages (the contact page showed them). */
export async function markAnswersRead(
  deps: Pick<SupportDeps, 'db' | 'clock'>,
  userId: number,
): Promise<void> {
  const mine = deps.db
    .select({ id: contactTickets.id })
    .from(contactTickets)
    .where(eq(contactTickets.userId, userId));
  await deps.db
    .update(ticketReplies)
    .set({ readAt: deps.clock() })
    .where(and(inArray(ticketReplies.ticketId, mine), isNull(ticketReplies.readAt)));
}
