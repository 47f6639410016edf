import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '../../contract/errors.js';
import { route } from '../../contract/route.js';
import { contractRoute, fastifyPath } from './contract-route.js';
import { serializerCompiler } from './serializer.js';

const note = route(
  { method: 'PATCH', path: '/api/notes/{id}' },
  {
    params: z.object({ id: z.string() }),
    body: z.object({ text: z.string().min(1) }),
    answer: z.object({ id: z.string(), text: z.string() }),
    errors: { 400: errorBodySchema, 404: errorBodySchema },
  },
);
const created = route(
  { method: 'POST', path: '/api/notes' },
  { status: 201, answer: z.object({ ok: z.boolean() }), errors: {} },
);
const stream = route(
  { method: 'POST', path: '/api/notes/stream' },
  { events: { done: z.object({ n: z.number() }) }, errors: { 400: errorBodySchema } },
);

describe('contractRoute', () => {
  it('writes Fastify path parameters', () => {
    expect(fastifyPath('/api/conversations/{id}/messages/{messageId}/cut')).toBe(
      '/api/conversations/:id/messages/:messageId/cut',
    );
  });

  it("gives Fastify the contract's method, url and schemas, the answer under its status", () => {
    const options = contractRoute(note, { tags: ['notes'], summary: 'Edit a note' });
    expect(options.method).toBe('PATCH');
    expect(options.url).toBe('/api/notes/:id');
    expect(options.schema).toEqual({
      tags: ['notes'],
      summary: 'Edit a note',
      params: note.params,
      body: note.body,
      response: { 200: note.answer, 400: errorBodySchema, 404: errorBodySchema },
    });
    expect(Object.keys(contractRoute(created, { tags: [], summary: '' }).schema.response)).toEqual(['201']);
    // A stream's answer is its events: only the errors are JSON answers.
    expect(contractRoute(stream, { tags: [], summary: '' }).schema.response).toEqual({
      400: errorBodySchema,
    });
  });

  it('serves a route whose request is validated and typed by the contract', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.route({
      ...contractRoute(note, { tags: ['notes'], summary: 'Edit a note' }),
      handler: async (request) => {
        expectTypeOf(request.params).toEqualTypeOf<{ id: string }>();
        expectTypeOf(request.body).toEqualTypeOf<{ text: string }>();
        return { id: request.params.id, text: request.body.text, secret: 'never written' };
      },
    });
    const ok = await app.inject({ method: 'PATCH', url: '/api/notes/a%20b', payload: { text: 'hi' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: 'a b', text: 'hi' });
    const bad = await app.inject({ method: 'PATCH', url: '/api/notes/1', payload: { text: '' } });
    expect(bad.statusCode).toBe(400);
    await app.close();
  });
});
