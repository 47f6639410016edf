import type { ExpertCategory } from '../../../contract/categories.js';
import type { ConversationDetail } from '../../../contract/conversations.js';
import type { SafetyNotice } from '../../../contract/safety-values.js';

/** A message as the screen holds it, with its time. */
export type ClientMessage = {
  id: number | string;
  isUser: boolean;
  content: string;
  /** The '...' placeholder of a reply on its way. */
  pending?: boolean;
  /** ISO time. */
  timestamp: string;
  /** The reply was interrupted: only part of it was said. */
  cut?: boolean;
  /** The user's message did not get a reply; it can be sent again. */
  failed?: boolean;
  /** A user's message that spoke of a crisis: its help card. */
  safety?: SafetyNotice;
  /** A reply on a medical, legal or financial question: the not-professional-advice line under it. */
  adviceNote?: string;
  /** A reply streamed on this screen: the sentences it was spoken in, and their language. */
  speech?: ReplySpeechText;
};

/** What a reply says aloud: its sentences, in a language. */
export type ReplySpeechText = { sentences: string[]; language: string };

/** The opening assistant greeting; its id is 0. */
export const GREETING =
  "Hello! I'm here to chat and share insights with you. What would you like to talk about today?";
export const PENDING_TEXT = '...';

export const greetingMessage = (now: Date): ClientMessage => ({
  id: 0,
  isUser: false,
  content: GREETING,
  timestamp: now.toISOString(),
});

/** The messages worth exporting or counting: no greeting, no placeholder, nothing empty. */
export function spokenMessages(messages: readonly ClientMessage[]): ClientMessage[] {
  return messages.filter((m) => m.id !== 0 && !m.pending && m.content.trim() !== '');
}

/** Earlier turns of a guest's unsaved chat, oldest first, as the guest chat call takes them. */
export function guestHistory(messages: readonly ClientMessage[], max: number) {
  return spokenMessages(messages)
    .filter((m) => !m.failed)
    .slice(-max)
    .map((m) => ({ role: m.isUser ? ('user' as const) : ('assistant' as const), content: m.content }));
}

/** ?conversation= holds a numeric id; anything else is ignored. */
export function conversationParam(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export const isExpertCategory = (
  value: string,
  categories: readonly { value: string }[],
): value is ExpertCategory => categories.some((c) => c.value === value);

/** A saved conversation's messages as the screen shows them, after the greeting of its day. */
export const savedMessages = (detail: ConversationDetail): ClientMessage[] => [
  greetingMessage(new Date(detail.createdAt)),
  ...detail.messages.map((m) => ({
    id: m.id,
    isUser: m.isUser,
    content: m.content,
    timestamp: m.timestamp,
    ...(m.safety ? { safety: m.safety } : {}),
    ...(m.adviceNote ? { adviceNote: m.adviceNote } : {}),
  })),
];

/** The help card of a saved conversation: that of its last message that spoke of a crisis. */
export const savedHelp = (list: readonly ClientMessage[]): SafetyNotice | null =>
  list.findLast((m) => m.safety !== undefined)?.safety ?? null;

/** Messages as a transcript shows them: a reply's not-professional-advice line as its last paragraph. */
export const withAdviceNotes = (list: readonly ClientMessage[]): ClientMessage[] =>
  list.map((m) => (m.adviceNote ? { ...m, content: `${m.content}\n\n${m.adviceNote}` } : m));

/** The list with one message changed (`change`), or removed (`null`). */
export const replaceMessage = (
  list: readonly ClientMessage[],
  id: ClientMessage['id'],
  change: Partial<ClientMessage> | null,
): ClientMessage[] =>
  change === null
    ? list.filter((m) => m.id !== id)
    : list.map((m) => (m.id === id ? { ...m, ...change } : m));

/**
 * The list as a new turn starts: a retry replaces the unanswered message it repeats; any other one
 * stays, no longer offered again; then the person's message and the reply's placeholder.
 */
export const startTurn = (
  list: readonly ClientMessage[],
  content: string,
  added: readonly ClientMessage[],
): ClientMessage[] => [
  ...list
    .filter((m) => !(m.failed && m.content === content))
    .map((m) => (m.failed ? { ...m, failed: false } : m)),
  ...added,
];

/**
 * What playing a reply again says: the sentences it was spoken in when this screen streamed it (the
 * same text, so the speech cache answers them and a guest's speech tokens still fit), else its text
 * (a saved reply, or one cut short) split into sentences by `split`, in the language it was spoken
 * in, or else `language`.
 */
export function replaySpeech(
  message: ClientMessage,
  language: string,
  split: (text: string) => string[],
): ReplySpeechText {
  if (message.speech && !message.cut) return message.speech;
  const sentences = split(message.content.replace(/\s*…$/u, ''));
  return { sentences, language: message.speech?.language ?? language };
}
