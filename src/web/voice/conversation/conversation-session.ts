import { type ExpertCategory, expertCategories } from '../../../contract/categories.js';
import type { ConversationDetail } from '../../../contract/conversations.js';
import type { ConversationLanguage } from '../../../contract/languages.js';
import type { SafetyNotice } from '../../../contract/safety-values.js';
import { translator } from '../../i18n/current.js';
import type { ToastInput } from '../../ui/use-toast.js';
import { withVoiceCode } from '../load-voice-code.js';
import type { StreamHandlers } from './chat-stream.js';
import type { ConversationApi } from './conversation-api.js';
import { createConversationCreation } from './conversation-creation.js';
import {
  type ClientMessage,
  greetingMessage,
  isExpertCategory,
  replaceMessage,
  savedHelp,
  savedMessages,
} from './conversation-state.js';
import type { TurnContext, TurnOutcome, TurnReminders } from './conversation-turn.js';
import type { LimitType, TrialOffer } from './usage-limit.js';

export type { TurnOutcome } from './conversation-turn.js';
export type { TrialOffer } from './usage-limit.js';

export type ConversationSnapshot = {
  category: ExpertCategory;
  /** The conversation turns go to (signed in), once created or loaded. */
  conversationId: number | null;
  expertName: string | null;
  messages: ClientMessage[];
  trialOffer: TrialOffer | null;
  /** Replies the conversation has left on the Free plan, as the server last said; null: no limit known. */
  repliesLeft: number | null;
  /**
   * A limit reached: the microphone is disabled until something changes (another conversation, or a
   * plan). Set by a refusal and by a conversation with no reply left.
   */
  atLimit: LimitType | null;
  /** The help card on the screen (a message spoke of a crisis) until the person closes it. */
  help: SafetyNotice | null;
};

export type SessionDeps = {
  api: ConversationApi;
  now: () => Date;
  signedIn: () => boolean;
  toast: (message: ToastInput) => void;
  /** A conversation was created: the list of saved ones is out of date. */
  onCreated: () => void;
};

/**
 * One conversation on the voice screen, without React: its expert, its messages, and its turns (send a
 * message, receive the reply as it streams). Signed in, turns are stored in a conversation created
 * when the first recording starts, so a refusal shows before the person has spoken and creation
 * overlaps their speaking; a guest talks through the unsaved guest chat. The API, the clock and the
 * toasts come in through `deps`; screens read `snapshot()` and `subscribe()`.
 */
