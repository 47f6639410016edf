import { z } from 'zod';
import type { AssistantChatRequest, AssistantChatResponse } from '../../contract/chat.js';
import { apiJson } from '../lib/api.js';

/** The form's rules: a message is required; the conversation ID, when given, is a whole number. */
export const assistantTestSchema = z.object({
  conversationId: z
    .string()
    .trim()
    .regex(/^\d{0,9}$/, 'Conversation ID must be a whole number'),
  message: z.string().trim().min(1, 'Please enter a message'),
});
export type AssistantTestValues = z.infer<typeof assistantTestSchema>;

/** POST /api/assistant/chat; the conversation and thread are sent only when known. */
export const sendAssistantMessage = (req: AssistantChatRequest) =>
  apiJson<AssistantChatResponse>('POST', '/api/assistant/chat', req);

export function toChatRequest(values: AssistantTestValues, threadId: string | null): AssistantChatRequest {
  return {
    message: values.message,
    ...(values.conversationId ? { conversationId: Number(values.conversationId) } : {}),
    ...(threadId ? { threadId } : {}),
  };
}
