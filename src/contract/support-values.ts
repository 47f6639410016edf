/**
 * Support ticket values without zod: the admin console's tickets tab and answer form import these, and
 * the schemas (admin.ts, support.ts) load only when a form validates.
 */
export const ticketStatuses = ['new', 'in_progress', 'resolved'] as const;
export const ticketPriorities = ['low', 'medium', 'high'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export const SUPPORT_REPLY_MAX = 5000;

export const supportMessages = {
  replyRequired: 'Please write a reply',
  replyMax: `A reply must be at most ${SUPPORT_REPLY_MAX} characters`,
  emailSubject: 'Re: your message to Voxpert',
} as const;
