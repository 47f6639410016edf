import { z } from 'zod';
import { apiRequest } from '../lib/api.js';

/** The form's rules (spec section 5: the assistant test needs a non-empty message). */
export const assistantTestSchema = z.object({
  conversationId: z
    .string()
    .trim()
    .regex(/^\d{0,9}$/, 'Conversation ID must be a whole number'),
  message: z.string().trim().min(1, 'Please enter a message'),
});
export type AssistantTestValues = z.infer<typeof assistantTestSchema>;

export type AssistantChatRequest = { message: string; conversationId?: number; threadId?: string };
export type AssistantChatResponse = { response: string; threadId: string };

/** POST /api/assistant/chat; the conversation and thread are sent only when known. */
export async function sendAssistantMessage(req: AssistantChatRequest): Promise<AssistantChatResponse> {
  const res = await apiRequest('POST', '/api/assistant/chat', req);
  return (await res.json()) as AssistantChatResponse;
}

export function toChatRequest(values: AssistantTestValues, threadId: string | null): AssistantChatRequest {
  return {
    message: values.message,
    ...(values.conversationId ? { conversationId: Number(values.conversationId) } : {}),
    ...(threadId ? { threadId } : {}),
  };
}
