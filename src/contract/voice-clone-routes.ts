import { z } from 'zod';
import { errorBodySchema } from './errors.js';
import { voiceClonePaths } from './paths/voice-clone.js';
import { route } from './route.js';
import { voiceCloneSchema, voiceCloneStatusSchema } from './voice-clone.js';

const premiumErrorSchema = errorBodySchema.extend({ upgradeUrl: z.string().optional() });

/** The person's own voice: made from their recordings (Premium), its state, its deletion. Owner only. */
export const voiceCloneContract = {
  status: route(voiceClonePaths.status, {
    answer: voiceCloneStatusSchema,
    errors: { 401: errorBodySchema },
  }),
  /**
   * Multipart: `name` (as said in the consent sentence), `consent` (the recording of the sentence)
   * and 3 to 6 `passage` recordings, each up to 10 MB.
   */
  create: route(voiceClonePaths.create, {
    form: true,
    status: 201,
    answer: voiceCloneSchema,
    errors: {
      400: errorBodySchema,
      401: errorBodySchema,
      403: premiumErrorSchema,
      409: errorBodySchema,
      413: errorBodySchema,
      502: errorBodySchema,
      503: errorBodySchema,
    },
  }),
  /** Deletes the voice at the provider and every recording kept. */
  remove: route(voiceClonePaths.remove, {
    status: 204,
    answer: z.null().describe('No content'),
    errors: { 401: errorBodySchema, 404: errorBodySchema, 502: errorBodySchema },
  }),
};
