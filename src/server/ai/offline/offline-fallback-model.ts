import type { ChatModel } from '../chat-model.js';
import { preferredName } from '../shared-facts-prompt.js';
import { offlineDocumentQuote, offlineDocumentReply } from './offline-document-reply.js';
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
      const userText = last?.role === 'user' ? last.content : '';
      const documents = request.documents ?? [];
      const reply = () =>
        offlineReply({
          expert: request.expert,
          language: request.language,
          userText,
          turn,
          ...(request.country ? { country: request.country } : {}),
          preferredName: preferredName(request.remembered),
        });
      const quote = () => offlineDocumentQuote(documents, userText);
      const text = documents.some((d) => d.fresh)
        ? offlineDocumentReply(documents)
        : documents.length > 0
          ? [quote(), reply()].filter(Boolean).join(' ')
          : reply();
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
