import { z } from 'zod';
import { text } from './text.js';

/** The expert categories of spec section 3, in the order the browser offers them. */
export const expertCategories = [
  { value: 'random', label: 'Random Expert' },
  { value: 'business', label: 'Business Leaders' },
  { value: 'science', label: 'Scientists' },
  { value: 'tech', label: 'Tech Innovators' },
  { value: 'sports', label: 'Sports Legends' },
  { value: 'arts', label: 'Artists & Creators' },
  { value: 'coach', label: 'Personal Coach' },
] as const;
export type ExpertCategory = (typeof expertCategories)[number]['value'];

/** The label of a category; an unknown value (an old or hand-edited row) reads as plain "Expert". */
export function expertLabel(category: string): string {
  return expertCategories.find((c) => c.value === category)?.label ?? 'Expert';
}

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

export const conversationMessages = {
  notFound: 'Conversation not found',
} as const;
