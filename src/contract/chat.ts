import { z } from 'zod';
import { errorBodySchema } from './errors.js';
import { conversationLanguages } from './languages.js';
import { safetyNoticeSchema } from './safety.js';
import type { SafetyNotice } from './safety-values.js';
import { invalidCharacters } from './text.js';

export const MESSAGE_MAX = 4000;
export const SPEAKER_ID_MAX = 100;
/** Earlier guest turns the browser may send back so an unsaved chat keeps its context. */
export const GUEST_HISTORY_MAX = 20;

export const chatMessages = {
  empty: 'Message cannot be empty',
  tooLong: `Message is too long (at most ${MESSAGE_MAX} characters)`,
  speakerId: `Speaker id must be at most ${SPEAKER_ID_MAX} characters`,
  language: `Language must be one of ${conversationLanguages.join(', ')}`,
  dailyLimit: "You've reached your daily limit of 2 conversations on the free plan.",
  replyLimit: "You've reached the limit of 10 replies in this conversation on the free plan.",
  guestLimit: "You've reached the guest limit of 20 replies an hour. Create a free account to keep talking.",
  threadNotFound: 'Thread not found',
} as const;

/** Trimmed; 1 to 4000 characters; no NUL. */
export const messageText = () =>
  z
    .string({ error: chatMessages.empty })
    .trim()
    .min(1, chatMessages.empty)
    .max(MESSAGE_MAX, chatMessages.tooLong)
    .refine((s) => !s.includes('\u0000'), invalidCharacters);

export const speakerIdSchema = z
  .string({ error: chatMessages.speakerId })
  .max(SPEAKER_ID_MAX, chatMessages.speakerId)
  .refine((s) => !s.includes('\u0000'), invalidCharacters)
  .nullish();
export const detectedLanguageSchema = z
  .enum(conversationLanguages, { error: chatMessages.language })
  .nullish();

export const chatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z
    .string()
    .max(MESSAGE_MAX, chatMessages.tooLong)
    .refine((s) => !s.includes('\u0000'), invalidCharacters),
});

/** POST /api/chat and /api/chat/stream: a guest's message; nothing is stored. */
export const guestChatRequestSchema = z
  .object({
    message: messageText(),
    category: z.string().max(40).default('random'),
    speakerId: speakerIdSchema,
    detectedLanguage: detectedLanguageSchema,
    /** Earlier turns of this unsaved chat, oldest first. */
    history: z.array(chatTurnSchema).max(GUEST_HISTORY_MAX).optional(),
    /** The expert of this chat, as answered before: a random category keeps its expert. */
    expertId: z.string().max(100).nullish(),
  })
  .meta({ id: 'GuestChatRequest' });
export type GuestChatRequest = z.infer<typeof guestChatRequestSchema>;

export const guestChatResponseSchema = z
  .object({
    response: z.string(),
    expertId: z.string(),
    speechToken: z.string().describe('Send with GET /api/tts (`token`) to hear this response as a guest'),
    /** The message spoke of a crisis (any safety layer): the help card to show, whatever the reply says. */
    safety: safetyNoticeSchema.optional(),
    /** The not-professional-advice line shown under a medical, legal or financial answer. */
    adviceNote: z.string().optional(),
  })
  .meta({ id: 'GuestChatResponse' });

/** POST /api/assistant/chat: threads kept in our database. */
export const assistantChatRequestSchema = z
  .object({
    message: messageText(),
    conversationId: z.number().int().positive().nullish(),
    threadId: z.string().max(100).nullish(),
    /** The language of the message, one of the eleven conversation languages; default en-US. */
    detectedLanguage: detectedLanguageSchema,
  })
  .meta({ id: 'AssistantChatRequest' });
export type AssistantChatRequest = z.infer<typeof assistantChatRequestSchema>;

export const assistantChatResponseSchema = z
  .object({
    response: z.string(),
    threadId: z.string(),
    /** The message spoke of a crisis (any safety layer): the help card to show, whatever the reply says. */
    safety: safetyNoticeSchema.optional(),
    /** The not-professional-advice line shown under a medical, legal or financial answer. */
    adviceNote: z.string().optional(),
  })
  .meta({ id: 'AssistantChatResponse' });

export const limitTypes = [
  'DAILY_CONVERSATION_LIMIT',
  'CONVERSATION_REPLY_LIMIT',
  'GUEST_REPLY_LIMIT',
] as const;
export type LimitType = (typeof limitTypes)[number];

/** An error answer of the chat calls: a usage limit names its limitType; a provider failure is retryable. */
export const chatErrorSchema = errorBodySchema
  .extend({
    limitType: z.enum(limitTypes).optional(),
    retryable: z.boolean().optional(),
    /** Where to upgrade, when the plan does not include what was asked (several files in one question). */
    upgradeUrl: z.string().optional(),
  })
  .meta({ id: 'ChatError' });
export type ChatError = z.infer<typeof chatErrorSchema>;

/** A streamed turn's `delta` event: text as it arrives. */
export const streamDeltaSchema = z.object({ text: z.string() });
/** A streamed turn's `sentence` event: a complete sentence (for a guest with its speech token). */
export const streamSentenceSchema = z.object({
  index: z.number().int(),
  text: z.string(),
  speechToken: z.string().optional(),
});

/** The events of a streamed turn whose `done` carries `done`: each event's data, for the route contracts. */
export const turnEvents = <Done extends z.ZodType>(done: Done) => ({
  safety: safetyNoticeSchema,
  delta: streamDeltaSchema,
  sentence: streamSentenceSchema,
  done,
  error: chatErrorSchema,
});

/**
 * Server-Sent Events of the streamed calls, in order: `safety` (a SafetyNotice, see safety.ts) the
 * moment a safety layer finds a crisis in the message, before any text when the offline detector
 * does, `delta` {text} as text arrives, `sentence`
 * {index, text} as each sentence completes (for a guest also `speechToken`, to send with GET /api/tts
 * to hear it), then `done` (or `error` {error, message, retryable}).
 */
export type StreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'sentence'; data: { index: number; text: string; speechToken?: string } }
  | { event: 'safety'; data: SafetyNotice }
  | { event: 'done'; data: Record<string, unknown> }
  | { event: 'error'; data: ChatError };

export { conversationLanguages };

// Request and answer types, inferred from the schemas above (they cost nothing at run time).
export type ChatTurn = z.infer<typeof chatTurnSchema>;
export type GuestChatResponse = z.infer<typeof guestChatResponseSchema>;
export type AssistantChatResponse = z.infer<typeof assistantChatResponseSchema>;
