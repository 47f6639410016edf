import type { SendMessageRequest } from '../../contract/conversations.js';
import type { UserRow } from '../db/schema/index.js';
import type { StreamBody } from '../http/run-event-stream.js';
import { streamTurn } from '../turns/turn-answers.js';
import { conversationAnswer, prepareTurn, type TurnDeps } from './prepare-turn.js';

/**
 * POST /api/conversations/{id}/messages/stream. Everything before the model is asked happens first
 * (a refusal answers as JSON); then the streamed turn (streamTurn): `safety` the moment a safety
 * layer finds a crisis (the offline detector before any text), `delta` and `sentence` events, then
 * `done` with the stored messages. The client leaving aborts the model; a reply cut short that way
 * ends without `done`, and resolves with what was stored of it.
 */
export async function streamMessage(
  deps: TurnDeps,
  user: UserRow,
  conversationId: number,
  input: SendMessageRequest,
  where: { acceptLanguage?: string | undefined } = {},
): Promise<StreamBody> {
  const turn = await prepareTurn(deps, user, conversationId, input, where);
  return streamTurn(deps, turn, (outcome) => conversationAnswer(turn, outcome));
}
