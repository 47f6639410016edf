import type { GuestChatRequest } from '../../contract/chat.js';
import type { SafetyNotice } from '../../contract/safety-values.js';
import { usageLimit } from '../ai/chat-error.js';
import type { ChatModel } from '../ai/chat-model.js';
import { type Expert, expertById, pickExpert } from '../ai/experts.js';
import { type ReplyHandlers, type StreamedReply, streamReply } from '../ai/stream-reply.js';
import { fitTurns } from '../ai/turn-budget.js';
import type { AttemptLimiter } from '../http/brute-force.js';
import { adviceNote } from '../safety/advice-topics.js';
import { chooseCountry } from '../safety/help-lines.js';
import { type TurnSafetyDeps, watchTurnSafety } from '../safety/turn-safety.js';

export type GuestChatDeps = TurnSafetyDeps & {
  chatModel: ChatModel;
  limiter: AttemptLimiter;
  random?: () => number;
};

/** A guest's reply, with what the safety layers found in the message. */
export type GuestReply = {
  reply: StreamedReply;
  expert: Expert;
  /** The message spoke of a crisis: the help card. */
  safety: SafetyNotice | null;
  /** The not-professional-advice line for a medical, legal or financial question. */
  adviceNote: string | null;
};

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
 * stored but the anonymous safety counts. The browser sends the recent turns back so the chat keeps
 * its context; a failed reply does not count against the limit. The message is read for a crisis as
 * in a signed-in turn (`onSafety` before the reply offline; the model's instruction reinforced).
 */
export async function guestChat(
  deps: GuestChatDeps,
  input: GuestChatRequest,
  ip: string,
  signal: AbortSignal,
  handlers: ReplyHandlers & { onSafety?(notice: SafetyNotice): void } = {},
  where: { acceptLanguage?: string | undefined } = {},
): Promise<GuestReply> {
  const expert = guestExpert(input, deps.random ?? Math.random);
  const earlier = (input.history ?? []).filter((t) => t.content.trim() !== '');
  const turns = fitTurns([...earlier, { role: 'user', content: input.message }]);
  const language = input.detectedLanguage ?? 'en-US';
  const country = chooseCountry({ language, acceptLanguage: where.acceptLanguage ?? null });
  const { onSafety, ...replyHandlers } = handlers;
  const safety = watchTurnSafety(
    deps,
    { text: input.message, language, country, messageId: null, ...(onSafety ? { onNotice: onSafety } : {}) },
    signal,
  );
  try {
    const reply = await streamReply(
      deps.chatModel,
      {
        expert,
        language,
        turns,
        premium: false,
        signal,
        country,
        ...(safety.offline ? { crisis: safety.offline.kinds } : {}),
      },
      replyHandlers,
    );
    await safety.settle(!reply.aborted);
    if (reply.aborted && reply.sentences.length === 0) await deps.limiter.refund([['guestChatIp', ip]]);
    const crisis = safety.kinds().length > 0;
    return {
      reply,
      expert,
      safety: safety.notice(),
      adviceNote: crisis ? null : adviceNote(safety.topics(), language),
    };
  } catch (err) {
    await safety.settle(false);
    await deps.limiter.refund([['guestChatIp', ip]]);
    throw err;
  }
}
