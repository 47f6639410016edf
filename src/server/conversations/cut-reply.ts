import { and, eq } from 'drizzle-orm';
import { conversationMessages } from '../../contract/conversations.js';
import type { Database } from '../db/client.js';
import { messages } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { messageSearchFields } from '../search/search-text.js';
import { CUT_MARK } from '../turns/turn-pipeline.js';
import { loadConversation } from './get-conversation.js';

/** Letters and digits only: how the spoken sentences are matched to the stored reply. */
const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Where in `content` the text `spoken` ends, comparing letters and digits only (the sentences the
 * browser spoke were trimmed, and markdown may have been taken out for speech). -1 when `spoken` is
 * not how `content` begins.
 */
export function spokenEnd(content: string, spoken: string): number {
  const wanted = Array.from(spoken).filter((ch) => WORD_CHAR.test(ch));
  let matched = 0;
  let at = 0;
  for (const ch of content) {
    if (matched === wanted.length) break;
    at += ch.length;
    if (!WORD_CHAR.test(ch)) continue;
    if (ch.toLowerCase() !== wanted[matched]?.toLowerCase()) return -1;
    matched++;
  }
  if (matched < wanted.length) return -1;
  // Keep the punctuation and closing quotes that end the last spoken sentence.
  const rest = content.slice(at);
  return at + (/^[^\p{L}\p{N}\s]*/u.exec(rest)?.[0].length ?? 0);
}

/**
 * The person interrupted a reply (barge-in): keep only what the expert said aloud, followed by " …",
 * so the transcript and the model's memory hold what was heard. A reply not begun by `spoken` is left
 * as it is (nothing the expert did not say can be written into its reply); repeating the call is harmless.
 */
export async function cutReply(
  db: Database,
  userId: number,
  conversationId: number,
  messageId: number,
  spoken: string,
): Promise<{ id: number; content: string }> {
  await loadConversation(db, conversationId, userId);
  const [row] = await db
    .select({ id: messages.id, content: messages.content })
    .from(messages)
    .where(
      and(
        eq(messages.id, messageId),
        eq(messages.conversationId, conversationId),
        eq(messages.isUser, false),
      ),
    )
    .limit(1);
  if (!row) throw AppError.notFound(conversationMessages.messageNotFound);
  if (row.content.endsWith(CUT_MARK)) return row;
  const end = spokenEnd(row.content, spoken.trim());
  if (end < 0 || end >= row.content.trimEnd().length) return row;
  const content = `${row.content.slice(0, end).trimEnd()}${CUT_MARK}`.trimStart();
  // Found by a search as it now reads: what was not said is not searched either.
  await db
    .update(messages)
    .set({ content, ...messageSearchFields(userId, content) })
    .where(eq(messages.id, row.id));
  return { id: row.id, content };
}
