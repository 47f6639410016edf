import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SendMessageRequest, SendMessageResponse } from '../../contract/conversations.js';
import { usageLimit } from '../ai/chat-error.js';
import type { ChatModel, ChatTurn } from '../ai/chat-model.js';
import { conversationExpert } from '../ai/experts.js';
import { replyPriority } from '../ai/metering/model-limiter.js';
import { fitTurns } from '../ai/turn-budget.js';
import { planOf } from '../billing/plan.js';
import type { Database } from '../db/client.js';
import { conversations, messages, type UserRow } from '../db/schema/index.js';
import { userTimeZone } from '../db/time-zones.js';
import type { ScannedPagesReader } from '../files/scanned-pages.js';
import type { FileStorage } from '../files/storage.js';
import type { VideoFrameReader } from '../files/video-frame.js';
import { factsForTurn } from '../memory/memory-store.js';
import { chronoExtractor } from '../reminders/chrono-extractor.js';
import {
  type ReminderMessage,
  type ReminderReply,
  reminderReply,
} from '../reminders/conversation-reminders.js';
import { recordHowItWent } from '../reminders/how-it-went.js';
import type { ReminderExtractor } from '../reminders/reminder-extractor.js';
import { detectCrisis } from '../safety/detect-crisis.js';
import { chooseCountry } from '../safety/help-lines.js';
import { messageSearchFields, searchable } from '../search/search-text.js';
import type { PipelineDeps, ReplyToStore, Turn, TurnOutcome } from '../turns/turn-pipeline.js';
import { neutralTitle, titleFrom } from './conversation-title.js';
import { loadConversation } from './get-conversation.js';
import { attachDocuments, conversationDocuments } from './turn-documents.js';
import { claimReply, FREE_REPLIES_PER_CONVERSATION, releaseReply, repliesLeft } from './usage-limits.js';

/** Stored messages read to build the turns; the token budget cuts them further. */
const HISTORY_ROWS = 200;

export type TurnDeps = PipelineDeps & {
  /** Finds the reminders a message asks for (default the offline chrono-node one). */
  reminderExtractor?: ReminderExtractor | undefined;
  /** Where uploaded files are read from (pictures for a model that sees). */
  storage?: FileStorage | undefined;
  /** A frame of a shared video, for a model that sees. */
  videoFrame?: VideoFrameReader | undefined;
  /** The page pictures of a shared scanned PDF, for a model that sees. */
  scannedPages?: ScannedPagesReader | undefined;
};

/** The reply as stored in the conversation. */
type StoredReply = { id: number; content: string };

/** A signed-in person's turn in one of their conversations: what the pipeline runs, and what the answer names. */
export type PreparedTurn = Turn<StoredReply> & {
  replyCount: number;
  repliesLeft: number | null;
  showTrialOffer: boolean;
  userMessage: { id: number; content: string };
  /** The message was about a reminder: what became of it (the reply says so). */
  reminders: ReminderReply | null;
};

/**
 * Everything before the model is asked: the conversation must be the user's (404 otherwise), a
 * reply is claimed (403 and nothing stored when a free account has none left), and the user's
 * message is stored first so it is never lost. A retry of a message that got no reply reuses it.
 * Files the message names then join the conversation (attachDocuments; a file refused there gives the
 * reply back); the conversation's files go with every turn after, so follow-up questions keep them
 * in context.
 */
