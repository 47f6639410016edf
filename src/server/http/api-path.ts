import type { FastifyRequest } from 'fastify';

/**
 * Whether a request is for the API: the route the router matched is an /api route, or the raw path
 * starts with /api/. The router decodes the path before it matches (`/%61pi/user` is the route
 * `/api/user`), so the raw URL alone would let such a path reach an API handler without the hooks only
 * API requests get (the session, no-store); the raw path still counts for a request that matched no
 * route or only the web app's catch-all. Every such hook asks this.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') === true || request.url.startsWith('/api/');
}
