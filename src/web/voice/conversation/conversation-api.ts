import type { GuestChatRequest, GuestChatResponse } from '../../../contract/chat.js';
import type { chatContract } from '../../../contract/chat-routes.js';
import type { conversationContract } from '../../../contract/conversation-routes.js';
import type {
  CreateConversationRequest,
  CreateConversationResponse,
  CutReplyRequest,
  CutReplyResponse,
  SendMessageRequest,
  SendMessageResponse,
} from '../../../contract/conversations.js';
import { chatPaths } from '../../../contract/paths/chat.js';
import { conversationPaths } from '../../../contract/paths/conversation.js';
import { apiClient } from '../../lib/api-client.js';
import { withVoiceCode } from '../load-voice-code.js';
import type { StreamHandlers } from './chat-stream.js';

/** The calls a conversation session makes; tests pass their own. */
export type ConversationApi = {
  create(request: CreateConversationRequest): Promise<CreateConversationResponse>;
  /** A signed-in turn, stored in conversation `id`; the reply streams. */
  send(
    id: number,
    request: SendMessageRequest,
    handlers: StreamHandlers,
    signal: AbortSignal,
  ): Promise<SendMessageResponse>;
  /** A guest's turn, not stored; the reply streams. */
  sendAsGuest(
    request: GuestChatRequest,
    handlers: StreamHandlers,
    signal: AbortSignal,
  ): Promise<GuestChatResponse>;
  /** The reply `messageId` was interrupted: the server keeps what was spoken. */
  cut(id: number, messageId: number, request: CutReplyRequest): Promise<CutReplyResponse>;
};

const conversations = apiClient<typeof conversationContract>(conversationPaths);

export const conversationApi: ConversationApi = {
  // One Idempotency-Key per creation and per turn: a repeat the server saved answers the first result.
  create: (request) => conversations.create({ body: request }, { idempotencyKey: true }),
  send: (id, request, handlers, signal) =>
    withVoiceCode(({ streamChat }) =>
      streamChat<typeof conversationContract.stream>(
        conversationPaths.stream,
        { params: { id }, body: request },
        handlers,
        signal,
        true,
      ),
    ),
  sendAsGuest: (request, handlers, signal) =>
    withVoiceCode(({ streamChat }) =>
      streamChat<typeof chatContract.guestStream>(chatPaths.guestStream, { body: request }, handlers, signal),
    ),
  cut: (id, messageId, request) => conversations.cut({ params: { id, messageId }, body: request }),
};
