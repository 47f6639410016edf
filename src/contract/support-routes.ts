import { z } from 'zod';
import { errorBodySchema } from './errors.js';
import { supportPaths } from './paths/support.js';
import { route } from './route.js';
import {
  supportThreadsResponseSchema,
  ticketRepliesResponseSchema,
  ticketReplyRequestSchema,
  ticketReplyResponseSchema,
} from './support.js';

const denied = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const ticketParams = z.object({ id: z.string() });

/** Answers from support: staff write them (admin routes), the signed-in person reads their own. */
export const supportContract = {
  ticketReplies: route(supportPaths.ticketReplies, {
    params: ticketParams,
    answer: ticketRepliesResponseSchema,
    errors: denied,
  }),
  replyToTicket: route(supportPaths.replyToTicket, {
    params: ticketParams,
    body: ticketReplyRequestSchema,
    answer: ticketReplyResponseSchema,
    errors: denied,
  }),
  threads: route(supportPaths.threads, {
    answer: supportThreadsResponseSchema,
    errors: { 401: errorBodySchema },
  }),
  markAnswersRead: route(supportPaths.markAnswersRead, {
    body: z.object({}).strict(),
    answer: z.object({ unread: z.literal(0) }),
    errors: { 400: errorBodySchema, 401: errorBodySchema },
  }),
};
