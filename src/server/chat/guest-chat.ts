import type { GuestChatRequest } from '../../contract/chat.js';
import { usageLimit } from '../ai/chat-error.js';
import type { ChatModel } from '../ai/chat-model.js';
import { type Expert, expertById, pickExpert } from '../ai/experts.js';
import { type ReplyHandlers, type StreamedReply, streamReply } from '../ai/stream-reply.js';
import { fitTurns } from '../ai/turn-budget.js';
import type { AttemptLimiter } from '../http/brute-force.js';

export type GuestChatDeps = { chatModel: ChatModel; limiter: AttemptLimiter; random?: () => number };

/** A guest's expert: the one named by expertId when it fits the category, else a new pick. */
export function guestExpert(
  input: Pick<GuestChatRequest, 'category' | 'expertId'>,
  random: () => number,
): Expert {
  const named = input.expertId ? expertById(input.expertId) : undefined;
  if (named && (input.category === 'random' || named.category === input.category)) return named;
  return pickExpert(input.category, random);
}

/** Counts one guest reply for the IP (20 an hour): 403 GUEST_REPLY_LIMIT beyond it. */
export async function claimGuestReply(limiter: AttemptLimiter, ip: string): Promise<void> {
  if (!(await limiter.tryConsume([['guestChatIp', ip]]))) throw usageLimit('GUEST_REPLY_LIMIT');
}

/**
 * One reply for a guest, whole or streamed (send-guest-message, stream-guest-message); nothing is
 * stored. The browser sends the recent turns back so the chat keeps its context; a failed reply does
 * not count against the limit.
 */
export async function guestChat(
  deps: GuestChatDeps,
  input: GuestChatRequest,
  ip: string,
  signal: AbortSignal,
  handlers: ReplyHandlers = {},
): Promise<{ reply: StreamedReply; expert: Expert }> {
  const expert = guestExpert(input, deps.random ?? Math.random);
  const earlier = (input.history ?? []).filter((t) => t.content.trim() !== '');
  const turns = fitTurns([...earlier, { role: 'user', content: input.message }]);
  try {
    const reply = await streamReply(
      deps.chatModel,
      { expert, language: input.detectedLanguage ?? 'en-US', turns, premium: false, signal },
      handlers,
    );
    if (reply.aborted && reply.sentences.length === 0) await deps.limiter.refund([['guestChatIp', ip]]);
    return { reply, expert };
  } catch (err) {
    await deps.limiter.refund([['guestChatIp', ip]]);
    throw err;
  }
}
