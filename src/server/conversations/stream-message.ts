import type { SendMessageRequest } from '../../contract/conversations.js';
import type { UserRow } from '../db/schema/index.js';
import type { StreamBody } from '../http/run-event-stream.js';
import { prepareTurn } from './prepare-turn.js';
import { runTurn, type TurnDeps } from './run-turn.js';

/**
 * POST /api/conversations/{id}/messages/stream. Everything before the model is asked happens first
 * (a refusal answers as JSON); then the streamed turn: `delta` events as text arrives, `sentence`
 * events as sentences complete, then `done` with the stored messages. A `safety` event (the help card)
 * is sent the moment a safety layer finds a crisis in the message: for the offline detector, before
 * any text; `done` carries it again. The client leaving aborts the
 * model; a reply cut short that way ends without `done`, and resolves with what was stored of it.
 */
export async function streamMessage(
  deps: TurnDeps,
  user: UserRow,
  conversationId: number,
  input: SendMessageRequest,
  where: { acceptLanguage?: string | undefined } = {},
): Promise<StreamBody> {
  const turn = await prepareTurn(deps, user, conversationId, input, where);
  return async (events) => {
    const result = await runTurn(deps, turn, events.signal, {
      onSafety: (notice) => events.send('safety', notice),
      onDelta: (text) => events.send('delta', { text }),
      onSentence: (index, text) => events.send('sentence', { index, text }),
    });
    if (!result) return undefined;
    const { cut, ...done } = result;
    if (cut) return done;
    events.send('done', done);
    return undefined;
  };
}
