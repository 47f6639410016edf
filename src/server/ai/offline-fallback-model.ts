import type { ChatModel } from './chat-model.js';
import { offlineReply } from './offline-responder.js';

/**
 * The offline responder as a ChatModel, streamed word by word: what the conversation engine uses
 * when the app is built without a model (createChatModel in chat-models.ts is the configured one).
 */
export function offlineFallbackModel(): ChatModel {
  return {
    provider: 'offline',
    model: 'offline-responder',
    stream(request) {
      const last = request.turns[request.turns.length - 1];
      const turn = request.turns.filter((t) => t.role === 'user').length;
      const text = offlineReply({
        expert: request.expert,
        language: request.language,
        userText: last?.role === 'user' ? last.content : '',
        turn,
        ...(request.country ? { country: request.country } : {}),
      });
      const pieces = text.match(/\S+\s*/g) ?? [text];
      async function* words() {
        for (const piece of pieces) {
          if (request.signal.aborted) return;
          yield piece;
        }
      }
      return {
        textStream: words(),
        usage: Promise.resolve({ inputTokens: 0, outputTokens: 0 }),
      };
    },
  };
}
