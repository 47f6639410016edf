import type { GuestChatRequest, GuestChatResponse } from '../../contract/chat.js';
import { signSpeechText } from '../speech/speech-token.js';
import { claimGuestReply, type GuestChatDeps, guestChat } from './guest-chat.js';

/**
 * POST /api/chat: a guest's reply in one answer (20 replies an hour per IP), with the speechToken a
 * guest needs to hear it; nothing is stored.
 */
export async function sendGuestMessage(
  deps: GuestChatDeps & { clock: () => Date; speechSecret: string },
  input: GuestChatRequest,
  ip: string,
  where: { acceptLanguage?: string | undefined } = {},
): Promise<GuestChatResponse> {
  await claimGuestReply(deps.limiter, ip);
  const { reply, expert, safety, adviceNote } = await guestChat(
    deps,
    input,
    ip,
    new AbortController().signal,
    {},
    where,
  );
  return {
    response: reply.text,
    expertId: expert.id,
    speechToken: signSpeechText(deps.speechSecret, reply.text, deps.clock()),
    ...(safety ? { safety } : {}),
    ...(adviceNote ? { adviceNote } : {}),
  };
}
