import { z } from 'zod';
import { conversationLanguages } from './languages.js';

export const followUpMessages = {
  language: `Language must be one of ${conversationLanguages.join(', ')}`,
  at: 'at must be a date and time at which this reminder was due',
  notDue: 'This reminder is not due yet.',
} as const;

/**
 * POST /api/reminders/{id}/follow-up. `at`: the occurrence the notification was about (its
 * scheduledTime then; a repeating reminder has moved on to its next one since); default the
 * reminder's scheduled time. `language`: the screen's language, used when the reminder was made by
 * form (a conversation's own language wins otherwise).
 */
export const followUpRequestSchema = z
  .object({
    at: z.iso.datetime({ offset: true, error: followUpMessages.at }).optional(),
    language: z.enum(conversationLanguages, { error: followUpMessages.language }).optional(),
  })
  .meta({ id: 'ReminderFollowUpRequest' });
export type FollowUpRequest = z.infer<typeof followUpRequestSchema>;

/** What the expert says when a reminder comes due, and where to say it. */
export const followUpSchema = z
  .object({
    reminderId: z.number().int(),
    /** ISO 8601 (UTC): the occurrence spoken of. */
    occurrence: z.string(),
    /** What the expert says, in `language`. */
    text: z.string(),
    /** `text` cut into sentences, in order, for speech one sentence at a time. */
    sentences: z.array(z.string()),
    language: z.enum(conversationLanguages),
    /** The conversation to open (null: the reminder was made by form, or its conversation is gone). */
    conversationId: z.number().int().nullable(),
    /** The conversation's expert (null without a conversation: the expert chosen in settings speaks). */
    expertId: z.string().nullable(),
    expertName: z.string().nullable(),
    /** The stored assistant message (null without a conversation). */
    messageId: z.number().int().nullable(),
    /** 'model': phrased by the language model; 'template': the offline sentence. */
    source: z.enum(['model', 'template']),
  })
  .meta({ id: 'ReminderFollowUp' });
export type FollowUp = z.infer<typeof followUpSchema>;

// The notification's address lives without zod: the browser's push code, on the first load, imports it.
export { followUpPath } from './reminder-values.js';
