import type { ChatTurn } from './chat-model.js';

/** Tokens of earlier turns sent with each request (the system prompt is always sent besides). */
export const HISTORY_TOKEN_BUDGET = 6000;

/** A rough estimate that needs no tokenizer: about four characters a token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/**
 * The turns to send, oldest first, within `budget` tokens: the newest turns are kept and the oldest
 * dropped first; the last turn (the new message) is always kept. Consecutive turns of one role (a
 * message whose reply failed) are joined, and the turns start with the user, as providers expect.
 */
export function fitTurns(turns: readonly ChatTurn[], budget = HISTORY_TOKEN_BUDGET): ChatTurn[] {
  const merged: ChatTurn[] = [];
  for (const turn of turns) {
    const previous = merged[merged.length - 1];
    if (previous && previous.role === turn.role) {
      merged[merged.length - 1] = { role: turn.role, content: `${previous.content}\n\n${turn.content}` };
    } else merged.push({ ...turn });
  }
  const kept: ChatTurn[] = [];
  let used = 0;
  for (let i = merged.length - 1; i >= 0; i--) {
    const turn = merged[i];
    if (!turn) continue;
    const cost = estimateTokens(turn.content);
    if (kept.length > 0 && used + cost > budget) break;
    kept.unshift(turn);
    used += cost;
  }
  while (kept.length > 1 && kept[0]?.role === 'assistant') kept.shift();
  return kept;
}
