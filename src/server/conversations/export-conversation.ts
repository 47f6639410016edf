import { and, asc, eq } from 'drizzle-orm';
import { type ConversationExport, conversationMessages, expertLabel } from '../../contract/conversations.js';
import { readSettings } from '../accounts/user-view.js';
import type { Database } from '../db/client.js';
import { conversations, messages, type UserRow } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { recapText } from './recap-view.js';

type TranscriptMessage = { isUser: boolean; content: string; timestamp: Date };

/**
 * A plain-text transcript of one of the user's own conversations. Another user's conversation is
 * answered exactly like a missing one (404). Times are shown in the user's time zone, UTC when unknown.
 */
export async function exportConversation(
  deps: { db: Database },
  user: UserRow,
  conversationId: number,
): Promise<ConversationExport> {
  const userId = user.id;
  const { timeZone } = readSettings(user.settings);
  const [conversation] = await deps.db
    .select({
      goatCategory: conversations.goatCategory,
      createdAt: conversations.createdAt,
      summary: conversations.summary,
    })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
    .limit(1);
  if (!conversation) throw AppError.notFound(conversationMessages.notFound);
  // The join repeats the ownership check, so no message of another user can ever be read here.
  const rows = await deps.db
    .select({
      isUser: messages.isUser,
      content: messages.content,
      timestamp: messages.timestamp,
      adviceNote: messages.adviceNote,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.conversationId, conversationId), eq(conversations.userId, userId)))
    .orderBy(asc(messages.timestamp), asc(messages.id));
  return {
    content: formatTranscript(
      conversation.goatCategory,
      conversation.createdAt,
      // A reply's not-professional-advice line is its last paragraph, as on the screen.
      rows.map(({ adviceNote, ...m }) =>
        adviceNote ? { ...m, content: `${m.content}\n\n${adviceNote}` } : m,
      ),
      timeZone ?? 'UTC',
      conversation.summary,
    ),
  };
}

export function formatTranscript(
  category: string,
  createdAt: Date,
  rows: readonly TranscriptMessage[],
  timeZone: string,
  /** The conversation's summary, when one was written: the transcript's last block. */
  recap?: Parameters<typeof recapText>[0] | null,
): string {
  const zone = validZone(timeZone);
  const label = expertLabel(category);
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: zone });
  const clock = new Intl.DateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  });
  const header = `Voxpert conversation with ${label} — ${day.format(createdAt)}`;
  const blocks = rows.map((m) => {
    const speaker = m.isUser ? 'You' : label;
    const content = m.content.replace(/\r\n?/g, '\n').trim();
    return `[${clock.format(m.timestamp)}] ${speaker}: ${content}`;
  });
  return `${[header, ...blocks, ...(recap ? [recapText(recap)] : [])].join('\n\n')}\n`;
}

/** A stored zone the runtime no longer knows falls back to UTC rather than failing the export. */
function validZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}
