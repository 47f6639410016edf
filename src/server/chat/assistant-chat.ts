import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AssistantChatRequest, AssistantChatResponse } from '../../contract/chat.js';
import { chatMessages } from '../../contract/chat.js';
import { usageLimit } from '../ai/chat-error.js';
import type { ChatTurn } from '../ai/chat-model.js';
import { conversationExpert, type Expert, pickExpert } from '../ai/experts.js';
import { replyPriority } from '../ai/metering/model-limiter.js';
import { fitTurns } from '../ai/turn-budget.js';
import { planOf } from '../billing/plan.js';
import { loadConversation } from '../conversations/get-conversation.js';
import {
  claimDailyConversation,
  claimReply,
  claimThreadReply,
  releaseReply,
  releaseThreadReply,
} from '../conversations/usage-limits.js';
import type { Database } from '../db/client.js';
import { assistantMessages, assistantThreads, type UserRow } from '../db/schema/index.js';
import { userTimeZone } from '../db/time-zones.js';
import { AppError } from '../http/app-error.js';
import type { AttemptLimiter } from '../http/brute-force.js';
import { isRowId } from '../http/row-id.js';
import { chooseCountry } from '../safety/help-lines.js';
import { answerTurn } from '../turns/turn-answers.js';
import type { PipelineDeps } from '../turns/turn-pipeline.js';
import { claimGuestReply, guestEventScope, releaseGuestReply } from './guest-chat.js';

export type AssistantDeps = PipelineDeps & { limiter: AttemptLimiter };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A thread the reply is given in, and the conversation it is about (whose reply count it uses). */
type Thread = { id: string; conversationId: number | null };

/**
 * POST /api/assistant/chat: a thread kept in our database (DECISIONS.md). A thread belongs to its
 * user (guests' threads to no user); anyone else's thread, or another user's conversation, is 404.
 * Guests are limited like guest chat. Signed-in people have their plan's limits: a new thread that
 * is not about a conversation is one of the day's conversations, and each reply counts against its
 * conversation's replies (the thread's own, when it is about none). Beyond a limit: 403 and nothing
 * stored. The user's message is stored before the model is asked; then the one turn pipeline (the
 * crisis detector, the safety check, the help card and the advice line, in the request's language);
 * a failed reply is given back.
 */
export async function assistantChat(
  deps: AssistantDeps,
  user: UserRow | null,
  input: AssistantChatRequest,
  ip: string,
  where: { acceptLanguage?: string | undefined } = {},
): Promise<AssistantChatResponse> {
  const { db } = deps;
  const now = deps.clock();
  let expert: Expert = pickExpert('coach', () => 0);
  if (input.conversationId) {
    // A guest has no conversations, and an id beyond int4 cannot name one: both are 404.
    if (!user || !isRowId(input.conversationId)) throw AppError.notFound('Conversation not found');
    expert = conversationExpert(await loadConversation(db, input.conversationId, user.id));
  }
  const thread = await findOrCreateThread(deps, user, input, now);
  const threadId = thread.id;
  const release = user ? await claimUserReply(db, user, thread, now) : await claimGuest(deps, ip);
  await db
    .insert(assistantMessages)
    .values({ threadId, role: 'user', content: input.message, createdAt: now });
  const stored = await db
    .select({ role: assistantMessages.role, content: assistantMessages.content })
    .from(assistantMessages)
    .where(eq(assistantMessages.threadId, threadId))
    .orderBy(asc(assistantMessages.id));
  const turns: ChatTurn[] = fitTurns(stored.slice(-200));
  const language = input.detectedLanguage ?? 'en-US';
  const plan = user ? planOf(user, now) : { paid: false, premium: false };
  const turn = {
    kind: 'assistant' as const,
    text: input.message,
    language,
    country: chooseCountry({
      language,
      timeZone: user?.settings.timeZone ?? null,
      acceptLanguage: where.acceptLanguage ?? null,
    }),
    expert,
    premium: plan.premium,
    priority: replyPriority(plan),
    turns,
    // The thread's messages have no crisis mark; the answer carries the card.
    markMessageId: null,
    eventScope: user ? `thread:${threadId}` : guestEventScope(ip),
    memory: null,
    release,
    store: async (reply: { content: string }) => {
      const at = deps.clock();
      await db
        .insert(assistantMessages)
        .values({ threadId, role: 'assistant', content: reply.content, createdAt: at });
      await db.update(assistantThreads).set({ updatedAt: at }).where(eq(assistantThreads.id, threadId));
      return null;
    },
    logFields: { threadId },
  };
  return answerTurn(deps, turn, (outcome) => ({
    response: outcome.reply.text,
    threadId,
    ...(outcome.safety ? { safety: outcome.safety } : {}),
    ...(outcome.adviceNote ? { adviceNote: outcome.adviceNote } : {}),
  }));
}

/** Claims the user's reply (403 when the plan has none left); answers how to give it back. */
async function claimUserReply(
  db: Database,
  user: UserRow,
  thread: Thread,
  now: Date,
): Promise<() => Promise<void>> {
  const capped = !planOf(user, now).paid;
  const { conversationId } = thread;
  const claimed =
    conversationId !== null
      ? await claimReply(db, conversationId, user.id, capped)
      : await claimThreadReply(db, thread.id, user.id, capped);
  if (claimed === null) throw usageLimit('CONVERSATION_REPLY_LIMIT');
  return conversationId !== null
    ? () => releaseReply(db, conversationId, user.id)
    : () => releaseThreadReply(db, thread.id, user.id);
}

async function claimGuest(deps: AssistantDeps, ip: string): Promise<() => Promise<void>> {
  await claimGuestReply(deps.limiter, ip);
  return releaseGuestReply(deps.limiter, ip);
}

/**
 * The thread asked for (404 when it is not the caller's), or a new one. A signed-in person's new
 * thread that is not about a conversation claims one of the day's conversations, in the same
 * transaction as its insert (403 DAILY_CONVERSATION_LIMIT when a free account has none left).
 */
async function findOrCreateThread(
  deps: AssistantDeps,
  user: UserRow | null,
  input: AssistantChatRequest,
  now: Date,
): Promise<Thread> {
  const { db } = deps;
  if (input.threadId) {
    if (!UUID.test(input.threadId)) throw AppError.notFound(chatMessages.threadNotFound);
    const [found] = await db
      .select({ id: assistantThreads.id, conversationId: assistantThreads.conversationId })
      .from(assistantThreads)
      .where(
        and(
          eq(assistantThreads.id, input.threadId),
          user ? eq(assistantThreads.userId, user.id) : isNull(assistantThreads.userId),
        ),
      )
      .limit(1);
    if (!found) throw AppError.notFound(chatMessages.threadNotFound);
    return found;
  }
  const conversationId = input.conversationId ?? null;
  const created = await db.transaction(async (tx) => {
    if (user && conversationId === null) {
      const capped = !planOf(user, now).paid;
      const count = await claimDailyConversation(tx, user.id, userTimeZone(user), now, capped);
      if (count === null) return null;
    }
    const [row] = await tx
      .insert(assistantThreads)
      .values({ userId: user?.id ?? null, conversationId, createdAt: now, updatedAt: now })
      .returning({ id: assistantThreads.id, conversationId: assistantThreads.conversationId });
    if (!row) throw new Error('thread not stored');
    return row;
  });
  if (!created) throw usageLimit('DAILY_CONVERSATION_LIMIT');
  return created;
}
