import type { PathsOf, RouteAnswer, RouteContract, RouteInput, RoutePath } from '../../contract/route.js';
import { apiJson, type RequestOptions } from './api.js';

type UrlInput = { params?: Record<string, string | number>; query?: Record<string, unknown> };

/**
 * The address of a call: the path's `{name}` parts filled from `params` (encodeURIComponent), then
 * the query parameters that are not undefined, in the order given.
 */
export function routeUrl(route: RoutePath, input: UrlInput = {}): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${route.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = Object.entries(input.query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** A route's input is optional when it has nothing to send. */
type CallArgs<C extends RouteContract> =
  object extends RouteInput<C>
    ? [input?: RouteInput<C>, options?: RequestOptions]
    : [input: RouteInput<C>, options?: RequestOptions];

/** One route of the client: sends the input, answers the route's answer type (or raises an ApiError). */
export type RouteCall<C extends RouteContract> = (...args: CallArgs<C>) => Promise<RouteAnswer<C>>;

export type ApiClient<T extends Record<string, RouteContract>> = { readonly [K in keyof T]: RouteCall<T[K]> };

/**
 * The browser's client of a feature's routes: `apiClient<typeof memoryRoutes>(memoryPaths)`. The
 * contracts are named by type only (`import type`), so the client carries the plain table of methods
 * and paths and no schema; the type parameter must be the table's contracts (their methods and paths
 * are checked against it). Every call goes through apiJson: ApiError, Idempotency-Key, signals.
 */
export function apiClient<T extends Record<string, RouteContract>>(paths: PathsOf<T>): ApiClient<T> {
  const calls: Record<string, (input?: UrlInput & { body?: unknown }, options?: RequestOptions) => unknown> =
    {};
  for (const [name, route] of Object.entries<RoutePath>(paths)) {
    calls[name] = (input = {}, options = {}) =>
      apiJson(route.method, routeUrl(route, input), input.body, options);
  }
  return calls as unknown as ApiClient<T>;
}
