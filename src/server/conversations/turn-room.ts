import { usageLimit } from '../ai/chat-error.js';
import { planOf } from '../billing/plan.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { usableTimeZone } from '../db/time-zones.js';
import { loadConversation } from './get-conversation.js';
import { dailyConversationLeft, repliesLeft } from './usage-limits.js';

/**
 * Whether a question can be asked now, by the rules its turn will meet, without claiming anything: in
 * the user's conversation `conversationId` (404 when it is not theirs; 403 USAGE_LIMIT_REACHED
 * CONVERSATION_REPLY_LIMIT when a Free account has no reply left in it), or else in a new conversation
 * (403 USAGE_LIMIT_REACHED DAILY_CONVERSATION_LIMIT when a Free account has started its conversations
 * of the day). An upload asks this before it claims one of the day's uploads: a file whose question
 * would be refused uses up nothing and is not stored.
 */
export async function ensureRoomForTurn(
  deps: { db: Database; clock: () => Date },
  user: UserRow,
  conversationId: number | null,
): Promise<void> {
  const now = deps.clock();
  const { paid } = planOf(user, now);
  if (conversationId !== null) {
    const row = await loadConversation(deps.db, conversationId, user.id);
    if (repliesLeft(row.replyCount, !paid) === 0) throw usageLimit('CONVERSATION_REPLY_LIMIT');
    return;
  }
  if (paid) return;
  const timeZone = await usableTimeZone(deps.db, user.settings?.timeZone);
  if (!(await dailyConversationLeft(deps.db, user.id, timeZone, now))) {
    throw usageLimit('DAILY_CONVERSATION_LIMIT');
  }
}
