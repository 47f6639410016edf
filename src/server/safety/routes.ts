import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safetyContract as contract } from '../../contract/safety-routes.js';
import type { Database } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { requireAdmin } from '../http/auth.js';
import { contractRoute } from '../http/contract-route.js';
import { countSafetyEvents, SAFETY_EVENTS_MAX_DAYS } from './safety-events.js';

const DAY_MS = 86_400_000;

/** The admins' view of safety events: counts only, nothing about any person or message. */
export function safetyRoutes(deps: { db: Database; clock: () => Date }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...contractRoute(contract.events, {
        tags: ['admin'],
        summary: 'Crisis signals counted per kind and language, and per layer (admins only)',
        description:
          'Whole UTC days from `from` to `to` (YYYY-MM-DD, both included; default the last 30 days, at most ' +
          `${SAFETY_EVENTS_MAX_DAYS}). Each event holds only its kind, language, layer and hour.`,
      }),
      handler: async (request) => {
        requireAdmin(request);
        const { from, to } = request.query;
        if (from && to) {
          const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
          if (days < 1) throw AppError.validation({ from: 'The first day must not come after the last one' });
          if (days > SAFETY_EVENTS_MAX_DAYS) {
            throw AppError.validation({ to: `Ask for at most ${SAFETY_EVENTS_MAX_DAYS} days at a time` });
          }
        }
        return countSafetyEvents(deps.db, { from, to }, deps.clock());
      },
    });
  };
}
