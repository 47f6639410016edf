import { z } from 'zod';
import { contactTicketSchema } from './admin.js';
import { SUPPORT_REPLY_MAX, supportMessages, ticketStatuses } from './support-values.js';
import { text } from './text.js';

export { SUPPORT_REPLY_MAX, supportMessages } from './support-values.js';

/** A staff answer as the console shows it. */
export const ticketReplySchema = z
  .object({
    id: z.number().int(),
    message: z.string(),
    /** The staff member who wrote it (null once their account is gone). */
    author: z.string().nullable(),
    createdAt: z.string(),
    /** When the mail server accepted the e-mail of it; null when not e-mailed. */
    emailedAt: z.string().nullable(),
    /** When the person first saw it in the app; null until then. */
    readAt: z.string().nullable(),
  })
  .meta({ id: 'TicketReply' });
export type TicketReply = z.infer<typeof ticketReplySchema>;

/** POST /api/admin/contact-tickets/{id}/replies */
export const ticketReplyRequestSchema = z
  .object({
    message: text(supportMessages.replyRequired)
      .trim()
      .min(1, supportMessages.replyRequired)
      .max(SUPPORT_REPLY_MAX, supportMessages.replyMax),
  })
  .meta({ id: 'TicketReplyRequest' });
export type TicketReplyRequest = z.infer<typeof ticketReplyRequestSchema>;

/**
 * How the person hears of the answer: `app` when the ticket was written signed in (they read it on the
 * contact page), `email` when the mail server accepted it, both, or neither (no account and no SMTP,
 * or the mail server refused: staff must reach them another way).
 */
export const ticketReplyResponseSchema = z
  .object({
    reply: ticketReplySchema,
    ticket: contactTicketSchema,
    deliveredBy: z.array(z.enum(['app', 'email'])),
    /** Set when SMTP is configured but the e-mail could not be sent. */
    emailError: z.string().nullable(),
  })
  .meta({ id: 'TicketReplyResult' });
export type TicketReplyResult = z.infer<typeof ticketReplyResponseSchema>;

export const ticketRepliesResponseSchema = z
  .object({ replies: z.array(ticketReplySchema) })
  .meta({ id: 'TicketReplies' });
export type TicketRepliesResponse = z.infer<typeof ticketRepliesResponseSchema>;

/** A message the signed-in person sent to support, with the staff's answers, as the person sees it. */
export const supportThreadSchema = z
  .object({
    id: z.number().int(),
    message: z.string(),
    status: z.enum(ticketStatuses),
    createdAt: z.string(),
    replies: z.array(
      z.object({ id: z.number().int(), message: z.string(), createdAt: z.string(), unread: z.boolean() }),
    ),
  })
  .meta({ id: 'SupportThread' });
export type SupportThread = z.infer<typeof supportThreadSchema>;

/** GET /api/support/messages: newest first; `unread` counts the answers not yet seen. */
export const supportThreadsResponseSchema = z
  .object({ threads: z.array(supportThreadSchema), unread: z.number().int() })
  .meta({ id: 'SupportThreads' });
export type SupportThreadsResponse = z.infer<typeof supportThreadsResponseSchema>;
