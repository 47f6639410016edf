import { z } from 'zod';
import type { AssistantChatRequest } from '../../contract/chat.js';
import type { chatContract } from '../../contract/chat-routes.js';
import { chatPaths } from '../../contract/paths/chat.js';
import { translator } from '../i18n/current.js';
import { apiClient } from '../lib/api-client.js';

/**
 * The form's rules: a message is required; the conversation ID, when given, is a whole number. Made
 * when the page is shown, so that its messages are in the page's language.
 */
export const assistantTestSchema = () => {
  const t = translator();
  return z.object({
    conversationId: z
      .string()
      .trim()
      .regex(/^\d{0,9}$/, t('Conversation ID must be a whole number')),
    message: z.string().trim().min(1, t('Please enter a message')),
  });
};
export type AssistantTestValues = z.infer<ReturnType<typeof assistantTestSchema>>;

/** POST /api/assistant/chat; the conversation and thread are sent only when known. */
export const sendAssistantMessage = (req: AssistantChatRequest) =>
  apiClient<typeof chatContract>(chatPaths).assistant({ body: req });

export function toChatRequest(values: AssistantTestValues, threadId: string | null): AssistantChatRequest {
  return {
    message: values.message,
    ...(values.conversationId ? { conversationId: Number(values.conversationId) } : {}),
    ...(threadId ? { threadId } : {}),
  };
}
