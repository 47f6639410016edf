import type { RouteContract } from '../../contract/route.js';

/** What the server adds to a contract: how the route is shown in the OpenAPI document. */
export type RouteDoc = { tags: string[]; summary: string; description?: string };

type SuccessStatus<C extends RouteContract> =
  | (C['status'] extends 201 | 204 ? C['status'] : 200)
  | (C['alsoStatus'] extends 200 ? 200 : never);

type Responses<C extends RouteContract> = (C['answer'] extends object
  ? { [S in SuccessStatus<C>]: C['answer'] }
  : unknown) &
  C['errors'];

/** Fastify's schema of a contract, with the exact schema types so the type provider types the handler. */
export type ContractSchema<C extends RouteContract> = RouteDoc & {
  params: C['params'];
  querystring: C['query'];
  body: C['body'];
  response: Responses<C>;
};

/** A contract path (`/api/memory/{id}`) as Fastify writes it (`/api/memory/:id`). */
export const fastifyPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The method, url and schema of a route, from its contract:
 * `app.route({ ...contractRoute(memoryRoutes.editFact, { tags, summary }), handler })`.
 * The handler's request and answer are then typed by the contract (fastify-type-provider-zod), and
 * the OpenAPI document is generated from the same schemas.
 */
export function contractRoute<const C extends RouteContract>(
  contract: C,
  doc: RouteDoc,
): { method: C['method']; url: string; schema: ContractSchema<C> } {
  const schema: Record<string, unknown> = { ...doc };
  if (contract.params) schema.params = contract.params;
  if (contract.query) schema.querystring = contract.query;
  if (contract.body) schema.body = contract.body;
  if (contract.form) schema.consumes = ['multipart/form-data'];
  const response: Record<number, unknown> = {
    ...(contract.answer ? { [contract.status ?? 200]: contract.answer } : {}),
    ...(contract.answer && contract.alsoStatus ? { [contract.alsoStatus]: contract.answer } : {}),
    ...contract.errors,
  };
  // A route with no JSON answer (a file) declares no responses, as Fastify had it.
  if (Object.keys(response).length > 0) schema.response = response;
  return { method: contract.method, url: fastifyPath(contract.path), schema: schema as ContractSchema<C> };
}
