import type { GuestChatRequest, GuestChatResponse } from '../../contract/chat.js';
import { answerTurn } from '../turns/turn-answers.js';
import { claimGuestReply, type GuestChatDeps, guestAnswer, guestTurn } from './guest-chat.js';

/**
 * POST /api/chat: a guest's reply in one answer (20 replies an hour per IP), with the speechToken a
 * guest needs to hear it; nothing is stored.
 */
export async function sendGuestMessage(
  deps: GuestChatDeps,
  input: GuestChatRequest,
  ip: string,
  where: { acceptLanguage?: string | undefined } = {},
): Promise<GuestChatResponse> {
  await claimGuestReply(deps.limiter, ip);
  const turn = guestTurn(deps, input, ip, where);
  return answerTurn(deps, turn, (outcome) => guestAnswer(deps, turn.expert, outcome));
}
