import { and, eq } from 'drizzle-orm';
import { reminderMessages } from '../../contract/reminders.js';
import type { Database } from '../db/client.js';
import { conversations } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { isRowId } from '../http/row-id.js';

/**
 * The conversation a new reminder is linked to: null when none is named; one of the user's own when
 * named. Another user's conversation, or one that does not exist, answers 400 on the field, the same
 * for both, so the answer never tells whether someone else's conversation exists.
 */
export async function reminderConversation(
  db: Database,
  userId: number,
  conversationId: number | undefined,
): Promise<number | null> {
  if (conversationId === undefined) return null;
  const refuse = AppError.validation({ conversationId: reminderMessages.conversationId });
  if (!isRowId(conversationId)) throw refuse;
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
    .limit(1);
  if (!row) throw refuse;
  return row.id;
}
