import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import { HOW_IT_WENT_MAX } from '../../contract/reminder-values.js';
import type { Database } from '../db/client.js';
import { messages, reminderFollowUps } from '../db/schema/index.js';

/** An answer as kept on the reminder: at most HOW_IT_WENT_MAX characters, spaces tidied, cut with "…". */
export function answerText(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= HOW_IT_WENT_MAX
    ? flat
    : `${chars
        .slice(0, HOW_IT_WENT_MAX - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * Premium's smart reminders: when a reminder comes due the expert says it in its conversation and asks
 * how it went; the person's next message there is their answer, kept on that occurrence's follow-up
 * (shown in the reminders list). Only the message right after the follow-up counts, and only once: a
 * retry of the same message, or a later one, changes nothing. Answers whether an answer was recorded.
 */
export async function recordHowItWent(
  db: Database,
  conversationId: number,
  userMessage: { id: number; content: string },
  now: Date,
): Promise<boolean> {
  const [previous] = await db
    .select({ id: messages.id, isUser: messages.isUser })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), lt(messages.id, userMessage.id)))
    .orderBy(desc(messages.timestamp), desc(messages.id))
    .limit(1);
  if (!previous || previous.isUser) return false;
  const text = answerText(userMessage.content);
  if (text.length === 0) return false;
  const recorded = await db
    .update(reminderFollowUps)
    .set({ answer: text, answeredAt: now })
    .where(and(eq(reminderFollowUps.messageId, previous.id), isNull(reminderFollowUps.answer)))
    .returning({ id: reminderFollowUps.id });
  return recorded.length > 0;
}
