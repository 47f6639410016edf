import type { SendMessageRequest, SendMessageResponse } from '../../contract/conversations.js';
import type { UserRow } from '../db/schema/index.js';
import { answerTurn } from '../turns/turn-answers.js';
import { conversationAnswer, prepareTurn, type TurnDeps } from './prepare-turn.js';

/** POST /api/conversations/{id}/messages: the whole reply in one answer. */
export async function sendMessage(
  deps: TurnDeps,
  user: UserRow,
  conversationId: number,
  input: SendMessageRequest,
  where: { acceptLanguage?: string | undefined } = {},
): Promise<SendMessageResponse> {
  const turn = await prepareTurn(deps, user, conversationId, input, where);
  return answerTurn(deps, turn, (outcome) => conversationAnswer(turn, outcome));
}
