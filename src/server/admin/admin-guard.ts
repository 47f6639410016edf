import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordRefusal } from '../db/audit-log.js';
import type { Database } from '../db/client.js';
import { requireAdmin, requireUser } from '../http/auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Admins only, though the path is not under /api/admin/ (the admin guard checks it first). */
    adminOnly?: true;
  }
}

/** Whether a route is for admins: everything under /api/admin/, and routes marked `adminOnly`. */
export function isAdminRoute(request: FastifyRequest): boolean {
  return (
    request.routeOptions.url?.startsWith('/api/admin/') === true ||
    request.routeOptions.config.adminOnly === true
  );
}

/**
 * Every admin route asks who is calling before anything else of the request is read: a guest gets 401
 * and a signed-in non-admin 403 whatever the body or query holds, so nobody but an admin learns what a
 * valid request looks like. A signed-in non-admin's attempt is written to the audit log. Added after the
 * session lookup (an onRequest hook too), before any route is declared.
 */
export function installAdminGuard(app: FastifyInstance, deps: { db: Database; clock: () => Date }): void {
  app.addHook('onRequest', async (request) => {
    if (!isAdminRoute(request)) return;
    const { user } = requireUser(request);
    if (!user.isAdmin) {
      await recordRefusal(deps, user, 'admin.access', {
        type: 'route',
        id: `${request.method} ${request.routeOptions.url}`,
      });
    }
    requireAdmin(request);
  });
}
