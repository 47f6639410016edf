import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AssistantChatRequest } from '../../contract/chat.js';
import { chatMessages } from '../../contract/chat.js';
import type { ChatModel, ChatTurn } from '../ai/chat-model.js';
import { type Expert, pickExpert } from '../ai/experts.js';
import { streamReply } from '../ai/stream-reply.js';
import { fitTurns } from '../ai/turn-budget.js';
import { conversationExpert, loadConversation } from '../conversations/get-conversation.js';
import { planOf } from '../conversations/plan.js';
import type { Database } from '../db/client.js';
import { assistantMessages, assistantThreads, type UserRow } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import type { AttemptLimiter } from '../http/brute-force.js';
import { isRowId } from '../http/row-id.js';
import { claimGuestReply } from './guest-chat.js';

export type AssistantDeps = {
  db: Database;
  clock: () => Date;
  chatModel: ChatModel;
  limiter: AttemptLimiter;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/assistant/chat: a thread kept in our database (DECISIONS.md). A thread belongs to its
 * user (guests' threads to no user); anyone else's thread, or another user's conversation, is 404.
 * Guests are limited like guest chat. The user's message is stored before the model is asked.
 */
export async function assistantChat(
  deps: AssistantDeps,
  user: UserRow | null,
  input: AssistantChatRequest,
  ip: string,
): Promise<{ response: string; threadId: string }> {
  const { db } = deps;
  const now = deps.clock();
  let expert: Expert = pickExpert('coach', () => 0);
  if (input.conversationId) {
    // A guest has no conversations, and an id beyond int4 cannot name one: both are 404.
    if (!user || !isRowId(input.conversationId)) throw AppError.notFound('Conversation not found');
    expert = conversationExpert(await loadConversation(db, input.conversationId, user.id));
  }
  const threadId = await findOrCreateThread(db, user, input, now);
  if (!user) await claimGuestReply(deps.limiter, ip);
  await db
    .insert(assistantMessages)
    .values({ threadId, role: 'user', content: input.message, createdAt: now });
  const stored = await db
    .select({ role: assistantMessages.role, content: assistantMessages.content })
    .from(assistantMessages)
    .where(eq(assistantMessages.threadId, threadId))
    .orderBy(asc(assistantMessages.id));
  const turns: ChatTurn[] = fitTurns(stored.slice(-200));
  const reply = await streamReply(deps.chatModel, {
    expert,
    language: 'en-US',
    turns,
    premium: user ? planOf(user, now).premium : false,
    signal: new AbortController().signal,
  }).catch(async (err: unknown) => {
    if (!user) await deps.limiter.refund([['guestChatIp', ip]]);
    throw err;
  });
  const at = deps.clock();
  await db
    .insert(assistantMessages)
    .values({ threadId, role: 'assistant', content: reply.text, createdAt: at });
  await db.update(assistantThreads).set({ updatedAt: at }).where(eq(assistantThreads.id, threadId));
  return { response: reply.text, threadId };
}

async function findOrCreateThread(
  db: Database,
  user: UserRow | null,
  input: AssistantChatRequest,
  now: Date,
): Promise<string> {
  if (input.threadId) {
    if (!UUID.test(input.threadId)) throw AppError.notFound(chatMessages.threadNotFound);
    const [found] = await db
      .select({ id: assistantThreads.id })
      .from(assistantThreads)
      .where(
        and(
          eq(assistantThreads.id, input.threadId),
          user ? eq(assistantThreads.userId, user.id) : isNull(assistantThreads.userId),
        ),
      )
      .limit(1);
    if (!found) throw AppError.notFound(chatMessages.threadNotFound);
    return found.id;
  }
  const [created] = await db
    .insert(assistantThreads)
    .values({
      userId: user?.id ?? null,
      conversationId: input.conversationId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: assistantThreads.id });
  if (!created) throw new Error('thread not stored');
  return created.id;
}
