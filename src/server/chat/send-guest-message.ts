import type { GuestChatRequest, GuestChatResponse } from '../../contract/chat.js';
import { claimGuestReply, type GuestChatDeps, guestChat } from './guest-chat.js';

/** POST /api/chat: a guest's reply in one answer (20 replies an hour per IP); nothing is stored. */
export async function sendGuestMessage(
  deps: GuestChatDeps,
  input: GuestChatRequest,
  ip: string,
): Promise<GuestChatResponse> {
  await claimGuestReply(deps.limiter, ip);
  const { reply, expert } = await guestChat(deps, input, ip, new AbortController().signal);
  return { response: reply.text, expertId: expert.id };
}
