import { z } from 'zod';
import { text } from './text.js';

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
