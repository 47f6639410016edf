import type { SendMessageResponse } from '../../../contract/conversations.js';
import type { ConversationLanguage } from '../../../contract/languages.js';
import type { SafetyNotice } from '../../../contract/safety-values.js';
import { translator } from '../../i18n/current.js';
import { errorMessage } from '../../lib/api.js';
import type { ToastInput } from '../../ui/use-toast.js';
import { helpSpeech } from '../safety/help-card-text.js';
import type { StreamHandlers } from './chat-stream.js';
import type { ConversationApi } from './conversation-api.js';
import type { Creation } from './conversation-creation.js';
import { type ClientMessage, guestHistory, PENDING_TEXT, startTurn } from './conversation-state.js';
import { type TrialOffer, usageLimitOffer } from './usage-limit.js';

/** How a turn ended, as the conversation answers it. */
export type TurnOutcome = 'answered' | 'failed' | 'limit' | 'aborted';

/** GUEST_HISTORY_MAX of the chat contract, without importing zod on first load. */
const GUEST_HISTORY = 20;

/** What a turn reads and changes of its session. */
export type TurnContext = {
  api: ConversationApi;
  now: () => Date;
  toast: (message: ToastInput) => void;
  nextId: () => string;
  category: () => string;
  /** Signed in: the conversation's id (or why there is none); a guest: null. */
  conversation: () => Promise<Creation | null>;
  /** The guest chat's expert, as answered before: a random category keeps its expert. */
  guest: { expertId: string | null };
  messages: () => readonly ClientMessage[];
  setMessages: (next: (list: ClientMessage[]) => ClientMessage[]) => void;
  changeMessage: (id: ClientMessage['id'], change: Partial<ClientMessage> | null) => void;
  offer: (trialOffer: TrialOffer) => void;
  /** The replies the conversation has left on the Free plan after this turn (null: no limit). */
  repliesLeft: (left: number | null) => void;
  /** Shows the help card (the message spoke of a crisis); `spoken` is the sentence said after the reply. */
  showHelp: (notice: SafetyNotice, spoken: string) => void;
};

/** Reminders asked for in conversation: the switch, and what to do with what became of one. */
export type TurnReminders = {
  enabled: boolean;
  onOutcome: (outcome: NonNullable<SendMessageResponse['reminders']>) => void;
};

export type TurnRequest = {
  content: string;
  /** Signed in only: the server sets the reminder a message asks for, and the reply says so. */
  reminders?: TurnReminders | undefined;
  /** Uploaded files this message is about (signed in only). */
  documentIds?: number[] | undefined;
  language: ConversationLanguage;
  handlers: StreamHandlers;
  signal: AbortSignal;
};

/**
 * One turn: the person's message and a placeholder go on the list, the reply streams into the
 * placeholder and takes its stored ids. An aborted turn keeps what had arrived, marked cut; a failed
 * one removes the placeholder and offers the message again; a usage limit opens the trial dialog.
 */
export async function runTurn(ctx: TurnContext, turn: TurnRequest): Promise<TurnOutcome> {
  const { content, language, handlers, signal, documentIds, reminders } = turn;
  const timestamp = ctx.now().toISOString();
  const userMessage: ClientMessage = { id: ctx.nextId(), isUser: true, content, timestamp };
  const pending: ClientMessage = {
    id: ctx.nextId(),
    isUser: false,
    content: PENDING_TEXT,
    pending: true,
    timestamp,
  };
  const history = guestHistory(ctx.messages(), GUEST_HISTORY);
  ctx.setMessages((list) => startTurn(list, content, [userMessage, pending]));

  const target = await ctx.conversation();
  if (target === 'limit' || target === 'failed') {
    ctx.changeMessage(pending.id, null);
    ctx.changeMessage(userMessage.id, { failed: true });
    return target;
  }
  let text = '';
  const sentences: string[] = [];
  let help: SafetyNotice | null = null;
  const onSafety = (notice: SafetyNotice) => {
    help = notice;
    ctx.changeMessage(userMessage.id, { safety: notice });
    ctx.showHelp(notice, helpSpeech(notice, language));
  };
  const streamHandlers: StreamHandlers = {
    onSafety,
    onDelta(delta) {
      text += delta;
      ctx.changeMessage(pending.id, { content: text, pending: false });
      handlers.onDelta?.(delta);
    },
    onSentence(sentence, index) {
      sentences.push(sentence);
      handlers.onSentence?.(sentence, index);
    },
  };
  // The reply as it was spoken, to play it again the same way.
  const speech = { sentences, language };
  try {
    if (target !== null) {
      const done = await ctx.api.send(
        target,
        {
          content,
          detectedLanguage: language,
          ...(documentIds?.length ? { documentIds } : {}),
          ...(reminders ? { extractReminders: reminders.enabled } : {}),
        },
        streamHandlers,
        signal,
      );
      if (done.safety && JSON.stringify(done.safety) !== JSON.stringify(help)) onSafety(done.safety);
      ctx.changeMessage(userMessage.id, { id: done.userMessage.id });
      ctx.changeMessage(pending.id, {
        id: done.botMessage.id,
        content: done.botMessage.content,
        pending: false,
        speech,
        ...(done.botMessage.adviceNote ? { adviceNote: done.botMessage.adviceNote } : {}),
      });
      ctx.repliesLeft(done.repliesLeft ?? null);
      if (done.reminders) reminders?.onOutcome(done.reminders);
      if (done.showTrialOffer) ctx.offer({ limitType: 'CONVERSATION_REPLY_LIMIT', refused: false });
    } else {
      const request = {
        message: content,
        category: ctx.category(),
        detectedLanguage: language,
        history,
        expertId: ctx.guest.expertId,
      };
      const done = await ctx.api.sendAsGuest(request, streamHandlers, signal);
      ctx.guest.expertId = done.expertId;
      if (done.safety && JSON.stringify(done.safety) !== JSON.stringify(help)) onSafety(done.safety);
      ctx.changeMessage(pending.id, {
        content: done.response,
        pending: false,
        speech,
        ...(done.adviceNote ? { adviceNote: done.adviceNote } : {}),
      });
    }
    // The help card is spoken too, after the reply and whatever the reply said.
    if (help) handlers.onSentence?.(helpSpeech(help, language), sentences.length);
    return 'answered';
  } catch (err) {
    if (signal.aborted) {
      ctx.changeMessage(pending.id, text === '' ? null : { cut: true, pending: false });
      return 'aborted';
    }
    ctx.changeMessage(pending.id, null);
    const limit = usageLimitOffer(err);
    if (limit) {
      ctx.offer(limit);
      return 'limit';
    }
    ctx.changeMessage(userMessage.id, { failed: true });
    ctx.toast({
      title: translator()('Failed to send message: {reason}', { reason: errorMessage(err) }),
      variant: 'destructive',
    });
    return 'failed';
  }
}
