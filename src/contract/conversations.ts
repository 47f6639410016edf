import { z } from 'zod';
import {
  CONVERSATION_SEARCH_MAX,
  CONVERSATION_TITLE_MAX,
  conversationMessages,
  type ExpertCategory,
  expertCategories,
} from './categories.js';
import { detectedLanguageSchema, messageText, speakerIdSchema } from './chat.js';
import { documentIdsSchema } from './documents.js';
import { conversationReminderOutcomes } from './reminder-values.js';
import { createdReminderSchema } from './reminders.js';
import { safetyNoticeSchema } from './safety.js';
import { conversationRecapSchema } from './summaries.js';
import { invalidCharacters, text } from './text.js';

export * from './categories.js';

/** GET /api/conversations without paging parameters answers at most this many, newest first (a bare array). */
export const CONVERSATION_LIST_MAX = 200;
/** GET /api/conversations?limit=: the page size when none is given, and the largest allowed. */
export const CONVERSATION_PAGE_DEFAULT = 20;
export const CONVERSATION_PAGE_MAX = 100;
/** The preview is the latest message, trimmed to at most this many characters. */
export const CONVERSATION_PREVIEW_MAX = 120;

export const conversationSummarySchema = z
  .object({
    id: z.number().int(),
    goatCategory: text(),
    /** ISO 8601. */
    createdAt: text(),
    /** The title the person gave it, else a few words from the first user message; null before either. */
    title: text().nullable(),
    /**
     * The latest message (usually the expert's last answer), whitespace trimmed, at most
     * CONVERSATION_PREVIEW_MAX characters; null when the first user message is the only one.
     */
    preview: text().nullable(),
    messageCount: z.number().int(),
    /** The summary written at "End conversation" (POST .../summary); null before one. */
    recap: conversationRecapSchema.nullable(),
  })
  .meta({ id: 'ConversationSummary' });
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.array(conversationSummarySchema).meta({ id: 'ConversationList' });

export const conversationPageMessages = {
  limit: `Limit must be a whole number from 1 to ${CONVERSATION_PAGE_MAX}`,
  cursor: 'This cursor is not valid: start again from the first page',
} as const;

/**
 * GET /api/conversations query. Either parameter asks for the paged answer (ConversationPage);
 * `cursor` is the `nextCursor` of the page before, opaque to the client.
 */
export const conversationPageQuerySchema = z.object({
  limit: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number({ error: conversationPageMessages.limit })
      .int(conversationPageMessages.limit)
      .min(1, conversationPageMessages.limit)
      .max(CONVERSATION_PAGE_MAX, conversationPageMessages.limit)
      .optional(),
  ),
  cursor: z
    .string({ error: conversationPageMessages.cursor })
    .max(200, conversationPageMessages.cursor)
    .optional(),
});
export type ConversationPageQuery = z.infer<typeof conversationPageQuerySchema>;

/** One page of the list, newest first; `nextCursor` is null on the last page. */
export const conversationPageSchema = z
  .object({
    items: z.array(conversationSummarySchema),
    nextCursor: z.string().nullable(),
    /** How many conversations the user has in all. */
    total: z.number().int(),
  })
  .meta({ id: 'ConversationPage' });

/** Characters as a person counts them (an emoji or a CJK character is one), not UTF-16 units. */
const characterCount = (s: string) => Array.from(s).length;

/**
 * PATCH /api/conversations/{id}: the person names the conversation. Spaces are trimmed and runs of
 * white space become one space; 1 to CONVERSATION_TITLE_MAX characters.
 */
export const renameConversationRequestSchema = z
  .object({
    title: text(conversationMessages.titleRequired)
      .transform((s) => s.replace(/\s+/g, ' ').trim())
      .refine((s) => s !== '', conversationMessages.titleRequired)
      .refine((s) => characterCount(s) <= CONVERSATION_TITLE_MAX, conversationMessages.titleMax),
  })
  .meta({ id: 'RenameConversationRequest' });
export type RenameConversationRequest = z.input<typeof renameConversationRequestSchema>;

export const renameConversationResponseSchema = z
  .object({ id: z.number().int(), title: z.string() })
  .meta({ id: 'RenameConversationResponse' });
export type RenameConversationResponse = z.infer<typeof renameConversationResponseSchema>;

/**
 * GET /api/conversations/search: `q` is words, each to be found in the conversation's title or any of
 * its messages (case, accents and vowel points ignored); paged like the list, newest first.
 */
export const conversationSearchQuerySchema = z.object({
  q: z
    .string({ error: conversationMessages.searchRequired })
    .refine((s) => s.trim() !== '', conversationMessages.searchRequired)
    .refine((s) => characterCount(s) <= CONVERSATION_SEARCH_MAX, conversationMessages.searchMax)
    .refine((s) => !s.includes('\u0000'), invalidCharacters),
  limit: conversationPageQuerySchema.shape.limit,
  cursor: conversationPageQuerySchema.shape.cursor,
});
export type ConversationSearchQuery = z.infer<typeof conversationSearchQuerySchema>;

/** One page of matches, newest first; `nextCursor` is null on the last page. */
export const conversationSearchPageSchema = z
  .object({
    items: z.array(conversationSummarySchema),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'ConversationSearchPage' });
export type ConversationSearchPage = z.infer<typeof conversationSearchPageSchema>;

