import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Answers are written by a serializer compiled from the route's response schema (fast-json-stringify,
 * from the zod schema's JSON Schema): it writes only the declared fields, as the zod schema would
 * keep them, without first checking and copying the whole answer. The handlers' answers are checked
 * against the same schemas when the code is type-checked. A schema JSON Schema cannot express falls
 * back to zod's own serializer. Compiled on a route's first answer, so start-up does not pay for
 * routes that are never called.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  let serialize: ((data: unknown) => string) | null = null;
  return (data) => {
    serialize ??= compile(route);
    return serialize(data);
  };
};

function compile(route: Parameters<FastifySerializerCompiler<ZodType>>[0]): (data: unknown) => string {
  if (!(route.schema instanceof z.ZodType)) return zodSerializerCompiler(route) as (data: unknown) => string;
  try {
    // The answer as sent: the schema's input side (what zod's encode would produce).
    const json = z.toJSONSchema(route.schema, { target: 'draft-7', io: 'input', unrepresentable: 'throw' });
    return fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return zodSerializerCompiler(route) as (data: unknown) => string;
  }
}
