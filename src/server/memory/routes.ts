import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoryMessages } from '../../contract/memory.js';
import { memoryContract as contract } from '../../contract/memory-routes.js';
import type { Database } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { requireUser } from '../http/auth.js';
import { contractRoute } from '../http/contract-route.js';
import { parseRowId } from '../http/row-id.js';
import { deleteFact, forgetEverything, memoryView, setMemoryEnabled, updateFact } from './memory-store.js';

export type MemoryDeps = { db: Database; clock: () => Date };

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

    app.route({
      ...contractRoute(contract.view, {
        tags,
        summary: 'What the experts remember that you shared, oldest first, and whether memory is on',
      }),
      handler: async (request) => memoryView(deps.db, requireUser(request).user.id),
    });

    app.route({
      ...contractRoute(contract.turn, {
        tags,
        summary:
          'Turn memory on or off. Off: nothing new is remembered and nothing is used; facts already kept stay until you delete them',
      }),
      handler: async (request) =>
        setMemoryEnabled(deps.db, requireUser(request).user.id, request.body.enabled, deps.clock()),
    });

    app.route({
      ...contractRoute(contract.forgetEverything, {
        tags,
        summary: 'Forget everything: delete every remembered fact',
      }),
      handler: async (request) => {
        await forgetEverything(deps.db, requireUser(request).user.id);
        return { success: true, message: memoryMessages.cleared };
      },
    });

    app.route({
      ...contractRoute(contract.editFact, { tags, summary: 'Rewrite one remembered fact' }),
      handler: async (request) => {
        const { user } = requireUser(request);
        return updateFact(deps.db, user.id, factId(request.params.id), request.body.text, deps.clock());
      },
    });

    app.route({
      ...contractRoute(contract.deleteFact, { tags, summary: 'Forget one remembered fact' }),
      handler: async (request) => {
        const { user } = requireUser(request);
        await deleteFact(deps.db, user.id, factId(request.params.id));
        return { success: true, message: memoryMessages.deleted };
      },
    });
  };
}