/** GET /api/conversations/{id}/export: a plain-text transcript, saved as conversation-{id}.txt. */
export const conversationExportSchema = z.object({ content: text() }).meta({ id: 'ConversationExport' });
export type ConversationExport = z.infer<typeof conversationExportSchema>;

/** POST /api/conversations. */
export const createConversationRequestSchema = z
  .object({
    goatCategory: z.enum(expertCategories.map((c) => c.value) as [ExpertCategory, ...ExpertCategory[]], {
      error: `Category must be one of ${expertCategories.map((c) => c.value).join(', ')}`,
    }),
  })
  .meta({ id: 'CreateConversationRequest' });

export const createConversationResponseSchema = z
  .object({
    id: z.number().int(),
    goatCategory: z.string(),
    expertId: z.string(),
    expertName: z.string(),
    createdAt: z.string(),
    /** True on the last conversation a free account may start today. */
    showTrialOffer: z.boolean(),
  })
  .meta({ id: 'CreateConversationResponse' });

export const storedMessageSchema = z
  .object({
    id: z.number().int(),
    isUser: z.boolean(),
    content: z.string(),
    timestamp: z.string(),
    /** A user's message that spoke of a crisis: the help card to show beside it. */
    safety: safetyNoticeSchema.optional(),
    /** A reply on a medical, legal or financial question: the not-professional-advice line under it. */
    adviceNote: z.string().optional(),
  })
  .meta({ id: 'StoredMessage' });

/** GET /api/conversations/{id}: the conversation with its messages, oldest first. */
export const conversationDetailSchema = z
  .object({
    id: z.number().int(),
    goatCategory: z.string(),
    expertId: z.string(),
    expertName: z.string(),
    title: z.string().nullable(),
    createdAt: z.string(),
    replyCount: z.number().int(),
    /**
     * Replies this conversation has left on the Free plan (0 at the limit: the next message is refused);
     * null when the plan has no limit.
     */
    repliesLeft: z.number().int().nullable(),
    messages: z.array(storedMessageSchema),
    /** The summary written at "End conversation"; null before one. */
    recap: conversationRecapSchema.nullable(),
  })
  .meta({ id: 'ConversationDetail' });
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/** POST /api/conversations/{id}/messages (and /stream). */
export const sendMessageRequestSchema = z
  .object({
    content: messageText(),
    speakerId: speakerIdSchema,
    detectedLanguage: detectedLanguageSchema,
    /** Files (uploaded by the same person) this message is about; several need Premium. */
    documentIds: documentIdsSchema,
    /**
     * The Reminder Settings switch: a message asking for a reminder sets it (true, the default when
     * absent); false: the expert says that reminders from conversation are off, and where to turn them on.
     */
    extractReminders: z.boolean({ error: 'extractReminders must be true or false' }).optional(),
  })
  .meta({ id: 'SendMessageRequest' });
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

const messageRef = z.object({ id: z.number().int(), content: z.string() });
export const sendMessageResponseSchema = z
  .object({
    userMessage: messageRef,
    /** `adviceNote`: the not-professional-advice line shown under a medical, legal or financial answer. */
    botMessage: messageRef.extend({ adviceNote: z.string().optional() }),
    /** The message spoke of a crisis (any safety layer): the help card to show, whatever the reply says. */
    safety: safetyNoticeSchema.optional(),
    /** True on the last reply a free account gets in this conversation. */
    showTrialOffer: z.boolean(),
    replyCount: z.number().int(),
    /**
     * Replies this conversation has left on the Free plan (0 at the limit: the next message is refused);
     * null when the plan has no limit.
     */
    repliesLeft: z.number().int().nullable(),
    /**
     * The message asked for a reminder (or answered when, after the expert asked), and the reply is
     * the expert saying so: `set` with the reminders made (an existing one marked `duplicate`), `asked`
     * when no time was said, `off` when the switch is off.
     */
    reminders: z
      .object({
        outcome: z.enum(conversationReminderOutcomes),
        reminders: z.array(createdReminderSchema),
      })
      .optional(),
  })
  .meta({ id: 'SendMessageResponse' });
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

/**
 * POST /api/conversations/{id}/messages/{messageId}/cut: the person interrupted the reply; `spoken`
 * is what the expert had said aloud (the sentences played, in order). The stored reply keeps only that,
 * followed by " …", so the history holds what the person actually heard.
 */
export const cutReplyRequestSchema = z
  .object({
    spoken: z
      .string({ error: 'Spoken text must be a string' })
      .max(100_000, 'Spoken text is too long')
      .refine((s) => !s.includes('\u0000'), invalidCharacters),
  })
  .meta({ id: 'CutReplyRequest' });
export const cutReplyResponseSchema = messageRef.meta({ id: 'CutReplyResponse' });

// Request and answer types, inferred from the schemas above (they cost nothing at run time).
export type ConversationList = z.infer<typeof conversationListSchema>;
export type ConversationPage = z.infer<typeof conversationPageSchema>;
export type CreateConversationRequest = z.infer<typeof createConversationRequestSchema>;
export type CreateConversationResponse = z.infer<typeof createConversationResponseSchema>;
export type StoredMessage = z.infer<typeof storedMessageSchema>;
export type CutReplyRequest = z.infer<typeof cutReplyRequestSchema>;
export type CutReplyResponse = z.infer<typeof cutReplyResponseSchema>;
