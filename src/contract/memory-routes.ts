import { z } from 'zod';
import { successResponseSchema } from './accounts.js';
import { errorBodySchema } from './errors.js';
import { memoryFactSchema, memoryFactUpdateSchema, memorySwitchSchema, memoryViewSchema } from './memory.js';
import { memoryPaths } from './paths/memory.js';
import { route } from './route.js';

/** Any text: an id that is not a positive int4 answers 404 like a missing fact, never 400 or 500. */
const idParams = z.object({ id: z.string() });

/** The person's memory, signed in only; another user's fact answers 404 like a missing one. */
export const memoryContract = {
  view: route(memoryPaths.view, { answer: memoryViewSchema, errors: { 401: errorBodySchema } }),
  turn: route(memoryPaths.turn, {
    body: memorySwitchSchema,
    answer: memoryViewSchema,
    errors: { 400: errorBodySchema, 401: errorBodySchema },
  }),
  forgetEverything: route(memoryPaths.forgetEverything, {
    answer: successResponseSchema,
    errors: { 401: errorBodySchema },
  }),
  editFact: route(memoryPaths.editFact, {
    params: idParams,
    body: memoryFactUpdateSchema,
    answer: memoryFactSchema,
    errors: { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
  }),
  deleteFact: route(memoryPaths.deleteFact, {
    params: idParams,
    answer: successResponseSchema,
    errors: { 401: errorBodySchema, 404: errorBodySchema },
  }),
};
