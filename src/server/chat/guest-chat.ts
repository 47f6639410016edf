import type { GuestChatRequest, GuestChatResponse } from '../../contract/chat.js';
import { usageLimit } from '../ai/chat-error.js';
import { type Expert, expertById, pickExpert } from '../ai/experts.js';
import { fitTurns } from '../ai/turn-budget.js';
import type { AttemptLimiter } from '../http/brute-force.js';
import { chooseCountry } from '../safety/help-lines.js';
import { signSpeechText } from '../speech/speech-token.js';
import type { PipelineDeps, Turn, TurnOutcome } from '../turns/turn-pipeline.js';

export type GuestChatDeps = PipelineDeps & {
  limiter: AttemptLimiter;
  random?: () => number;
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

/** Gives a guest's reply back to the IP's hourly count. */
export const releaseGuestReply = (limiter: AttemptLimiter, ip: string) => () =>
  limiter.refund([['guestChatIp', ip]]);

/** A guest's safety events are counted once per kind for their address (they have no session). */
export const guestEventScope = (ip: string) => `guest:${ip}`;

/**
 * A guest's turn (send-guest-message, stream-guest-message), its reply already claimed: nothing is
 * stored but the anonymous safety counts. The browser sends the recent turns back so the chat keeps
 * its context; a failed reply does not count against the limit. The rest is the one turn pipeline.
 */
export function guestTurn(
  deps: GuestChatDeps,
  input: GuestChatRequest,
  ip: string,
  where: { acceptLanguage?: string | undefined } = {},
): Turn<null> & { expert: Expert } {
  const earlier = (input.history ?? []).filter((t) => t.content.trim() !== '');
  const language = input.detectedLanguage ?? 'en-US';
  return {
    kind: 'guest',
    text: input.message,
    language,
    country: chooseCountry({ language, acceptLanguage: where.acceptLanguage ?? null }),
    expert: guestExpert(input, deps.random ?? Math.random),
    premium: false,
    priority: 'free',
    turns: fitTurns([...earlier, { role: 'user', content: input.message }]),
    markMessageId: null,
    eventScope: guestEventScope(ip),
    memory: null,
    release: releaseGuestReply(deps.limiter, ip),
    store: async () => null,
    logFields: { guest: true },
  };
}

/** A guest's answer: the reply, its expert, what the guest must send to hear it, the card and the advice line. */
export function guestAnswer(
  deps: { clock: () => Date; secret: string },
  expert: Expert,
  outcome: TurnOutcome<null>,
): GuestChatResponse {
  const text = outcome.reply.text;
  return {
    response: text,
    expertId: expert.id,
    speechToken: signSpeechText(deps.secret, text, deps.clock()),
    ...(outcome.safety ? { safety: outcome.safety } : {}),
    ...(outcome.adviceNote ? { adviceNote: outcome.adviceNote } : {}),
  };
}
