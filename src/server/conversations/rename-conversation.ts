import { and, eq } from 'drizzle-orm';
import { conversationMessages, type RenameConversationResponse } from '../../contract/conversations.js';
import type { Database } from '../db/client.js';
import { conversations } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { searchable } from '../search/search-text.js';

/**
 * The person names one of their conversations (the title already trimmed and checked by the
 * request's schema). The title is theirs from then on: automatic titling never replaces it, and it is
 * shown as they wrote it (the crisis rule for automatic titles does not apply to their own words).
 */
export async function renameConversation(
  db: Database,
  userId: number,
  conversationId: number,
  title: string,
): Promise<RenameConversationResponse> {
  const [row] = await db
    .update(conversations)
    .set({ title, titleByPerson: true, searchTitle: searchable(title) })
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
    .returning({ id: conversations.id, title: conversations.title });
  if (!row) throw AppError.notFound(conversationMessages.notFound);
  return { id: row.id, title: row.title ?? title };
}
