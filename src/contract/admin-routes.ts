import { z } from 'zod';
import { successResponseSchema, userSchema } from './accounts.js';
import {
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserUpdateSchema,
  apiUsageQuerySchema,
  apiUsageResponseSchema,
  auditListQuerySchema,
  auditListResponseSchema,
  contactTicketSchema,
  systemStatusSchema,
  terminateSessionsResponseSchema,
  ticketListQuerySchema,
  ticketListResponseSchema,
  ticketUpdateSchema,
} from './admin.js';
import { errorBodySchema } from './errors.js';
import { adminPaths } from './paths/admin.js';
import { route } from './route.js';

/** Any text: an id that is not a positive int4 answers 404 like a missing row, never 400 or 500. */
const idParams = z.object({ id: z.string() });
/** A guest gets 401 and a signed-in non-admin 403, before the input is read. */
const denied = { 401: errorBodySchema, 403: errorBodySchema };
const withInput = { 400: errorBodySchema, ...denied };

/** The staff console's API: users, contact tickets, provider usage, sessions, the system, the audit log. */
export const adminContract = {
  users: route(adminPaths.users, {
    query: adminUserListQuerySchema,
    answer: adminUserListResponseSchema,
    errors: withInput,
  }),
  user: route(adminPaths.user, {
    params: idParams,
    answer: adminUserDetailSchema,
    errors: { ...denied, 404: errorBodySchema },
  }),
  updateUser: route(adminPaths.updateUser, {
    params: idParams,
    body: adminUserUpdateSchema,
    answer: userSchema,
    errors: { ...withInput, 404: errorBodySchema, 409: errorBodySchema },
  }),
  deleteUser: route(adminPaths.deleteUser, {
    params: idParams,
    answer: successResponseSchema,
    errors: { ...withInput, 404: errorBodySchema, 502: errorBodySchema },
  }),
  tickets: route(adminPaths.tickets, {
    query: ticketListQuerySchema,
    answer: ticketListResponseSchema,
    errors: withInput,
  }),
  updateTicket: route(adminPaths.updateTicket, {
    params: idParams,
    body: ticketUpdateSchema,
    answer: contactTicketSchema,
    errors: { ...withInput, 404: errorBodySchema },
  }),
  apiUsage: route(adminPaths.apiUsage, {
    query: apiUsageQuerySchema,
    answer: apiUsageResponseSchema,
    errors: withInput,
  }),
  terminateSessions: route(adminPaths.terminateSessions, {
    answer: terminateSessionsResponseSchema,
    errors: denied,
  }),
  system: route(adminPaths.system, { answer: systemStatusSchema, errors: denied }),
  auditLog: route(adminPaths.auditLog, {
    query: auditListQuerySchema,
    answer: auditListResponseSchema,
    errors: withInput,
  }),
};
