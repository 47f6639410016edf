import type { RouteOptions } from 'fastify';

type RouteHookName = 'preHandler' | 'onSend';

/**
 * Adds a hook to one route as it is declared (from an onRoute hook), after the hooks the route has of
 * its own: work that only some routes need then costs the others nothing. A route's hooks run after
 * the application-wide ones of the same kind, in the order they were added.
 */
export function addRouteHook<K extends RouteHookName>(
  route: RouteOptions,
  name: K,
  hook: NonNullable<RouteOptions[K]> extends infer H ? (H extends readonly (infer E)[] ? E : H) : never,
): void {
  const existing = route[name];
  const list = existing === undefined ? [] : Array.isArray(existing) ? [...existing] : [existing];
  (route as Record<RouteHookName, unknown>)[name] = [...list, hook];
}
