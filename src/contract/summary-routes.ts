import { z } from 'zod';
import { errorBodySchema } from './errors.js';
import { summaryPaths } from './paths/summary.js';
import { route } from './route.js';
import { conversationRecapSchema, recapRequestSchema } from './summaries.js';

export const summaryContract = {
  summarize: route(summaryPaths.summarize, {
    // Any text: an id that is not a positive int4 answers 404 like a missing conversation.
    params: z.object({ id: z.string() }),
    body: recapRequestSchema,
    answer: conversationRecapSchema,
    errors: {
      400: errorBodySchema,
      401: errorBodySchema,
      404: errorBodySchema,
      409: errorBodySchema,
    },
  }),
};
