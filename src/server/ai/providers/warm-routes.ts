import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { speechContract } from '../../../contract/speech-routes.js';
import { contractRoute } from '../../http/contract-route.js';
import type { WarmUp } from './provider-warmup.js';

/**
 * POST /api/voice/warm: the browser calls it when the voice screen opens or the microphone is
 * pressed, so the first turn finds the provider connections open. No sign-in: it changes nothing
 * and costs at most one provider request per WARM_UP_INTERVAL_MS per process, whoever calls.
 */
export function warmRoutes(warmUp: WarmUp): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...contractRoute(speechContract.warm, {
        tags: ['speech'],
        summary: 'Open the connections to the AI providers before the first voice turn (204)',
      }),
      handler: async (_request, reply) => {
        // Answered when the connections are open (a few hundred ms at most), so a caller that
        // waits knows the first turn will find them; failures are the warm-up's own business.
        await warmUp();
        return reply.code(204).send(null);
      },
    });
  };
}
