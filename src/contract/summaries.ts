import { z } from 'zod';
import { reminderCategories } from './reminders.js';
import { text } from './text.js';

// The summary of a conversation ("End conversation"): what was discussed, the advice given and the
// proposed next steps. The schema is named ConversationRecap because ConversationSummary already names
// an item of the conversation list.

/** Longest "what was discussed" and "advice given" texts. */
export const RECAP_TEXT_MAX = 600;
/** At most this many next steps. */
export const RECAP_STEPS_MAX = 5;
/** A step's title becomes a reminder's title (2-100 characters), its description the description (2-500). */
export const RECAP_STEP_TITLE_MAX = 100;
export const RECAP_STEP_DESCRIPTION_MAX = 500;

export const recapMessages = {
  empty: 'There is nothing to summarise yet: say a few words to your expert first.',
  timeZone: 'Time zone must be a time zone name such as Europe/Madrid',
} as const;

export const recapStepSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    /**
     * When it was said or implied, as ISO 8601 with the user's offset (2026-03-11T17:00:00+01:00);
     * null when the conversation gave no time.
     */
    suggestedTime: z.string().nullable(),
    category: z.enum(reminderCategories),
  })
  .meta({ id: 'RecapStep' });
export type RecapStep = z.infer<typeof recapStepSchema>;

export const conversationRecapSchema = z
  .object({
    /** What the person talked about. */
    discussed: z.string(),
    /** The advice the expert gave. */
    advice: z.string(),
    steps: z.array(recapStepSchema),
    /** 'model' when the language model wrote it; 'offline' for the extractive summary. */
    source: z.enum(['model', 'offline']),
    /** ISO 8601 (UTC): when it was written. */
    createdAt: z.string(),
    /** The IANA zone its times are written in. */
    timeZone: z.string(),
    /** False when the conversation has had new turns since it was written (it is written again on request). */
    upToDate: z.boolean(),
  })
  .meta({ id: 'ConversationRecap' });
export type ConversationRecap = z.infer<typeof conversationRecapSchema>;

/**
 * POST /api/conversations/{id}/summary. `timeZone` (the browser's) is used when the account's
 * settings name none; an unknown name is a 400.
 */
export const recapRequestSchema = z
  .object({
    timeZone: text(recapMessages.timeZone).max(64, recapMessages.timeZone).optional(),
  })
  .meta({ id: 'RecapRequest' });
export type RecapRequest = z.infer<typeof recapRequestSchema>;
