import type { z } from 'zod';
import type { createConversationResponseSchema } from '../../contract/conversations.js';
import { usageLimit } from '../ai/chat-error.js';
import { pickExpert } from '../ai/experts.js';
import { planOf } from '../billing/plan.js';
import type { Database } from '../db/client.js';
import { conversations, type UserRow } from '../db/schema/index.js';
import { usableTimeZone } from '../db/time-zones.js';
import { claimDailyConversation, FREE_DAILY_CONVERSATIONS } from './usage-limits.js';

type Created = z.infer<typeof createConversationResponseSchema>;

/**
 * Starts a conversation. The day's count is claimed by a conditional UPDATE in the same transaction
 * as the insert, so simultaneous requests never pass the free plan's limit. A random category picks
 * a concrete expert now, and the conversation keeps it. The day is the user's calendar day, in UTC
 * when the stored zone is one the database does not know.
 */
export async function createConversation(
  deps: { db: Database; clock: () => Date; random?: () => number },
  user: UserRow,
  goatCategory: string,
): Promise<Created> {
  const now = deps.clock();
  const { paid } = planOf(user, now);
  const expert = pickExpert(goatCategory, deps.random ?? Math.random);
  const timeZone = await usableTimeZone(deps.db, user.settings?.timeZone);
  const result = await deps.db.transaction(async (tx) => {
    const count = await claimDailyConversation(tx, user.id, timeZone, now, !paid);
    if (count === null) return null;
    const [row] = await tx
      .insert(conversations)
      .values({ userId: user.id, goatCategory, expertId: expert.id, createdAt: now })
      .returning({ id: conversations.id, createdAt: conversations.createdAt });
    if (!row) throw new Error('conversation not inserted');
    return { ...row, count };
  });
  if (!result) throw usageLimit('DAILY_CONVERSATION_LIMIT');
  return {
    id: result.id,
    goatCategory,
    expertId: expert.id,
    expertName: expert.name,
    createdAt: result.createdAt.toISOString(),
    showTrialOffer: !paid && result.count === FREE_DAILY_CONVERSATIONS,
  };
}
