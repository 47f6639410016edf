import { contactRequestSchema, contactResponseSchema } from './contact.js';
import { errorBodySchema } from './errors.js';
import { contactPaths } from './paths/contact.js';
import { route } from './route.js';

export const contactContract = {
  /** A message to support, stored as a contact ticket. */
  send: route(contactPaths.send, {
    body: contactRequestSchema,
    answer: contactResponseSchema,
    errors: { 400: errorBodySchema, 429: errorBodySchema },
  }),
};
