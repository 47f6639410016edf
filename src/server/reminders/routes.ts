import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reminderContract as contract } from '../../contract/reminder-routes.js';
import { reminderMessages } from '../../contract/reminders.js';
import { replyPriority } from '../ai/metering/model-limiter.js';
import { planOf } from '../billing/plan.js';
import type { Database } from '../db/client.js';
import { userTimeZone } from '../db/time-zones.js';
import { hasFeature } from '../features/features.js';
import { AppError } from '../http/app-error.js';
import { requireUser } from '../http/auth.js';
import { contractRoute } from '../http/contract-route.js';
import { parseRowId } from '../http/row-id.js';
import { acknowledgeReminder } from './acknowledge-reminder.js';
import { chronoExtractor } from './chrono-extractor.js';
import { createReminder } from './create-reminder.js';
import { deleteReminder } from './delete-reminder.js';
import { exportCalendar } from './export-calendar.js';
import { extractReminders } from './extract-reminders.js';
import { followUpReminder } from './follow-up.js';
import { type FollowUpPhraser, templatePhraser } from './follow-up-phraser.js';
import { listReminders } from './list-reminders.js';
import type { ReminderExtractor } from './reminder-extractor.js';
import { updateReminder } from './update-reminder.js';

export type ReminderDeps = {
  db: Database;
  clock: () => Date;
  /** Finds reminders in a message; default the offline chrono-node one. */
  extractor?: ReminderExtractor;
  /** Phrases what the expert says when a reminder is due; default the offline template. */
  phraser?: FollowUpPhraser;
};

function reminderId(raw: string): number {
  const id = parseRowId(raw);
  if (id === null) throw AppError.notFound(reminderMessages.notFound);
  return id;
}

/** Reminders belong to every signed-in user, on every plan (docs/product.md, "Reminders are for signed-in users"); guests get 401. */
export function reminderRoutes(deps: ReminderDeps): FastifyPluginAsyncZod {
  const extractor = deps.extractor ?? chronoExtractor();
  const phraser = deps.phraser ?? templatePhraser;
  return async (app) => {
    const tags = ['reminders'];

    app.route({
      ...contractRoute(contract.list, { tags, summary: "The signed-in user's reminders, soonest first" }),
      handler: async (request) => {
        const { user } = requireUser(request);
        const now = deps.clock();
        return listReminders(deps, user.id, {
          now,
          missedReminders: hasFeature(user, now, 'missed-reminders'),
        });
      },
    });

    app.route({
      ...contractRoute(contract.calendar, {
        tags,
        summary:
          "The signed-in user's reminders as an iCalendar file (text/calendar), for any calendar app; 401 signed out",
      }),
      handler: async (request, reply) => {
        const calendar = await exportCalendar(deps, requireUser(request).user.id, request.hostname);
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', 'attachment; filename="voxpert-reminders.ics"')
          .send(calendar);
      },
    });

    app.route({
      ...contractRoute(contract.create, {
        tags,
        summary:
          'Create a reminder (recurringPattern is kept only when isRecurring is true); the same reminder already there (same title, due within 5 minutes) answers 200 marked duplicate, and no second one is made',
      }),
      config: { idempotent: 'signed-in' },
      handler: async (request, reply) => {
        const { user } = requireUser(request);
        const created = await createReminder(deps, user.id, request.body);
        return reply.code(created.duplicate ? 200 : 201).send(created);
      },
    });

    app.route({
      ...contractRoute(contract.update, {
        tags,
        summary:
          'Change one of your reminders; completing a recurring one moves it to its next occurrence instead',
      }),
      handler: async (request) => {
        const { user } = requireUser(request);
        const id = reminderId(request.params.id);
        return updateReminder(deps, user.id, id, request.body, userTimeZone(user));
      },
    });

    app.route({
      ...contractRoute(contract.remove, { tags, summary: 'Delete one of your reminders' }),
      handler: async (request) => {
        const { user } = requireUser(request);
        return deleteReminder(deps, user.id, reminderId(request.params.id));
      },
    });

    app.route({
      ...contractRoute(contract.acknowledge, {
        tags,
        summary:
          'The person listened to or dismissed this occurrence of a reminder (at: its scheduled time): no page alerts it again',
      }),
      handler: async (request) => {
        const { user } = requireUser(request);
        const id = reminderId(request.params.id);
        return acknowledgeReminder(deps.db, user.id, id, new Date(request.body.at));
      },
    });

    app.route({
      ...contractRoute(contract.followUp, {
        tags,
        summary:
          'What the expert says aloud now that one of your reminders is due, stored once per occurrence in the conversation that set it (never counted as a reply)',
      }),
      handler: async (request) => {
        const { user } = requireUser(request);
        const id = reminderId(request.params.id);
        return followUpReminder(
          { ...deps, phraser },
          user.id,
          id,
          request.body ?? {},
          userTimeZone(user),
          planOf(user, deps.clock()).premium,
        );
      },
    });

    app.route({
      ...contractRoute(contract.extract, {
        tags,
        summary: 'Create the reminders a message asks for ("remind me to ... tomorrow at 5"); may be none',
      }),
      config: { idempotent: 'signed-in' },
      handler: async (request) => {
        const { user } = requireUser(request);
        const ctx = { ...deps, extractor };
        const { message, conversationId, language } = request.body;
        return extractReminders(
          ctx,
          user.id,
          message,
          { timeZone: userTimeZone(user), language, priority: replyPriority(planOf(user, deps.clock())) },
          conversationId,
        );
      },
    });
  };
}
