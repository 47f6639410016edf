import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '../../contract/admin.js';
import { adminContract as contract } from '../../contract/admin-routes.js';
import type { BillingMode } from '../../contract/billing.js';
import type { AccountDeps } from '../accounts/deps.js';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { requireAdmin } from '../http/auth.js';
import { contractRoute } from '../http/contract-route.js';
import { parseRowId } from '../http/row-id.js';
import { apiUsageReport } from './api-usage.js';
import { listAudit } from './audit.js';
import { terminateSessions } from './sessions.js';
import { systemStatus } from './system-status.js';
import { listTickets, updateTicket } from './tickets.js';
import { deleteUser, getUser, listUsers, updateUser } from './users.js';

const tags = ['admin'];

function rowId(raw: string, notFound: string): number {
  const id = parseRowId(raw);
  if (id === null) throw AppError.notFound(notFound);
  return id;
}

/**
 * The admin console's API, registered from its contract (adminContract): every route answers 401 to a
 * guest and 403 to a signed-in non-admin, before its input is read (admin-guard.ts).
 */
export function adminRoutes(
  deps: Pick<AccountDeps, 'db' | 'limiter' | 'beforeDelete' | 'afterDelete' | 'clock'> & {
    database: Pick<DatabaseHandle, 'db' | 'driver'>;
    config: Config;
    billingMode: BillingMode;
  },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...contractRoute(contract.users, {
        tags,
        summary: 'List users, a page at a time, optionally searched by e-mail or name',
      }),
      handler: async (request) => listUsers(deps, request.query),
    });

    app.route({
      ...contractRoute(contract.user, { tags, summary: 'One user and how many records they own' }),
      handler: async (request) => getUser(deps, rowId(request.params.id, adminMessages.userNotFound)),
    });

    app.route({
      ...contractRoute(contract.updateUser, {
        tags,
        summary: "Change a user's e-mail, names, gender, admin flag, subscription fields or password",
      }),
      handler: async (request) => {
        const { user } = requireAdmin(request);
        return updateUser(deps, user, rowId(request.params.id, adminMessages.userNotFound), request.body);
      },
    });

    app.route({
      ...contractRoute(contract.deleteUser, { tags, summary: 'Delete a user and everything they own' }),
      handler: async (request) => {
        const { user } = requireAdmin(request);
        return deleteUser(deps, user, rowId(request.params.id, adminMessages.userNotFound));
      },
    });

    app.route({
      ...contractRoute(contract.tickets, {
        tags,
        summary: 'Contact tickets, newest first, with filters and totals per status',
      }),
      handler: async (request) =>
        listTickets(deps.db, request.query, { now: deps.clock(), timeZone: deps.config.SUPPORT_TIME_ZONE }),
    });

    app.route({
      ...contractRoute(contract.updateTicket, {
        tags,
        summary: "Change a ticket's status, priority or notes",
      }),
      handler: async (request) => {
        const { user } = requireAdmin(request);
        return updateTicket(
          { ...deps, supportTimeZone: deps.config.SUPPORT_TIME_ZONE },
          user,
          rowId(request.params.id, adminMessages.ticketNotFound),
          request.body,
        );
      },
    });

    app.route({
      ...contractRoute(contract.apiUsage, {
        tags,
        summary: 'AI provider calls and estimated cost for a range of UTC days (default the last 30)',
      }),
      handler: async (request) => apiUsageReport(deps.db, request.query, deps.clock()),
    });

    app.route({
      ...contractRoute(contract.terminateSessions, {
        tags,
        summary: 'Sign out every user who is not an admin',
      }),
      handler: async (request) => terminateSessions(deps, requireAdmin(request).user),
    });

    app.route({
      ...contractRoute(contract.system, {
        tags,
        summary: 'Counts, configured providers (never keys), billing mode, database kind and version',
      }),
      handler: async () => systemStatus(deps),
    });

    app.route({
      ...contractRoute(contract.auditLog, { tags, summary: 'What admins did, newest first' }),
      handler: async (request) => listAudit(deps.db, request.query),
    });
  };
}
