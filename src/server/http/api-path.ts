import type { FastifyRequest } from 'fastify';

/**
 * Whether a request is for the API. The router decodes the path before it matches (`/%61pi/user` is
 * the route `/api/user`), so the route it matched decides, not the raw URL; a request no route matched
 * goes by its raw path. Every hook that only API requests get (the session, no-store) asks this, so a
 * path written another way reaches no API handler without them.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return (route ?? request.url).startsWith('/api/');
}
