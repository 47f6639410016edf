import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_KEY_MAX } from '../../contract/idempotency.js';

/** OpenAPI generated from the contract's zod schemas: /api/openapi.json, and a browsable UI at /api/docs. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Voxpert API',
        description: 'Voice AI advice companion. Every error answer is {error, message, fields?}.',
        version: '1.0.0',
      },
      tags: [
        { name: 'accounts', description: 'Registration, sign-in, sessions, settings, password reset' },
        { name: 'billing', description: 'Subscription and payments' },
        { name: 'contact', description: 'Support contact form' },
        {
          name: 'conversations',
          description: 'Conversations with an expert: create, send (also streamed), export',
        },
        {
          name: 'reminders',
          description: 'Reminders: list, create, edit, complete, delete, extract from text',
        },
        {
          name: 'memory',
          description: 'What the experts remember that you shared, seen, edited and erased by you',
        },
        { name: 'chat', description: 'Guest chat (nothing stored) and the assistant test threads' },
        { name: 'speech', description: 'Speech out (text to speech) and speech in (transcription)' },
        { name: 'system', description: 'Health and readiness' },
      ],
    },
    transform: (input) => withIdempotencyHeader(input.route.config?.idempotent, jsonSchemaTransform(input)),
    transformObject: jsonSchemaTransformObject,
  });
  // staticCSP off: the docs page keeps the app's own CSP (helmet), which it works with.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

type Transformed = ReturnType<typeof jsonSchemaTransform>;

const idempotencyNote =
  `Accepts an optional Idempotency-Key header (1-${IDEMPOTENCY_KEY_MAX} printable ASCII characters): a ` +
  'repeat with the same key and request answers the first success (Idempotent-Replayed: true) without ' +
  'doing it again; 422 IDEMPOTENCY_KEY_REUSED for another request with the key, 409 ' +
  'IDEMPOTENCY_REQUEST_IN_PROGRESS while the first still runs. Answers are kept 24 hours.';

/** The create routes say that they accept an Idempotency-Key (http/idempotency.ts). */
function withIdempotencyHeader(idempotent: unknown, out: Transformed): Transformed {
  if (!idempotent) return out;
  const schema = out.schema as Record<string, unknown>;
  const description = typeof schema.description === 'string' ? `${schema.description}\n\n` : '';
  return { ...out, schema: { ...schema, description: description + idempotencyNote } } as Transformed;
}
