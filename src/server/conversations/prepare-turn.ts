import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import type { SendMessageRequest } from '../../contract/conversations.js';
import { usageLimit } from '../ai/chat-error.js';
import type { ChatDocument, ChatModel, ChatTurn, RememberedFact } from '../ai/chat-model.js';
import type { Expert } from '../ai/experts.js';
import { fitTurns } from '../ai/turn-budget.js';
import type { Database } from '../db/client.js';
import { conversations, messages, type UserRow } from '../db/schema/index.js';
import type { FileStorage } from '../files/storage.js';
import type { VideoFrameReader } from '../files/video-frame.js';
import { factsForTurn } from '../memory/memory-store.js';
import { chooseCountry } from '../safety/help-lines.js';
import { titleFrom } from './conversation-title.js';
import { conversationExpert, loadConversation } from './get-conversation.js';
import { type PlanView, planOf } from './plan.js';
import { attachDocuments, conversationDocuments } from './turn-documents.js';
import { claimReply, FREE_REPLIES_PER_CONVERSATION, releaseReply } from './usage-limits.js';

/** Stored messages read to build the turns; the token budget cuts them further. */
const HISTORY_ROWS = 200;

export type PreparedTurn = {
  conversationId: number;
  userId: number;
  expert: Expert;
  plan: PlanView;
  language: string;
  /** The country whose help lines a crisis gets (settings' time zone, browser's region, language). */
  country: string;
  replyCount: number;
  showTrialOffer: boolean;
  userMessage: { id: number; content: string };
  turns: ChatTurn[];
  /** Files shared in the conversation (none when it has none). */
  documents: ChatDocument[];
  /** The person's memory: on or off, and the facts the prompt is given (none when off). */
  memory: { enabled: boolean; facts: RememberedFact[] };
};

/**
 * Everything before the model is asked: the conversation must be the user's (404 otherwise), a
 * reply is claimed (403 and nothing stored when a free account has none left), and the user's
 * message is stored first so it is never lost. A retry of a message that got no reply reuses it.
 * Files the message names join the conversation first (attachDocuments); the conversation's files
 * go with every turn after, so follow-up questions keep them in context.
 */
export async function prepareTurn(
  deps: {
    db: Database;
    clock: () => Date;
    storage?: FileStorage | undefined;
    videoFrame?: VideoFrameReader | undefined;
    chatModel?: Pick<ChatModel, 'seesImages'>;
  },
  user: UserRow,
  conversationId: number,
  input: SendMessageRequest,
  where: { acceptLanguage?: string | undefined } = {},
): Promise<PreparedTurn> {
  const { db } = deps;
  const now = deps.clock();
  const row = await loadConversation(db, conversationId, user.id);
  const plan = planOf(user, now);
  const documentIds = input.documentIds ?? [];
  if (documentIds.length > 0) await attachDocuments(db, user.id, row.id, documentIds, plan);
  const replyCount = await claimReply(db, row.id, user.id, !plan.paid);
  if (replyCount === null) throw usageLimit('CONVERSATION_REPLY_LIMIT');
  let userMessage: { id: number; content: string };
  try {
    userMessage = await storeUserMessage(db, row.id, input, now);
    if (row.title === null) {
      await db
        .update(conversations)
        .set({ title: titleFrom(input.content) })
        .where(and(eq(conversations.id, row.id), isNull(conversations.title)));
    }
  } catch (err) {
    await releaseReply(db, row.id, user.id);
    throw err;
  }
  const stored = await db
    .select({ isUser: messages.isUser, content: messages.content })
    .from(messages)
    .where(and(eq(messages.conversationId, row.id), lte(messages.id, userMessage.id)))
    .orderBy(desc(messages.timestamp), desc(messages.id))
    .limit(HISTORY_ROWS);
  const turns = stored
    .reverse()
    .map((m): ChatTurn => ({ role: m.isUser ? 'user' : 'assistant', content: m.content }));
  return {
    conversationId: row.id,
    userId: user.id,
    expert: conversationExpert(row),
    plan,
    language: input.detectedLanguage ?? 'en-US',
    country: chooseCountry({
      language: input.detectedLanguage ?? 'en-US',
      timeZone: user.settings.timeZone ?? null,
      acceptLanguage: where.acceptLanguage ?? null,
    }),
    replyCount,
    showTrialOffer: !plan.paid && replyCount === FREE_REPLIES_PER_CONVERSATION,
    userMessage,
    turns: fitTurns(turns),
    documents: await conversationDocuments(
      { db, storage: deps.storage, videoFrame: deps.videoFrame },
      row.id,
      documentIds,
      deps.chatModel?.seesImages ?? false,
    ),
    memory: await factsForTurn(db, user.id),
  };
}

async function storeUserMessage(
  db: Database,
  conversationId: number,
  input: SendMessageRequest,
  now: Date,
): Promise<{ id: number; content: string }> {
  const [last] = await db
    .select({ id: messages.id, isUser: messages.isUser, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.timestamp), desc(messages.id))
    .limit(1);
  if (last?.isUser && last.content === input.content) return { id: last.id, content: last.content };
  const [row] = await db
    .insert(messages)
    .values({
      conversationId,
      isUser: true,
      content: input.content,
      timestamp: now,
      speakerId: input.speakerId ?? null,
      detectedLanguage: input.detectedLanguage ?? null,
    })
    .returning({ id: messages.id, content: messages.content });
  if (!row) throw new Error('message not stored');
  return row;
}
