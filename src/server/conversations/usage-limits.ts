import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { countedDay } from '../db/counted-day.js';
import { assistantThreads, conversations, users } from '../db/schema/index.js';

export const FREE_DAILY_CONVERSATIONS = 2;
export const FREE_REPLIES_PER_CONVERSATION = 10;

/**
 * Counts one new conversation for today in a single conditional UPDATE; answers today's count, or
 * null when a free account has used up its conversations. Paid plans count without a cap.
 *
 * The day counted is a calendar date kept with the time zone it was counted in (`countedDay`): a
 * change of time zone in the settings cannot reopen a day that is used up.
 */
export async function claimDailyConversation(
  db: Database,
  userId: number,
  timeZone: string,
  now: Date,
  capped: boolean,
): Promise<number | null> {
  const { counted, underCap: free } = dailyConversations(timeZone, now);
  const underCap = capped ? free : sql`true`;
  const [row] = await db
    .update(users)
    .set({
      dailyConversationCount: sql`case when ${counted.sameDay} then ${users.dailyConversationCount} + 1 else 1 end`,
      dailyConversationDay: counted.day,
      dailyConversationZone: counted.zone,
      lastUsageResetDate: now,
    })
    .where(and(eq(users.id, userId), underCap))
    .returning({ count: users.dailyConversationCount });
  return row?.count ?? null;
}

/** Today's conversations as the users row counts them, and whether the Free plan's cap leaves one. */
function dailyConversations(timeZone: string, now: Date) {
  // Rows counted before the day was stored: the day of the last count, in the zone now set.
  const counted = countedDay(now, timeZone, {
    day: sql`coalesce(${users.dailyConversationDay}, (${users.lastUsageResetDate} at time zone ${timeZone})::date)`,
    zone: sql`coalesce(${users.dailyConversationZone}, ${timeZone})`,
  });
  const underCap = sql<boolean>`case when ${counted.sameDay} then ${users.dailyConversationCount} < ${FREE_DAILY_CONVERSATIONS} else true end`;
  return { counted, underCap };
}

/**
 * Whether a Free account may start another conversation today: claimDailyConversation's rule, read
 * without counting anything.
 */
export async function dailyConversationLeft(
  db: Database,
  userId: number,
  timeZone: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ left: dailyConversations(timeZone, now).underCap })
    .from(users)
    .where(eq(users.id, userId));
  return row?.left === true;
}

/** The replies a conversation has left: null when the plan has no cap. */
export function repliesLeft(replyCount: number, capped: boolean): number | null {
  return capped ? Math.max(0, FREE_REPLIES_PER_CONVERSATION - replyCount) : null;
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

/**
 * Counts one reply of an assistant thread the user owns that is not about a conversation (about
 * one, its conversation counts the reply: claimReply); null when a free account reached the cap.
 */
export async function claimThreadReply(
  db: Database,
  threadId: string,
  userId: number,
  capped: boolean,
): Promise<number | null> {
  const [row] = await db
    .update(assistantThreads)
    .set({ replyCount: sql`${assistantThreads.replyCount} + 1` })
    .where(
      and(
        eq(assistantThreads.id, threadId),
        eq(assistantThreads.userId, userId),
        capped ? lt(assistantThreads.replyCount, FREE_REPLIES_PER_CONVERSATION) : undefined,
      ),
    )
    .returning({ replyCount: assistantThreads.replyCount });
  return row?.replyCount ?? null;
}

/** Gives a claimed thread reply back (the provider failed). */
export async function releaseThreadReply(db: Database, threadId: string, userId: number): Promise<void> {
  await db
    .update(assistantThreads)
    .set({ replyCount: sql`${assistantThreads.replyCount} - 1` })
    .where(
      and(
        eq(assistantThreads.id, threadId),
        eq(assistantThreads.userId, userId),
        gt(assistantThreads.replyCount, 0),
      ),
    );
}
