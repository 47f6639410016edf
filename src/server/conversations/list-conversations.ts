import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  CONVERSATION_LIST_MAX,
  CONVERSATION_PREVIEW_MAX,
  type ConversationSummary,
} from '../../contract/conversations.js';
import type { Database } from '../db/client.js';
import { conversations, messages } from '../db/schema/index.js';

/** The user's own conversations, newest first, with a preview and a message count (one query). */
export async function listConversations(
  deps: { db: Database },
  userId: number,
): Promise<ConversationSummary[]> {
  // Lateral subqueries run per listed conversation, each on the (conversation_id, timestamp) index.
  const counted = deps.db
    .select({ messageCount: sql<number>`count(*)`.mapWith(Number).as('message_count') })
    .from(messages)
    .where(eq(messages.conversationId, conversations.id))
    .as('counted');
  const firstUserMessage = deps.db
    // Enough characters for the preview even after leading whitespace is trimmed away.
    .select({ content: sql<string>`left(${messages.content}, 1000)`.as('first_content') })
    .from(messages)
    .where(and(eq(messages.conversationId, conversations.id), eq(messages.isUser, true)))
    .orderBy(asc(messages.timestamp), asc(messages.id))
    .limit(1)
    .as('first_user_message');
  const rows = await deps.db
    .select({
      id: conversations.id,
      goatCategory: conversations.goatCategory,
      createdAt: conversations.createdAt,
      title: conversations.title,
      messageCount: counted.messageCount,
      firstUserMessage: firstUserMessage.content,
    })
    .from(conversations)
    .innerJoinLateral(counted, sql`true`)
    .leftJoinLateral(firstUserMessage, sql`true`)
    .where(eq(conversations.userId, userId))
    .orderBy(desc(conversations.createdAt), desc(conversations.id))
    .limit(CONVERSATION_LIST_MAX);
  return rows.map(({ firstUserMessage, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    preview: toPreview(firstUserMessage),
  }));
}

/** Whitespace collapsed and trimmed; longer text is cut to the limit, ending in an ellipsis. */
export function toPreview(content: string | null): string | null {
  if (content === null) return null;
  const characters = Array.from(content.replace(/\s+/g, ' ').trim());
  if (characters.length === 0) return null;
  if (characters.length <= CONVERSATION_PREVIEW_MAX) return characters.join('');
  return `${characters
    .slice(0, CONVERSATION_PREVIEW_MAX - 1)
    .join('')
    .trimEnd()}…`;
}
