import { z } from 'zod';
import { successResponseSchema } from './accounts.js';
import { errorBodySchema } from './errors.js';
import { reminderPaths } from './paths/reminder.js';
import { followUpRequestSchema, followUpSchema } from './reminder-follow-up.js';
import {
  acknowledgeReminderSchema,
  createdReminderSchema,
  extractRemindersRequestSchema,
  extractRemindersResponseSchema,
  reminderFormSchema,
  reminderListSchema,
  reminderSchema,
  updateReminderSchema,
} from './reminders.js';
import { route } from './route.js';

/** Any text: an id that is not a positive int4 answers 404 like a missing reminder, never 400 or 500. */
const idParams = z.object({ id: z.string() });

const oneReminderErrors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** A signed-in person's reminders, on every plan; guests get 401, another user's reminder 404. */
export const reminderContract = {
  list: route(reminderPaths.list, { answer: reminderListSchema, errors: { 401: errorBodySchema } }),
  /** An iCalendar file (text/calendar), not JSON: a link's address, never called through the client. */
  calendar: route(reminderPaths.calendar, { errors: {} }),
  /** 201 the reminder made; 200 the same reminder already there, marked `duplicate`. */
  create: route(reminderPaths.create, {
    body: reminderFormSchema,
    status: 201,
    alsoStatus: 200,
    answer: createdReminderSchema,
    errors: { 400: errorBodySchema, 401: errorBodySchema },
  }),
  update: route(reminderPaths.update, {
    params: idParams,
    body: updateReminderSchema,
    answer: reminderSchema,
    errors: oneReminderErrors,
  }),
  remove: route(reminderPaths.remove, {
    params: idParams,
    answer: successResponseSchema,
    errors: { 401: errorBodySchema, 404: errorBodySchema },
  }),
  acknowledge: route(reminderPaths.acknowledge, {
    params: idParams,
    body: acknowledgeReminderSchema,
    answer: reminderSchema,
    errors: oneReminderErrors,
  }),
  followUp: route(reminderPaths.followUp, {
    params: idParams,
    body: followUpRequestSchema,
    answer: followUpSchema,
    errors: oneReminderErrors,
  }),
  extract: route(reminderPaths.extract, {
    body: extractRemindersRequestSchema,
    answer: extractRemindersResponseSchema,
    errors: { 400: errorBodySchema, 401: errorBodySchema },
  }),
};
