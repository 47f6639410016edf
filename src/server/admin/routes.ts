import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successResponseSchema, userSchema } from '../../contract/accounts.js';
import {
  adminMessages,
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
} from '../../contract/admin.js';
import type { BillingMode } from '../../contract/billing.js';
import { errorBodySchema } from '../../contract/errors.js';
import type { AccountDeps } from '../accounts/deps.js';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { requireAdmin } from '../http/auth.js';
import { parseRowId } from '../http/row-id.js';
import { apiUsageReport } from './api-usage.js';
import { listAudit } from './audit.js';
import { terminateSessions } from './sessions.js';
import { systemStatus } from './system-status.js';
import { listTickets, updateTicket } from './tickets.js';
import { deleteUser, getUser, listUsers, updateUser } from './users.js';

const idParams = z.object({ id: z.string() });
const denied = { 401: errorBodySchema, 403: errorBodySchema };
const withInput = { 400: errorBodySchema, ...denied };
const tags = ['admin'];

function rowId(raw: string, notFound: string): number {
  const id = parseRowId(raw);
  if (id === null) throw AppError.notFound(notFound);
  return id;
}

/**
 * The admin console's API: every route answers 401 to a guest and 403 to a signed-in non-admin, before
 * its input is read (admin-guard.ts).
 */
export function adminRoutes(
  deps: Pick<AccountDeps, 'db' | 'limiter' | 'beforeDelete' | 'afterDelete' | 'clock'> & {
    database: Pick<DatabaseHandle, 'db' | 'driver'>;
    config: Config;
    billingMode: BillingMode;
  },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/users',
      {
        schema: {
          tags,
          summary: 'List users, a page at a time, optionally searched by e-mail or name',
          querystring: adminUserListQuerySchema,
          response: { 200: adminUserListResponseSchema, ...withInput },
        },
      },
      async (request) => listUsers(deps, request.query),
    );

    app.get(
      '/api/admin/users/:id',
      {
        schema: {
          tags,
          summary: 'One user and how many records they own',
          params: idParams,
          response: { 200: adminUserDetailSchema, ...denied, 404: errorBodySchema },
        },
      },
      async (request) => getUser(deps, rowId(request.params.id, adminMessages.userNotFound)),
    );

    app.put(
      '/api/admin/users/:id',
      {
        schema: {
          tags,
          summary: "Change a user's e-mail, names, gender, admin flag, subscription fields or password",
          params: idParams,
          body: adminUserUpdateSchema,
          response: { 200: userSchema, ...withInput, 404: errorBodySchema, 409: errorBodySchema },
        },
      },
      async (request) => {
        const { user } = requireAdmin(request);
        return updateUser(deps, user, rowId(request.params.id, adminMessages.userNotFound), request.body);
      },
    );

    app.delete(
      '/api/admin/users/:id',
      {
        schema: {
          tags,
          summary: 'Delete a user and everything they own',
          params: idParams,
          response: { 200: successResponseSchema, ...withInput, 404: errorBodySchema, 502: errorBodySchema },
        },
      },
      async (request) => {
        const { user } = requireAdmin(request);
        return deleteUser(deps, user, rowId(request.params.id, adminMessages.userNotFound));
      },
    );

    app.get(
      '/api/admin/contact-tickets',
      {
        schema: {
          tags,
          summary: 'Contact tickets, newest first, with filters and totals per status',
          querystring: ticketListQuerySchema,
          response: { 200: ticketListResponseSchema, ...withInput },
        },
      },
      async (request) =>
        listTickets(deps.db, request.query, { now: deps.clock(), timeZone: deps.config.SUPPORT_TIME_ZONE }),
    );

    app.put(
      '/api/admin/contact-tickets/:id',
      {
        schema: {
          tags,
          summary: "Change a ticket's status, priority or notes",
          params: idParams,
          body: ticketUpdateSchema,
          response: { 200: contactTicketSchema, ...withInput, 404: errorBodySchema },
        },
      },
      async (request) => {
        const { user } = requireAdmin(request);
        return updateTicket(
          { ...deps, supportTimeZone: deps.config.SUPPORT_TIME_ZONE },
          user,
          rowId(request.params.id, adminMessages.ticketNotFound),
          request.body,
        );
      },
    );

    app.get(
      '/api/admin/analytics/api-usage',
      {
        schema: {
          tags,
          summary: 'AI provider calls and estimated cost for a range of UTC days (default the last 30)',
          querystring: apiUsageQuerySchema,
          response: { 200: apiUsageResponseSchema, ...withInput },
        },
      },
      async (request) => apiUsageReport(deps.db, request.query, deps.clock()),
    );

    app.post(
      '/api/admin/terminate-sessions',
      {
        schema: {
          tags,
          summary: 'Sign out every user who is not an admin',
          response: { 200: terminateSessionsResponseSchema, ...denied },
        },
      },
      async (request) => terminateSessions(deps, requireAdmin(request).user),
    );

    app.get(
      '/api/admin/system',
      {
        schema: {
          tags,
          summary: 'Counts, configured providers (never keys), billing mode, database kind and version',
          response: { 200: systemStatusSchema, ...denied },
        },
      },
      async () => systemStatus(deps),
    );

    app.get(
      '/api/admin/audit-log',
      {
        schema: {
          tags,
          summary: 'What admins did, newest first',
          querystring: auditListQuerySchema,
          response: { 200: auditListResponseSchema, ...withInput },
        },
      },
      async (request) => listAudit(deps.db, request.query),
    );
  };
}
