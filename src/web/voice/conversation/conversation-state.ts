import type { ExpertCategory } from '../../../contract/categories.js';

/** A message as the screen holds it (spec section 3 "Client-side message"), with its time. */
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
};

/** Spec section 3: the opening assistant greeting has id 0. */
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

/** Spec section 2: ?conversation= holds a numeric id; anything else is ignored. */
export function conversationParam(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export const isExpertCategory = (
  value: string,
  categories: readonly { value: string }[],
): value is ExpertCategory => categories.some((c) => c.value === value);
