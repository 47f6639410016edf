import type { TestClient } from './app.js';

/** A JSON schema as the OpenAPI document writes it (only the keywords the tests read). */
export type JsonSchema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
};

export type OpenApiParameter = {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
};

export type OpenApiOperation = {
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: OpenApiParameter[];
  consumes?: string[];
};

export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** One operation of the document, keyed like 'GET /api/conversations/{id}'. */
export type Operation = { key: string; method: string; path: string; operation: OpenApiOperation };

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Reads the app's own OpenAPI document. */
export async function readOpenApi(client: TestClient): Promise<OpenApiDocument> {
  const res = await client.get('/api/openapi.json');
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  return res.json as OpenApiDocument;
}

/** Every operation of the document, in the document's order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        operation,
      })),
  );
}

/** A schema with its $ref (and a lone allOf wrapper) followed to the component it names. */
export function resolveSchema(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`unknown schema ${schema.$ref}`);
    return resolveSchema(doc, target);
  }
  if (schema.allOf?.length === 1 && !schema.type && !schema.properties) {
    const [only] = schema.allOf;
    if (only) return { ...resolveSchema(doc, only), ...(schema.nullable ? { nullable: true } : {}) };
  }
  return schema;
}

/** Every UTF-8 byte of the text percent-encoded (a lone surrogate is sent as U+FFFD). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** Fills `{name}` placeholders of an OpenAPI path with percent-encoded values. */
export function fillPath(path: string, values: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_all, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return percentEncode(String(value));
  });
}

/** The properties the operation documents for an answer of that status (none when undocumented). */
export function documentedKeys(doc: OpenApiDocument, operation: OpenApiOperation, status: number): string[] {
  const schema = operation.responses?.[String(status)]?.content?.['application/json']?.schema;
  return schema ? Object.keys(resolveSchema(doc, schema).properties ?? {}) : [];
}
