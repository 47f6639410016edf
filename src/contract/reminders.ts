import { z } from 'zod';
import { conversationLanguages } from './languages.js';
import { followUpMessages } from './reminder-follow-up.js';
import { text } from './text.js';

export const reminderCategories = ['general', 'medication', 'appointment', 'task'] as const;
export type ReminderCategory = (typeof reminderCategories)[number];
export const reminderPriorities = ['low', 'medium', 'high'] as const;
export type ReminderPriority = (typeof reminderPriorities)[number];
export const recurrenceTypes = ['none', 'daily', 'weekly', 'monthly'] as const;
export type RecurrenceType = (typeof recurrenceTypes)[number];

export const REMINDER_TITLE_MIN = 2;
export const REMINDER_TITLE_MAX = 100;
export const REMINDER_DESCRIPTION_MIN = 2;
export const REMINDER_DESCRIPTION_MAX = 500;
/** The form's 'Every N' input range; the server accepts up to RECURRENCE_INTERVAL_MAX. */
export const RECURRENCE_INTERVAL_INPUT_MAX = 30;
export const RECURRENCE_INTERVAL_MAX = 365;
/** The longest message POST /api/extract-reminders reads. */
export const EXTRACT_MESSAGE_MAX = 10_000;
/** At most this many reminders are created from one message (the first ones asked for). */
export const EXTRACT_REMINDERS_MAX = 20;

// The request phrases live without zod, for the voice screen's first load.
export { asksForReminder, reminderRequestPhrases } from './reminder-values.js';

export const reminderMessages = {
  titleMin: 'Title must be at least 2 characters.',
  titleMax: 'Title must not exceed 100 characters.',
  descriptionMin: 'Description must be at least 2 characters.',
  descriptionMax: 'Description must not exceed 500 characters.',
  scheduledTime: 'Please select a date and time.',
  category: `Category must be one of ${reminderCategories.join(', ')}`,
  priority: `Priority must be one of ${reminderPriorities.join(', ')}`,
  isRecurring: 'Recurring must be true or false',
  isCompleted: 'Completed must be true or false',
  endSeries: 'End series must be true',
  recurrenceType: `Repeats must be one of ${recurrenceTypes.join(', ')}`,
  interval: `Every must be a whole number from 1 to ${RECURRENCE_INTERVAL_MAX}`,
  weekdays: 'Weekdays must be whole numbers from 0 (Sunday) to 6 (Saturday)',
  emptyUpdate: 'Nothing to change: send at least one field.',
  emptyMessage: 'Empty message: Please enter a message to extract reminders from',
  messageTooLong: `Message must not exceed ${EXTRACT_MESSAGE_MAX} characters.`,
  notFound: 'Reminder not found',
  conversationId: 'conversationId must be the id of one of your conversations',
  deleted: 'Reminder deleted',
} as const;

export const recurringPatternSchema = z
  .object({
    type: z.enum(recurrenceTypes, { error: reminderMessages.recurrenceType }),
    interval: z
      .number({ error: reminderMessages.interval })
      .int(reminderMessages.interval)
      .min(1, reminderMessages.interval)
      .max(RECURRENCE_INTERVAL_MAX, reminderMessages.interval),
    weekdays: z
      .array(
        z
          .number({ error: reminderMessages.weekdays })
          .int(reminderMessages.weekdays)
          .min(0, reminderMessages.weekdays)
          .max(6, reminderMessages.weekdays),
        { error: reminderMessages.weekdays },
      )
      .max(7, reminderMessages.weekdays)
      .optional(),
  })
  .meta({ id: 'RecurringPattern' });
export type RecurringPattern = z.infer<typeof recurringPatternSchema>;

export const noRecurrence: RecurringPattern = { type: 'none', interval: 1 };

/** "Recurrence is set only when isRecurring is on": the pattern to store. */
export function storedPattern(isRecurring: boolean, pattern: RecurringPattern | undefined): RecurringPattern {
  if (!isRecurring || !pattern) return { ...noRecurrence };
  return pattern.weekdays
    ? { ...pattern, weekdays: [...new Set(pattern.weekdays)].sort((a, b) => a - b) }
    : pattern;
}

