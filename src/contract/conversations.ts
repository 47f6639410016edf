import { z } from 'zod';
import { type ExpertCategory, expertCategories } from './categories.js';
import { detectedLanguageSchema, messageText, speakerIdSchema } from './chat.js';
import { invalidCharacters, text } from './text.js';

export * from './categories.js';

/** GET /api/conversations answers at most this many, newest first. */
export const CONVERSATION_LIST_MAX = 200;
/** The preview is the first user message, trimmed to at most this many characters. */
export const CONVERSATION_PREVIEW_MAX = 120;

export const conversationSummarySchema = z
  .object({
    id: z.number().int(),
    goatCategory: text(),
    /** ISO 8601. */
    createdAt: text(),
    title: text().nullable(),
    /** The first user message, whitespace trimmed, at most CONVERSATION_PREVIEW_MAX characters. */
    preview: text().nullable(),
    messageCount: z.number().int(),
  })
  .meta({ id: 'ConversationSummary' });
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.array(conversationSummarySchema).meta({ id: 'ConversationList' });

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
  .object({ id: z.number().int(), isUser: z.boolean(), content: z.string(), timestamp: z.string() })
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
    messages: z.array(storedMessageSchema),
  })
  .meta({ id: 'ConversationDetail' });
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/** POST /api/conversations/{id}/messages (and /stream). */
export const sendMessageRequestSchema = z
  .object({ content: messageText(), speakerId: speakerIdSchema, detectedLanguage: detectedLanguageSchema })
  .meta({ id: 'SendMessageRequest' });
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

const messageRef = z.object({ id: z.number().int(), content: z.string() });
export const sendMessageResponseSchema = z
  .object({
    userMessage: messageRef,
    botMessage: messageRef,
    /** True on the last reply a free account gets in this conversation. */
    showTrialOffer: z.boolean(),
    replyCount: z.number().int(),
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
export type CreateConversationRequest = z.infer<typeof createConversationRequestSchema>;
export type CreateConversationResponse = z.infer<typeof createConversationResponseSchema>;
export type StoredMessage = z.infer<typeof storedMessageSchema>;
export type CutReplyRequest = z.infer<typeof cutReplyRequestSchema>;
export type CutReplyResponse = z.infer<typeof cutReplyResponseSchema>;
