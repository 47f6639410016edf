import fc from 'fast-check';
import { makeWav } from '../fake-openai/server.js';
import { multipart } from './multipart.js';
import type { JsonSchema, OpenApiDocument } from './openapi.js';
import { percentEncode, resolveSchema } from './openapi.js';

/** A JSON number written as-is, for values JSON.stringify cannot write (1e309, 2^53 + 1). */
export class RawNumber {
  constructor(readonly text: string) {}
}

/** JSON text of a generated value; RawNumbers go in verbatim. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Numbers at the edges of what JavaScript, JSON, int4 columns and the schemas accept. */
const edgeNumbers = fc.constantFrom<unknown>(
  0,
  -1,
  1,
  -0,
  0.5,
  1e-7,
  2147483647,
  2147483648,
  -2147483649,
  4294967296,
  Number.MAX_SAFE_INTEGER,
  new RawNumber('9007199254740993'),
  new RawNumber('1e309'),
  new RawNumber('-1e309'),
  new RawNumber('1e-400'),
  1.7976931348623157e308,
);

/** Strings that break length limits, encodings, parsers and naive SQL or path handling. */
const edgeStrings = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '\u202e',
    '🙂'.repeat(3000),
    'x'.repeat(4001),
    'x'.repeat(100_001),
    'é'.repeat(40_000),
    '0',
    '-1',
    '2147483648',
    '1e309',
    'NaN',
    'null',
    'true',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '../../etc/passwd',
    '%00',
    '__proto__',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
);

/** Strings that are plausible values of many fields: they get past the first checks. */
const plausibleStrings = fc.constantFrom(
  'fuzz@example.com',
  'Ada Lovelace',
  'https://push.example/endpoint/1',
  'http://127.0.0.1:1/push/1',
  new Date(Date.now() + 86_400_000).toISOString(),
  '2020-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  'tomorrow at 9am',
  'Europe/Paris',
  'Not/AZone',
  'en-US',
  'basic',
  'premium',
  'coach',
  'random',
);

/** Anything at all: wrong types, nulls, arrays where objects are expected, nested junk. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  edgeNumbers,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  edgeStrings,
  fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string(), fc.constant(null)), {
    maxKeys: 4,
  }),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true}}')),
);

const typesOf = (schema: JsonSchema): string[] => (schema.type ? [schema.type] : []);

/**
 * Values a field of that name most likely takes, where the JSON schema cannot say (an e-mail, a URL
 * or a date is checked by code the document does not show).
 */
function hintedBy(name: string): fc.Arbitrary<string> | null {
  if (/email|username/i.test(name)) {
    return fc.constantFrom('fuzz@example.com', 'Fuzz.Case+tag@Example.COM', 'ünï@example.com');
  }
  if (/endpoint|url/i.test(name))
    return fc.constantFrom('https://push.example/e/1', 'http://127.0.0.1:1/push/1');
  if (/time|date/i.test(name)) {
    return fc.constantFrom(
      new Date(Date.now() + 86_400_000).toISOString(),
      '2020-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
    );
  }
  if (/zone/i.test(name)) return fc.constantFrom('Europe/Paris', 'America/St_Johns', 'Not/AZone');
  return null;
}

/** A value that fits the schema (so that its neighbours' errors are reached); `name` is the field's. */
export function valid(doc: OpenApiDocument, raw: JsonSchema, depth = 0, name = ''): fc.Arbitrary<unknown> {
  const schema = resolveSchema(doc, raw);
  const hinted = hintedBy(name);
  if (hinted && !schema.enum && (schema.type === 'string' || schema.type === undefined)) return hinted;
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const [type] = typesOf(schema);
  switch (type) {
    case 'string': {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 200, minLength + 200);
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.oneof(
        plausibleStrings.filter((s) => s.length >= minLength && s.length <= maxLength),
        fc.string({ minLength, maxLength }),
      );
    }
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items && depth < 4 ? valid(doc, schema.items, depth + 1) : junk, {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return depth < 4 ? objectOf(doc, schema, depth, 'valid') : fc.constant({});
    default:
      return fc.oneof(plausibleStrings, junk);
  }
}

/** Values just outside (or exactly on) the schema's limits. */
function borderline(doc: OpenApiDocument, raw: JsonSchema): fc.Arbitrary<unknown> {
  const schema = resolveSchema(doc, raw);
  const values: unknown[] = [];
  if (schema.enum) {
    for (const value of schema.enum)
      if (typeof value === 'string') values.push(value.toUpperCase(), ` ${value}`);
    values.push('');
  }
  if (schema.minLength !== undefined && schema.minLength > 0) values.push('x'.repeat(schema.minLength - 1));
  if (schema.maxLength !== undefined)
    values.push('x'.repeat(schema.maxLength), '🙂'.repeat(schema.maxLength + 1));
  if (schema.minimum !== undefined) values.push(schema.minimum - 1, schema.minimum);
  if (schema.maximum !== undefined) values.push(schema.maximum + 1, schema.maximum);
  if (schema.type === 'integer') values.push(1.5, '1');
  if (schema.maxItems !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, () => ({})));
  if (schema.nullable) values.push(null);
  return values.length > 0 ? fc.constantFrom(...values) : junk;
}

/** Any value for the schema, mostly wrong: junk, borderline, or valid. */
export function fuzzValue(doc: OpenApiDocument, schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: valid(doc, schema, 0, name), weight: 2 },
    { arbitrary: borderline(doc, schema), weight: 2 },
    { arbitrary: junk, weight: 2 },
  );
}