export async function prepareTurn(
  deps: {
    db: Database;
    clock: () => Date;
    storage?: FileStorage | undefined;
    videoFrame?: VideoFrameReader | undefined;
    scannedPages?: ScannedPagesReader | undefined;
    chatModel?: Pick<ChatModel, 'seesImages'>;
    reminderExtractor?: ReminderExtractor | undefined;
    log?: Pick<FastifyBaseLogger, 'error'>;
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
  // The reply first: a turn refused by the limit leaves the files it names out of the conversation.
  const replyCount = await claimReply(db, row.id, user.id, !plan.paid);
  if (replyCount === null) throw usageLimit('CONVERSATION_REPLY_LIMIT');
  if (documentIds.length > 0) {
    await attachDocuments(db, user.id, row.id, documentIds, plan).catch(async (err: unknown) => {
      await releaseReply(db, row.id, user.id);
      throw err;
    });
  }
  const expert = conversationExpert(row);
  const language = input.detectedLanguage ?? 'en-US';
  const crisis = detectCrisis(input.content, language);
  let userMessage: { id: number; content: string };
  try {
    userMessage = await storeUserMessage(db, row.id, user.id, input, now);
    if (row.title === null) {
      const title = crisis ? neutralTitle(expert) : titleFrom(input.content);
      await db
        .update(conversations)
        .set({ title, searchTitle: searchable(title) })
        .where(and(eq(conversations.id, row.id), isNull(conversations.title)));
    }
  } catch (err) {
    await releaseReply(db, row.id, user.id);
    throw err;
  }
  // Premium: a message answering a reminder's follow-up is kept on the reminder as how it went (never
  // a message that speaks of a crisis).
  if (plan.premium && !crisis) await howItWent(deps, row.id, userMessage, now);
  const stored = await db
    .select({ isUser: messages.isUser, content: messages.content })
    .from(messages)
    .where(and(eq(messages.conversationId, row.id), lte(messages.id, userMessage.id)))
    .orderBy(desc(messages.timestamp), desc(messages.id))
    .limit(HISTORY_ROWS);
  const turns = stored
    .reverse()
    .map((m): ChatTurn => ({ role: m.isUser ? 'user' : 'assistant', content: m.content }));
  const memory = await factsForTurn(db, user.id);
  // A message that speaks of a crisis is answered with care, never with a reminder; a question
  // about files just shared is about them.
  const reminders =
    crisis || documentIds.length > 0
      ? null
      : await conversationReminder(deps, {
          userId: user.id,
          conversationId: row.id,
          pending: row.pendingReminder,
          text: userMessage.content,
          language,
          timeZone: userTimeZone(user),
          enabled: input.extractReminders ?? true,
          priority: replyPriority(plan),
        });
  return {
    kind: 'conversation',
    text: userMessage.content,
    language,
    country: chooseCountry({
      language,
      timeZone: user.settings.timeZone ?? null,
      acceptLanguage: where.acceptLanguage ?? null,
    }),
    expert,
    premium: plan.premium,
    priority: replyPriority(plan),
    turns: fitTurns(turns),
    documents: await conversationDocuments(
      { db, storage: deps.storage, videoFrame: deps.videoFrame, scannedPages: deps.scannedPages },
      row.id,
      documentIds,
      deps.chatModel?.seesImages?.(plan.premium) ?? false,
    ),
    markMessageId: userMessage.id,
    eventScope: `conversation:${row.id}`,
    memory: memory.enabled ? { userId: user.id, facts: memory.facts, conversationId: row.id } : null,
    release: () => releaseReply(db, row.id, user.id),
    store: async (reply) => {
      // A crisis only a later safety layer found: the title made from this message gives way too (a
      // title the person gave is theirs and stays).
      if (reply.crisis) {
        // Compared once read: the title is stored sealed, so SQL cannot compare it.
        const [current] = await db
          .select({ title: conversations.title })
          .from(conversations)
          .where(and(eq(conversations.id, row.id), eq(conversations.titleByPerson, false)));
        if (current && current.title === titleFrom(userMessage.content)) {
          const neutral = neutralTitle(expert);
          await db
            .update(conversations)
            .set({ title: neutral, searchTitle: searchable(neutral) })
            .where(and(eq(conversations.id, row.id), eq(conversations.titleByPerson, false)));
        }
      }
      return storeReply(deps, row.id, user.id, language, reply);
    },
    logFields: { conversationId: row.id, ...(reminders ? { reminders: reminders.outcome } : {}) },
    scripted: reminders?.text,
    reminders,
    replyCount,
    repliesLeft: repliesLeft(replyCount, !plan.paid),
    showTrialOffer: !plan.paid && replyCount === FREE_REPLIES_PER_CONVERSATION,
    userMessage,
  };
}

/** The reminder a message asks for (reminderReply); a failure is logged and the model answers as usual. */
async function conversationReminder(
  deps: {
    db: Database;
    clock: () => Date;
    reminderExtractor?: ReminderExtractor | undefined;
    log?: Pick<FastifyBaseLogger, 'error'>;
  },
  message: ReminderMessage,
): Promise<ReminderReply | null> {
  const extractor = deps.reminderExtractor ?? chronoExtractor();
  try {
    return await reminderReply({ db: deps.db, clock: deps.clock, extractor }, message);
  } catch (err) {
    deps.log?.error({ err }, 'reminder from conversation not set');
    return null;
  }
}

/** recordHowItWent; a failure is logged and the turn goes on. */
async function howItWent(
  deps: { db: Database; log?: Pick<FastifyBaseLogger, 'error'> },
  conversationId: number,
  userMessage: { id: number; content: string },
  now: Date,
): Promise<void> {
  try {
    await recordHowItWent(deps.db, conversationId, userMessage, now);
  } catch (err) {
    deps.log?.error({ err }, 'reminder answer not kept');
  }
}

/** Stores the expert's reply in the conversation, with its advice line. */
async function storeReply(
  deps: { db: Database; clock: () => Date },
  conversationId: number,
  ownerId: number,
  language: string,
  reply: ReplyToStore,
): Promise<StoredReply> {
  const [bot] = await deps.db
    .insert(messages)
    .values({
      conversationId,
      isUser: false,
      content: reply.content,
      timestamp: deps.clock(),
      detectedLanguage: language,
      adviceNote: reply.adviceNote,
      ...messageSearchFields(ownerId, reply.content),
    })
    .returning({ id: messages.id, content: messages.content });
  if (!bot) throw new Error('reply not stored');
  return bot;
}

/** The answer of a signed-in turn: both stored messages, the help card, the reply count. */
export function conversationAnswer(
  turn: PreparedTurn,
  outcome: TurnOutcome<StoredReply>,
): SendMessageResponse {
  const bot = outcome.stored;
  return {
    userMessage: turn.userMessage,
    botMessage: outcome.adviceNote === null ? bot : { ...bot, adviceNote: outcome.adviceNote },
    ...(outcome.safety ? { safety: outcome.safety } : {}),
    showTrialOffer: turn.showTrialOffer,
    replyCount: turn.replyCount,
    repliesLeft: turn.repliesLeft,
    // Said only when the expert's reply was the reminder's (not when a crisis took the turn).
    ...(turn.reminders && outcome.reply.text === turn.reminders.text
      ? { reminders: { outcome: turn.reminders.outcome, reminders: turn.reminders.reminders } }
      : {}),
  };
}

async function storeUserMessage(
  db: Database,
  conversationId: number,
  ownerId: number,
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
      ...messageSearchFields(ownerId, input.content),
    })
    .returning({ id: messages.id, content: messages.content });
  if (!row) throw new Error('message not stored');
  return row;
}
