import type { z } from 'zod';

/**
 * One contract per route: its method and path (from its zod-free table in `paths/<feature>.ts`), its
 * inputs, its answer, its errors and, for an event stream, each event. The server registers the route
 * from it (`server/http/contract-route.ts`) and the browser calls it through a client built from it
 * (`web/lib/api-client.ts`), which imports these types only, never zod. Decision 0025.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route as the browser needs it at run time: plain data, no schema. Paths name parameters `{id}`. */
export type RoutePath = { readonly method: Method; readonly path: string };

type Schema = z.ZodType;

/** What a route declares besides its method and path. */
export type RouteParts = {
  /** Path parameters, by the names of the path's `{name}` parts. */
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  /** The success status (200 unless said; 204 answers no content). */
  readonly status?: 200 | 201 | 204;
  /** A multipart form (an upload): the browser sends a FormData body, the server reads its parts itself. */
  readonly form?: true;
  /** A second success status with the same answer (a create that found it already there answers 200). */
  readonly alsoStatus?: 200;
  /** The success answer; none for an event stream. */
  readonly answer?: Schema;
  /** Every error status the route documents, with its body. */
  readonly errors: Readonly<Record<number, Schema>>;
  /** An event stream's events by name (`done` carries the turn's answer, `error` its failure). */
  readonly events?: Readonly<Record<string, Schema>>;
};

export type RouteContract = RoutePath & RouteParts;

/** The contract of the route `path` (an entry of the route table). */
export function route<const P extends RoutePath, const D extends RouteParts>(path: P, parts: D): P & D {
  return { ...path, ...parts };
}

/** The table of a feature's routes: for each contract, its method and path only. */
export type PathsOf<T extends Record<string, RouteContract>> = {
  readonly [K in keyof T]: Pick<T[K], 'method' | 'path'>;
};

type Input<S> = S extends Schema ? z.input<S> : never;
type Output<S> = S extends Schema ? z.output<S> : never;

/** Path parameters are written into the path, so a number does as well as its digits. */
type ParamsInput<S> = { [K in keyof Input<S>]: string | number };
/** Query parameters are written as text; an undefined one is left out (an optional one may be). */
type QueryInput<S> = { [K in keyof Input<S>]: string | number | undefined };

/** What a call of the route sends: `params`, `query` and `body` where the route has them. */
export type RouteInput<C extends RouteParts> = (C['params'] extends Schema
  ? { params: ParamsInput<C['params']> }
  : unknown) &
  (C['query'] extends Schema ? { query: QueryInput<C['query']> } : unknown) &
  (C['body'] extends Schema ? { body: Input<C['body']> } : unknown) &
  (C['form'] extends true ? { body: FormData } : unknown);

/** The route's success answer. */
export type RouteAnswer<C extends RouteParts> = C['answer'] extends Schema ? Output<C['answer']> : never;

/** An event stream's events, by name, with their data. */
export type RouteEvents<C extends RouteParts> =
  C['events'] extends Record<string, Schema> ? { [K in keyof C['events']]: Output<C['events'][K]> } : never;

/** The bodies of the route's error answers. */
export type RouteErrorBody<C extends RouteParts> = Output<C['errors'][keyof C['errors']]>;
