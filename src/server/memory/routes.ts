import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successResponseSchema } from '../../contract/accounts.js';
import { errorBodySchema } from '../../contract/errors.js';
import {
  memoryFactSchema,
  memoryFactUpdateSchema,
  memoryMessages,
  memorySwitchSchema,
  memoryViewSchema,
} from '../../contract/memory.js';
import type { Database } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { requireUser } from '../http/auth.js';
import { parseRowId } from '../http/row-id.js';
import { deleteFact, forgetEverything, memoryView, setMemoryEnabled, updateFact } from './memory-store.js';

export type MemoryDeps = { db: Database; clock: () => Date };

/** Any text: an id that is not a positive int4 answers 404 like a missing fact, never 400 or 500. */
const idParams = z.object({ id: z.string() });

function factId(raw: string): number {
  const id = parseRowId(raw);
  if (id === null) throw AppError.notFound(memoryMessages.notFound);
  return id;
}

/**
 * The person's memory, theirs alone: every fact is listed, rewritten or deleted one by one, all are
 * forgotten at once, and the switch turns memory off (nothing stored, nothing used). Signed-in users
 * only; another user's fact answers 404 like a missing one.
 */
export function memoryRoutes(deps: MemoryDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['memory'];

    app.get(
      '/api/memory',
      {
        schema: {
          tags,
          summary: 'What the experts remember that you shared, oldest first, and whether memory is on',
          response: { 200: memoryViewSchema, 401: errorBodySchema },
        },
      },
      async (request) => memoryView(deps.db, requireUser(request).user.id),
    );

    app.patch(
      '/api/memory',
      {
        schema: {
          tags,
          summary:
            'Turn memory on or off. Off: nothing new is remembered and nothing is used; facts already kept stay until you delete them',
          body: memorySwitchSchema,
          response: { 200: memoryViewSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) =>
        setMemoryEnabled(deps.db, requireUser(request).user.id, request.body.enabled, deps.clock()),
    );

    app.delete(
      '/api/memory',
      {
        schema: {
          tags,
          summary: 'Forget everything: delete every remembered fact',
          response: { 200: successResponseSchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        await forgetEverything(deps.db, requireUser(request).user.id);
        return { success: true, message: memoryMessages.cleared };
      },
    );

    app.patch(
      '/api/memory/:id',
      {
        schema: {
          tags,
          summary: 'Rewrite one remembered fact',
          params: idParams,
          body: memoryFactUpdateSchema,
          response: {
            200: memoryFactSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request) => {
        const { user } = requireUser(request);
        return updateFact(deps.db, user.id, factId(request.params.id), request.body.text, deps.clock());
      },
    );

    app.delete(
      '/api/memory/:id',
      {
        schema: {
          tags,
          summary: 'Forget one remembered fact',
          params: idParams,
          response: { 200: successResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => {
        const { user } = requireUser(request);
        await deleteFact(deps.db, user.id, factId(request.params.id));
        return { success: true, message: memoryMessages.deleted };
      },
    );
  };
}
