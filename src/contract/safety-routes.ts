import { errorBodySchema } from './errors.js';
import { safetyPaths } from './paths/safety.js';
import { route } from './route.js';
import { safetyEventsQuerySchema, safetyEventsResponseSchema } from './safety.js';

/** The admins' view of safety events: counts only, nothing about any person or message. */
export const safetyContract = {
  events: route(safetyPaths.events, {
    query: safetyEventsQuerySchema,
    answer: safetyEventsResponseSchema,
    errors: { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
  }),
};
