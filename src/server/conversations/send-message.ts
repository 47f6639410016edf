import type { SendMessageRequest, SendMessageResponse } from '../../contract/conversations.js';
import type { UserRow } from '../db/schema/index.js';
import { prepareTurn } from './prepare-turn.js';
import { runTurn, type TurnDeps } from './run-turn.js';

/** POST /api/conversations/{id}/messages: the whole reply in one answer. */
export async function sendMessage(
  deps: TurnDeps,
  user: UserRow,
  conversationId: number,
  input: SendMessageRequest,
  where: { acceptLanguage?: string | undefined } = {},
): Promise<SendMessageResponse> {
  const turn = await prepareTurn(deps, user, conversationId, input, where);
  const result = await runTurn(deps, turn, new AbortController().signal);
  if (!result) throw new Error('a turn that was not aborted has a reply');
  const { cut: _cut, ...answer } = result;
  return answer;
}
