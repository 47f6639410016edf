import type { GuestChatRequest } from '../../contract/chat.js';
import type { StreamBody } from '../http/run-event-stream.js';
import { signSpeechText } from '../speech/speech-token.js';
import { streamTurn } from '../turns/turn-answers.js';
import { claimGuestReply, type GuestChatDeps, guestAnswer, guestTurn } from './guest-chat.js';

/**
 * POST /api/chat/stream: a guest's reply as events. The reply is claimed first (beyond the limit the
 * answer is a JSON 403); then the streamed turn (`safety`, `delta`, `sentence`), and `done`
 * {response, expertId} unless the client left before the end. Each sentence, and the whole response,
 * carries a `speechToken`: what a guest must send with GET /api/tts to hear it.
 */
export async function streamGuestMessage(
  deps: GuestChatDeps,
  input: GuestChatRequest,
  ip: string,
  where: { acceptLanguage?: string | undefined } = {},
): Promise<StreamBody> {
  await claimGuestReply(deps.limiter, ip);
  const turn = guestTurn(deps, input, ip, where);
  return streamTurn(
    deps,
    turn,
    (outcome) => guestAnswer(deps, turn.expert, outcome),
    (text) => ({ speechToken: signSpeechText(deps.secret, text, deps.clock()) }),
  );
}
