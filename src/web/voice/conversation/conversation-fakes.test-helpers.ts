import type { GuestChatRequest, GuestChatResponse } from '../../../contract/chat.js';
import type {
  ConversationDetail,
  CreateConversationResponse,
  SendMessageRequest,
  SendMessageResponse,
} from '../../../contract/conversations.js';
import type { ToastInput } from '../../ui/use-toast.js';
import { deferred, settle } from '../deferred.test-helpers.js';
import { loadVoiceCode } from '../load-voice-code.js';
import type { StreamHandlers } from './chat-stream.js';
import type { ConversationApi } from './conversation-api.js';
import { createConversationSession } from './conversation-session.js';

export { deferred, settle } from '../deferred.test-helpers.js';

// The page loads the voice code (where a turn runs) once it has painted, before any turn can start:
// the sessions under test start from there.
await loadVoiceCode();

type Call<Request, Answer> = {
  request: Request;
  handlers: StreamHandlers;
  signal: AbortSignal;
  answer: ReturnType<typeof deferred<Answer>>;
};

export const createdAnswer = (id: number, goatCategory = 'random', showTrialOffer = false) =>
  ({
    id,
    goatCategory,
    expertId: `expert-${id}`,
    expertName: `Expert ${id}`,
    createdAt: '2025-01-01T10:00:00.000Z',
    showTrialOffer,
  }) satisfies CreateConversationResponse;

export const sentAnswer = (userId: number, botId: number, content: string, showTrialOffer = false) =>
  ({
    userMessage: { id: userId, content: 'asked' },
    botMessage: { id: botId, content },
    showTrialOffer,
    replyCount: 1,
    repliesLeft: null,
  }) satisfies SendMessageResponse;

export const savedDetail = (id: number, goatCategory: string, contents: string[]): ConversationDetail => ({
  id,
  goatCategory,
  expertId: `expert-${id}`,
  expertName: `Expert ${id}`,
  title: null,
  createdAt: '2025-01-01T09:00:00.000Z',
  replyCount: contents.length,
  repliesLeft: null,
  recap: null,
  messages: contents.map((content, i) => ({
    id: id * 100 + i,
    isUser: i % 2 === 0,
    content,
    timestamp: '2025-01-01T09:00:00.000Z',
  })),
});

/** A session on fake API calls, a fixed clock and recorded toasts; every call waits for the test. */
export function setupSession(options: { signedIn?: boolean } = {}) {
  let signedIn = options.signedIn ?? true;
  const creates: { goatCategory: string; answer: ReturnType<typeof deferred<CreateConversationResponse>> }[] =
    [];
  const sends: (Call<SendMessageRequest, SendMessageResponse> & { id: number })[] = [];
  const guestSends: Call<GuestChatRequest, GuestChatResponse>[] = [];
  const cuts: {
    id: number;
    messageId: number;
    spoken: string;
    answer: ReturnType<typeof deferred<{ id: number; content: string }>>;
  }[] = [];
  const toasts: ToastInput[] = [];
  let listInvalidated = 0;
  const api: ConversationApi = {
    create(request) {
      const answer = deferred<CreateConversationResponse>();
      creates.push({ goatCategory: request.goatCategory, answer });
      return answer.promise;
    },
    send(id, request, handlers, signal) {
      const answer = deferred<SendMessageResponse>();
      sends.push({ id, request, handlers, signal, answer });
      return answer.promise;
    },
    sendAsGuest(request, handlers, signal) {
      const answer = deferred<GuestChatResponse>();
      guestSends.push({ request, handlers, signal, answer });
      return answer.promise;
    },
    cut(id, messageId, request) {
      const answer = deferred<{ id: number; content: string }>();
      cuts.push({ id, messageId, spoken: request.spoken, answer });
      return answer.promise;
    },
  };
  const session = createConversationSession({
    api,
    now: () => new Date('2025-01-01T12:00:00.000Z'),
    signedIn: () => signedIn,
    toast: (message) => toasts.push(message),
    onCreated: () => {
      listInvalidated += 1;
    },
  });
  return {
    session,
    creates,
    sends,
    guestSends,
    cuts,
    toasts,
    get listInvalidated() {
      return listInvalidated;
    },
    signOut: () => {
      signedIn = false;
    },
    /** The messages as [who, content] pairs, without the greeting. */
    lines: () =>
      session
        .snapshot()
        .messages.filter((m) => m.id !== 0)
        .map(
          (m) =>
            `${m.isUser ? 'user' : 'expert'}: ${m.content}${m.failed ? ' (failed)' : ''}${m.cut ? ' (cut)' : ''}`,
        ),
  };
}

/** A signed-in session whose conversation 3 already exists. */
export async function withConversation() {
  const t = setupSession();
  t.session.prepare();
  t.creates[0]?.answer.resolve(createdAnswer(3));
  await settle();
  return t;
}