/**
 * An object for an object schema. 'valid': every required property valid, optional ones valid or
 * missing. 'fuzz': either every property fuzzed or missing, or all valid but one fuzzed or missing
 * (so a field's limits are reached past its neighbours' checks); sometimes with extra fields.
 */
function objectOf(
  doc: OpenApiDocument,
  schema: JsonSchema,
  depth: number,
  mode: 'valid' | 'fuzz',
): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = properties.map(([name]) => name).filter((name) => schema.required?.includes(name));
  const validRecord = fc.record(
    Object.fromEntries(properties.map(([name, property]) => [name, valid(doc, property, depth + 1, name)])),
    { requiredKeys: required },
  );
  if (mode === 'valid') return validRecord;
  const allFuzzed = fc.record(
    Object.fromEntries(properties.map(([name, property]) => [name, fuzzValue(doc, property, name)])),
    { requiredKeys: [] },
  );
  const oneOff =
    properties.length === 0
      ? validRecord
      : fc.tuple(validRecord, fc.constantFrom(...properties)).chain(([base, [name, property]]) =>
          fc.option(fuzzValue(doc, property, name), { freq: 5 }).map((value) => {
            const { [name]: _dropped, ...rest } = base;
            return value === null ? rest : { ...rest, [name]: value };
          }),
        );
  const extra = fc.dictionary(fc.constantFrom('extra', 'isAdmin', 'userId', 'id', 'subscriptionType'), junk, {
    maxKeys: 2,
  });
  return fc
    .tuple(
      fc.oneof({ arbitrary: allFuzzed, weight: 1 }, { arbitrary: oneOff, weight: 2 }),
      fc.option(extra, { freq: 3 }),
    )
    .map(([value, more]) => ({ ...(more ?? {}), ...value }));
}

/** A request body for the schema: mostly an object of fuzzed fields, sometimes not an object at all. */
export function fuzzBody(doc: OpenApiDocument, raw: JsonSchema): fc.Arbitrary<string> {
  const schema = resolveSchema(doc, raw);
  const shaped = schema.type === 'object' ? objectOf(doc, schema, 0, 'fuzz') : fuzzValue(doc, schema);
  const malformedText = fc.constantFrom(
    '',
    '{',
    '[',
    '{"a":',
    'nul',
    '"text"',
    '{}{}',
    '\u0000',
    `{"x":"${'y'.repeat(300_000)}"}`,
  );
  return fc.oneof(
    { arbitrary: shaped.map(toJsonText), weight: 6 },
    { arbitrary: valid(doc, schema).map(toJsonText), weight: 1 },
    { arbitrary: junk.map(toJsonText), weight: 2 },
    { arbitrary: malformedText, weight: 1 },
  );
}

/** A path parameter: ids out of every range, non-numbers, and (from `known`) real ids. */
export function fuzzPathValue(known: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '0',
      '-1',
      '1',
      '2147483647',
      '2147483648',
      '4294967296',
      '1e309',
      '1.5',
      '00001',
      '0x10',
      ' 1',
    ),
    fc.constantFrom('9'.repeat(40), 'abc', '🙂', '%00', '..', 'null', 'undefined', '1;drop table users'),
    ...(known.length > 0 ? [fc.constantFrom(...known)] : []),
    fc.integer().map(String),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  );
}

/** A query string for the parameters: each one missing, fuzzed, or given twice. */
export function fuzzQuery(
  doc: OpenApiDocument,
  parameters: { name: string; schema: JsonSchema }[],
): fc.Arbitrary<string> {
  const asText = (value: unknown) => (typeof value === 'string' ? value : toJsonText(value));
  const one = ({ name, schema }: { name: string; schema: JsonSchema }) => {
    const value = fuzzValue(doc, schema, name);
    return fc.oneof(
      fc.constant<string[]>([]),
      value.map((v) => [asText(v)]),
      fc.tuple(value, value).map(([a, b]) => [asText(a), asText(b)]),
    );
  };
  return fc
    .tuple(...parameters.map(one))
    .map((valuesPerParameter) =>
      valuesPerParameter
        .flatMap((values, i) =>
          values.map((v) => `${percentEncode(parameters[i]?.name ?? '')}=${percentEncode(v)}`),
        )
        .join('&'),
    );
}

/** A multipart upload: a file of any type and bytes, fuzzed fields, or a body cut short. */
export function fuzzMultipart(): fc.Arbitrary<{ payload: Buffer; headers: Record<string, string> }> {
  const file = fc.record({
    name: fc.constantFrom('file', 'audio', 'avatar', 'picture', ''),
    filename: fc.constantFrom('speech.wav', '', '../x', '🙂.webm'),
    type: fc.constantFrom(
      'audio/wav',
      'audio/webm',
      'video/webm',
      'text/plain',
      'application/json',
      'audio/',
      'image/png',
      'image/svg+xml',
    ),
    data: fc.oneof(
      fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
      fc.constant(makeWav(0.2)),
      fc.constant(Buffer.alloc(0)),
    ),
  });
  const field = fc.record({
    name: fc.constantFrom('language', 'model', 'voiceId', 'customName', 'x'),
    value: fc.oneof(edgeStrings, fc.constantFrom('nova', 'echo')),
  });
  const parts = fc.array(fc.oneof(file, field), { maxLength: 4 }).map((list) => multipart(list));
  const cut = parts.map(({ payload, headers }) => ({
    payload: payload.subarray(0, payload.length / 2),
    headers,
  }));
  const wrongHeader = parts.map(({ payload }) => ({
    payload,
    headers: { 'content-type': 'multipart/form-data; boundary=' },
  }));
  return fc.oneof({ arbitrary: parts, weight: 4 }, cut, wrongHeader);
}
