import { and, asc, eq } from 'drizzle-orm';
import { type ConversationDetail, conversationMessages } from '../../contract/conversations.js';
import { conversationExpert } from '../ai/experts.js';
import type { Database } from '../db/client.js';
import { conversations, messages } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { chooseCountry, safetyNotice } from '../safety/help-lines.js';
import { toRecap } from './recap-view.js';
import { repliesLeft } from './usage-limits.js';

export type ConversationRow = typeof conversations.$inferSelect;

/** One of the user's own conversations; another user's answers 404 exactly like a missing one. */
export async function loadConversation(
  db: Database,
  conversationId: number,
  userId: number,
): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
    .limit(1);
  if (!row) throw AppError.notFound(conversationMessages.notFound);
  return row;
}

/**
 * One conversation with its messages. A message that spoke of a crisis carries its help card again,
 * with the lines of the country known now (`where`: the settings' time zone, the browser's regions).
 * `capped`: the owner's plan limits the replies (Free), so the answer says how many are left.
 */
export async function getConversation(
  deps: { db: Database },
  userId: number,
  conversationId: number,
  where: { timeZone?: string | null | undefined; acceptLanguage?: string | undefined } = {},
  capped = false,
): Promise<ConversationDetail> {
  const row = await loadConversation(deps.db, conversationId, userId);
  const expert = conversationExpert(row);
  const rows = await deps.db
    .select({
      id: messages.id,
      isUser: messages.isUser,
      content: messages.content,
      timestamp: messages.timestamp,
      detectedLanguage: messages.detectedLanguage,
      safetyKinds: messages.safetyKinds,
      adviceNote: messages.adviceNote,
    })
    .from(messages)
    .where(eq(messages.conversationId, row.id))
    .orderBy(asc(messages.timestamp), asc(messages.id));
  return {
    id: row.id,
    goatCategory: row.goatCategory,
    expertId: expert.id,
    expertName: expert.name,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    replyCount: row.replyCount,
    repliesLeft: repliesLeft(row.replyCount, capped),
    recap: row.summary ? toRecap(row.summary, rows.reduce((max, m) => Math.max(max, m.id), 0) || null) : null,
    messages: rows.map(({ detectedLanguage, safetyKinds, adviceNote, ...m }) => ({
      ...m,
      timestamp: m.timestamp.toISOString(),
      ...(safetyKinds?.length
        ? {
            safety: safetyNotice(
              safetyKinds,
              chooseCountry({
                language: detectedLanguage ?? 'en-US',
                timeZone: where.timeZone ?? null,
                acceptLanguage: where.acceptLanguage ?? null,
              }),
            ),
          }
        : {}),
      ...(adviceNote ? { adviceNote } : {}),
    })),
  };
}
