import type { FastifyBaseLogger } from 'fastify';
import type { GuestChatRequest } from '../../contract/chat.js';
import type { StreamBody } from '../http/run-event-stream.js';
import { signSpeechText } from '../speech/speech-token.js';
import { claimGuestReply, type GuestChatDeps, guestChat } from './guest-chat.js';

export type StreamGuestDeps = GuestChatDeps & {
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  clock: () => Date;
  /** Signs the speechToken of each sentence: guests may hear only what they were given. */
  speechSecret: string;
};

/**
 * POST /api/chat/stream: a guest's reply as events. The reply is claimed first (beyond the limit the
 * answer is a JSON 403); then `delta` and `sentence` events, and `done` {response, expertId} unless
 * the client left before the end. Each sentence, and the whole response, carries a `speechToken`:
 * what a guest must send with GET /api/tts to hear it.
 */
export async function streamGuestMessage(
  deps: StreamGuestDeps,
  input: GuestChatRequest,
  ip: string,
  where: { acceptLanguage?: string | undefined } = {},
): Promise<StreamBody> {
  await claimGuestReply(deps.limiter, ip);
  const token = (text: string) => signSpeechText(deps.speechSecret, text, deps.clock());
  return async (events) => {
    const { reply, expert, safety, adviceNote } = await guestChat(
      deps,
      input,
      ip,
      events.signal,
      {
        onSafety: (notice) => events.send('safety', notice),
        onDelta: (text) => events.send('delta', { text }),
        onSentence: (index, text) => events.send('sentence', { index, text, speechToken: token(text) }),
      },
      where,
    );
    deps.log.info({ turn: { guest: true, aborted: reply.aborted, ...reply.timings } }, 'chat turn');
    if (!reply.aborted) {
      events.send('done', {
        response: reply.text,
        expertId: expert.id,
        speechToken: token(reply.text),
        ...(safety ? { safety } : {}),
        ...(adviceNote ? { adviceNote } : {}),
      });
    }
  };
}