/** Null, booleans and blank text mean "no date chosen" (never 1 January 1970). */
function noDateToUndefined(value: unknown): unknown {
  if (value === null || typeof value === 'boolean') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

const YEAR_MIN = 1970;
const YEAR_MAX = 9999;

const scheduledTime = z.preprocess(
  noDateToUndefined,
  z.coerce
    .date({ error: reminderMessages.scheduledTime })
    .refine(
      (d) => d.getUTCFullYear() >= YEAR_MIN && d.getUTCFullYear() <= YEAR_MAX,
      reminderMessages.scheduledTime,
    ),
);

/** The fields of the form without defaults (PATCH takes any of them). */
const formFields = {
  title: text(reminderMessages.titleMin)
    .trim()
    .min(REMINDER_TITLE_MIN, reminderMessages.titleMin)
    .max(REMINDER_TITLE_MAX, reminderMessages.titleMax),
  description: text(reminderMessages.descriptionMin)
    .trim()
    .min(REMINDER_DESCRIPTION_MIN, reminderMessages.descriptionMin)
    .max(REMINDER_DESCRIPTION_MAX, reminderMessages.descriptionMax),
  scheduledTime,
  category: z.enum(reminderCategories, { error: reminderMessages.category }),
  priority: z.enum(reminderPriorities, { error: reminderMessages.priority }),
  isRecurring: z.boolean({ error: reminderMessages.isRecurring }),
  recurringPattern: recurringPatternSchema,
};

/** The conversation a reminder is set in: optional; one of the user's own (checked by the server). */
const conversationIdField = z
  .number({ error: reminderMessages.conversationId })
  .int(reminderMessages.conversationId)
  .positive(reminderMessages.conversationId)
  .optional();

/**
 * The New Reminder form, and the body of POST /api/reminders (scheduledTime as an ISO 8601 text).
 * When isRecurring is false the server stores recurringPattern {type: 'none', interval: 1}.
 */
export const reminderFormSchema = z
  .object({
    ...formFields,
    category: formFields.category.default('general'),
    priority: formFields.priority.default('medium'),
    isRecurring: formFields.isRecurring.default(false),
    recurringPattern: formFields.recurringPattern.default({ ...noRecurrence }),
    conversationId: conversationIdField,
  })
  .meta({ id: 'ReminderForm' });
export type ReminderFormInput = z.input<typeof reminderFormSchema>;
export type ReminderForm = z.output<typeof reminderFormSchema>;

/**
 * PATCH /api/reminders/{id}: { isCompleted } from the card, or any of the form's fields when editing.
 * `endSeries: true` finishes a recurring reminder: completed at its current time, its repeat kept
 * (completing it otherwise moves it on to its next time).
 */
export const updateReminderSchema = z
  .object({
    ...formFields,
    isCompleted: z.boolean({ error: reminderMessages.isCompleted }),
    endSeries: z.literal(true, { error: reminderMessages.endSeries }),
  })
  .partial()
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: reminderMessages.emptyUpdate,
    path: ['_'],
  })
  .meta({ id: 'UpdateReminderRequest' });
export type UpdateReminder = z.output<typeof updateReminderSchema>;

export const reminderSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    /** ISO 8601 (UTC). */
    scheduledTime: z.string(),
    isCompleted: z.boolean(),
    /** ISO 8601 (UTC). */
    createdAt: z.string(),
    category: z.enum(reminderCategories),
    priority: z.enum(reminderPriorities),
    isRecurring: z.boolean(),
    recurringPattern: recurringPatternSchema,
    notificationSent: z.boolean(),
    /** The conversation it was set in, whose expert speaks it when due; null when made by form. */
    conversationId: z.number().int().nullable(),
    /**
     * ISO 8601 (UTC): the occurrence listened to or dismissed (on any page, so no tab alerts it again);
     * null when none has been.
     */
    acknowledgedTime: z.string().nullable(),
  })
  .meta({ id: 'Reminder' });
export type Reminder = z.infer<typeof reminderSchema>;

/**
 * A reminder as a creation answers it: `duplicate` when the same one already existed (same title once
 * normalised, due within a few minutes), which is answered instead of a second one.
 */
export const createdReminderSchema = reminderSchema
  .extend({ duplicate: z.boolean() })
  .meta({ id: 'CreatedReminder' });
export type CreatedReminder = z.infer<typeof createdReminderSchema>;

/** POST /api/reminders/{id}/acknowledge: the occurrence listened to or dismissed (its scheduled time). */
export const acknowledgeReminderSchema = z
  .object({ at: z.iso.datetime({ offset: true, error: 'at must be a date and time in ISO 8601' }) })
  .meta({ id: 'AcknowledgeReminderRequest' });
export type AcknowledgeReminder = z.infer<typeof acknowledgeReminderSchema>;

/**
 * A reminder as the list answers it, with what the list alone works out:
 * - `missed`: a one-off reminder that came due unheard (never listened to or dismissed) within the last
 *   week, for a person with the 'missed-reminders' feature; the app offers it again when opened.
 *   Always false without the feature.
 * - `howItWent`: Premium's smart reminders: the person's answer to the expert's question when the
 *   reminder last came due (the latest occurrence answered); null when none was recorded.
 */
export const listedReminderSchema = reminderSchema
  .extend({
    missed: z.boolean(),
    howItWent: z
      .object({
        text: z.string(),
        /** ISO 8601 (UTC): the occurrence answered about, and when the answer was said. */
        occurrence: z.string(),
        answeredAt: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'ListedReminder' });
export type ListedReminder = z.infer<typeof listedReminderSchema>;

export const reminderListSchema = z.array(listedReminderSchema).meta({ id: 'ReminderList' });

/** POST /api/extract-reminders. */
export const extractRemindersRequestSchema = z
  .object({
    message: text(reminderMessages.emptyMessage)
      .trim()
      .min(1, reminderMessages.emptyMessage)
      .max(EXTRACT_MESSAGE_MAX, reminderMessages.messageTooLong),
    /** The conversation the message was said in: the reminders found are linked to it. */
    conversationId: conversationIdField,
    /** The language it was said in (BCP-47, a conversation language): its dates are read in it. Default English. */
    language: z.enum(conversationLanguages, { error: followUpMessages.language }).optional(),
  })
  .meta({ id: 'ExtractRemindersRequest' });

/**
 * The reminders created from the message, in the order they were asked for (may be empty); one that
 * already existed is answered as it is, marked `duplicate`.
 */
export const extractRemindersResponseSchema = z
  .array(createdReminderSchema)
  .meta({ id: 'ExtractRemindersResponse' });

// Request and answer types, inferred from the schemas above (they cost nothing at run time).
export type ReminderList = z.infer<typeof reminderListSchema>;
export type ExtractRemindersRequest = z.infer<typeof extractRemindersRequestSchema>;
export type ExtractRemindersResponse = z.infer<typeof extractRemindersResponseSchema>;
