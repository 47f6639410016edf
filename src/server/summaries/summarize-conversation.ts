import { and, asc, eq } from 'drizzle-orm';
import { type ConversationRecap, recapMessages } from '../../contract/summaries.js';
import { loadConversation } from '../conversations/get-conversation.js';
import { toRecap } from '../conversations/recap-view.js';
import type { Database } from '../db/client.js';
import { conversations, messages, type StoredRecap, type UserRow } from '../db/schema/index.js';
import { runtimeKnowsZone } from '../db/time-zones.js';
import { AppError } from '../http/app-error.js';
import type { Summarizer } from './summarizer.js';
import { isoInZone } from './zoned-iso.js';

export type SummaryDeps = { db: Database; clock: () => Date; summarizer: Summarizer };

/** The account's zone when it names a known one, else the browser's (when known), else UTC. */
function zoneFor(user: UserRow, browserZone: string | undefined): string {
  const saved = user.settings?.timeZone;
  if (saved && runtimeKnowsZone(saved)) return saved;
  return browserZone && runtimeKnowsZone(browserZone) ? browserZone : 'UTC';
}

/**
 * The summary of one of the user's own conversations (another's answers 404 like a missing one). The
 * stored one is answered while no message came after it; otherwise it is written (model or offline)
 * and stored with the conversation. A conversation without any message of the user's is a 409.
 */
export async function summarizeConversation(
  deps: SummaryDeps,
  user: UserRow,
  conversationId: number,
  browserZone?: string,
): Promise<ConversationRecap> {
  if (browserZone !== undefined && !runtimeKnowsZone(browserZone)) {
    throw AppError.validation({ timeZone: recapMessages.timeZone });
  }
  const row = await loadConversation(deps.db, conversationId, user.id);
  const turns = await deps.db
    .select({ id: messages.id, isUser: messages.isUser, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, row.id))
    .orderBy(asc(messages.timestamp), asc(messages.id));
  if (!turns.some((t) => t.isUser && t.content.trim() !== '')) {
    throw new AppError('NOTHING_TO_SUMMARISE', 409, recapMessages.empty);
  }
  const latest = Math.max(...turns.map((t) => t.id));
  if (row.summary && row.summary.throughMessageId >= latest) return toRecap(row.summary, latest);

  const timeZone = zoneFor(user, browserZone);
  const now = deps.clock();
  const draft = await deps.summarizer.summarize(turns, { now, timeZone });
  const stored: StoredRecap = {
    discussed: draft.discussed,
    advice: draft.advice,
    steps: draft.steps.map(({ at, ...step }) => ({
      ...step,
      suggestedTime: at ? isoInZone(at, timeZone) : null,
    })),
    source: draft.source,
    createdAt: now.toISOString(),
    timeZone,
    throughMessageId: latest,
  };
  await deps.db
    .update(conversations)
    .set({ summary: stored })
    .where(and(eq(conversations.id, row.id), eq(conversations.userId, user.id)));
  return toRecap(stored, latest);
}