export function createConversationSession(deps: SessionDeps) {
  let state: ConversationSnapshot = {
    category: 'random',
    conversationId: null,
    expertName: null,
    messages: [greetingMessage(deps.now())],
    trialOffer: null,
    repliesLeft: null,
    atLimit: null,
    help: null,
  };
  /** The help card's sentence spoken after the last reply, if any: not part of the reply. */
  let helpSpoken: string | null = null;
  const listeners = new Set<() => void>();
  const guest = { expertId: null as string | null };
  let localIds = 0;

  const update = (change: Partial<ConversationSnapshot>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  };
  const offer = (trialOffer: TrialOffer) =>
    update({ trialOffer, ...(trialOffer.refused ? { atLimit: trialOffer.limitType } : {}) });
  const replies = (repliesLeft: number | null) =>
    update({ repliesLeft, atLimit: repliesLeft === 0 ? 'CONVERSATION_REPLY_LIMIT' : null });
  const changeMessage = (id: ClientMessage['id'], change: Partial<ClientMessage> | null) =>
    update({ messages: replaceMessage(state.messages, id, change) });

  const creation = createConversationCreation({
    api: deps.api,
    toast: deps.toast,
    category: () => state.category,
    currentId: () => state.conversationId,
    created: (answer) => {
      update({ conversationId: answer.id, expertName: answer.expertName });
      deps.onCreated();
    },
    offer,
  });

  const turnContext: TurnContext = {
    api: deps.api,
    now: deps.now,
    toast: deps.toast,
    nextId: () => `local-${++localIds}`,
    category: () => state.category,
    conversation: () => (deps.signedIn() ? creation.ensure() : Promise.resolve(null)),
    guest,
    messages: () => state.messages,
    setMessages: (next) => update({ messages: next(state.messages) }),
    changeMessage,
    offer,
    repliesLeft: replies,
    showHelp: (help, spoken) => {
      helpSpoken = spoken;
      update({ help });
    },
  };

  function reset() {
    creation.forget();
    guest.expertId = null;
    helpSpoken = null;
    update({
      conversationId: null,
      expertName: null,
      messages: [greetingMessage(deps.now())],
      repliesLeft: null,
      atLimit: null,
    });
  }

  return {
    snapshot: (): ConversationSnapshot => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A saved conversation replaces whatever was on the screen. */
    load(detail: ConversationDetail) {
      creation.forget();
      const messages = savedMessages(detail);
      update({
        conversationId: detail.id,
        expertName: detail.expertName,
        messages,
        help: savedHelp(messages),
        repliesLeft: detail.repliesLeft ?? null,
        atLimit: detail.repliesLeft === 0 ? 'CONVERSATION_REPLY_LIMIT' : null,
        ...(isExpertCategory(detail.goatCategory, expertCategories) ? { category: detail.goatCategory } : {}),
      });
    },
    /** Another expert starts afresh: the next recording opens a new conversation with them. */
    setCategory(category: ExpertCategory) {
      update({ category });
      reset();
    },
    /** The New Conversation button, through the same creation as a first recording (signed in only). */
    async startNew(): Promise<boolean> {
      if (!deps.signedIn()) return false;
      reset();
      const created = typeof (await creation.ensure()) === 'number';
      if (created)
        deps.toast({
          title: translator()('New Conversation'),
          description: translator()('Your new conversation is ready.'),
        });
      return created;
    },
    /**
     * A conversation was deleted: if it is the one on the screen, the screen lets it go (a fresh start;
     * the next turn opens a new conversation). Answers whether it was.
     */
    forget(id: number): boolean {
      if (state.conversationId !== id) return false;
      reset();
      return true;
    },
    /** Called when a recording starts: signed in, makes sure there is a conversation. */
    prepare() {
      if (deps.signedIn()) void creation.ensure();
    },
    /** Sends one turn (see runTurn); `handlers.onSentence` hears each complete sentence, for speech. */
    sendTurn(
      content: string,
      language: ConversationLanguage,
      handlers: StreamHandlers,
      signal: AbortSignal,
      documentIds?: number[],
      reminders?: TurnReminders,
    ): Promise<TurnOutcome> {
      return withVoiceCode(({ runTurn }) =>
        runTurn(turnContext, { content, language, handlers, signal, documentIds, reminders }),
      );
    },
    /**
     * Barge-in: the reply shows (and, once stored, keeps) only what the expert said aloud. A reply still
     * streaming when interrupted is stored by the server as the sentences it had sent, marked cut.
     */
    markCut(spoken: string) {
      const last = state.messages.at(-1);
      if (!last || last.isUser) return;
      // Interrupted during the help card's sentence: the reply itself was said whole.
      if (helpSpoken && spoken.trim().endsWith(helpSpoken)) return;
      const said = spoken.trim();
      changeMessage(last.id, { cut: true, pending: false, content: said === '' ? '…' : `${said} …` });
      const id = state.conversationId;
      if (typeof last.id !== 'number' || id === null) return;
      deps.api.cut(id, last.id, { spoken }).then(
        (stored) => changeMessage(last.id, { content: stored.content }),
        () => {
          // The full reply stays stored; what the screen shows is still what was said.
        },
      );
    },
    closeTrialOffer: () => update({ trialOffer: null }),
    /** The person closed the help card. */
    closeHelp: () => update({ help: null }),
  };
}

export type ConversationSession = ReturnType<typeof createConversationSession>;
