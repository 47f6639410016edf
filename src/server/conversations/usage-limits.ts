import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { conversations, users } from '../db/schema/index.js';

export const FREE_DAILY_CONVERSATIONS = 2;
export const FREE_REPLIES_PER_CONVERSATION = 10;

/**
 * Counts one new conversation for today (the calendar day in `timeZone`) in a single conditional
 * UPDATE; answers today's count, or null when a free account has used up its conversations.
 * Paid plans count without a cap.
 */
export async function claimDailyConversation(
  db: Database,
  userId: number,
  timeZone: string,
  now: Date,
  capped: boolean,
): Promise<number | null> {
  const sameDay = sql`(${users.lastUsageResetDate} at time zone ${timeZone})::date = (${now.toISOString()}::timestamptz at time zone ${timeZone})::date`;
  const underCap = capped
    ? sql`case when ${sameDay} then ${users.dailyConversationCount} < ${FREE_DAILY_CONVERSATIONS} else true end`
    : sql`true`;
  const [row] = await db
    .update(users)
    .set({
      dailyConversationCount: sql`case when ${sameDay} then ${users.dailyConversationCount} + 1 else 1 end`,
      lastUsageResetDate: now,
    })
    .where(and(eq(users.id, userId), underCap))
    .returning({ count: users.dailyConversationCount });
  return row?.count ?? null;
}

/** Counts one reply of a conversation the user owns; null when a free account reached the cap. */
export async function claimReply(
  db: Database,
  conversationId: number,
  userId: number,
  capped: boolean,
): Promise<number | null> {
  const [row] = await db
    .update(conversations)
    .set({ replyCount: sql`${conversations.replyCount} + 1` })
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.userId, userId),
        capped ? lt(conversations.replyCount, FREE_REPLIES_PER_CONVERSATION) : undefined,
      ),
    )
    .returning({ replyCount: conversations.replyCount });
  return row?.replyCount ?? null;
}

/** Gives a claimed reply back (the provider failed, or nothing was said before the client left). */
export async function releaseReply(db: Database, conversationId: number, userId: number): Promise<void> {
  await db
    .update(conversations)
    .set({ replyCount: sql`${conversations.replyCount} - 1` })
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.userId, userId),
        gt(conversations.replyCount, 0),
      ),
    );
}
