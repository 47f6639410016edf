import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { type ConversationLanguage, DEFAULT_LANGUAGE, supportedLanguage } from '../../contract/languages.js';
import { type FollowUp, type FollowUpRequest, followUpMessages } from '../../contract/reminder-follow-up.js';
import { reminderMessages } from '../../contract/reminders.js';
import type { Expert } from '../ai/experts.js';
import { conversationExpert } from '../ai/experts.js';
import { createSentenceSplitter } from '../ai/sentences/sentence-splitter.js';
import type { Database } from '../db/client.js';
import { conversations, messages, reminderFollowUps, reminders } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { messageSearchFields } from '../search/search-text.js';
import { markAcknowledged } from './acknowledge-reminder.js';
import type { FollowUpPhraser } from './follow-up-phraser.js';

export type FollowUpDeps = { db: Database; clock: () => Date; phraser: FollowUpPhraser };

/** A reminder may be spoken a little before its time (a tab's clock runs ahead of the server's). */
const EARLY_MS = 5 * 60_000;
/** How far back a repeating reminder's earlier occurrence may still be followed up. */
const PAST_OCCURRENCE_MS = 2 * 24 * 3600_000;
/** The turns of the conversation the model reads before phrasing. */
const RECENT_TURNS = 6;

type ReminderRow = typeof reminders.$inferSelect;
type StoredFollowUp = typeof reminderFollowUps.$inferSelect;

/**
 * The occurrence asked about: the reminder's scheduled time, or (a repeating reminder that has moved
 * on) an earlier time within two days. One not yet due, or not one of its times, is a 400 on `at`.
 */
function occurrenceOf(reminder: ReminderRow, at: string | undefined, now: Date): Date {
  const scheduled = reminder.scheduledTime;
  const asked = at === undefined ? scheduled : new Date(at);
  const same = asked.getTime() === scheduled.getTime();
  const earlier =
    reminder.isRecurring &&
    asked.getTime() < scheduled.getTime() &&
    asked.getTime() >= now.getTime() - PAST_OCCURRENCE_MS;
  if (!same && !earlier) throw AppError.validation({ at: followUpMessages.at });
  if (asked.getTime() > now.getTime() + EARLY_MS) throw AppError.validation({ at: followUpMessages.notDue });
  return asked;
}

/** The language the conversation was last spoken in; else the screen's; else English. */
async function conversationLanguage(
  db: Database,
  conversationId: number | null,
  fallback: ConversationLanguage | undefined,
): Promise<ConversationLanguage> {
  if (conversationId !== null) {
    const [last] = await db
      .select({ language: messages.detectedLanguage })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), isNotNull(messages.detectedLanguage)))
      .orderBy(desc(messages.timestamp), desc(messages.id))
      .limit(1);
    const spoken = last?.language ? supportedLanguage(last.language) : undefined;
    if (spoken) return spoken;
  }
  return fallback ?? DEFAULT_LANGUAGE;
}

/** The sentences to speak, one request each, as the reply stream would have cut them. */
function sentencesOf(text: string): string[] {
  const splitter = createSentenceSplitter({ firstClauseMinChars: Number.POSITIVE_INFINITY, eager: false });
  return [...splitter.push(text), ...splitter.flush()];
}

/**
 * POST /api/reminders/{id}/follow-up: what the expert says now that the reminder is due, phrased once
 * per occurrence. With a conversation, the words are stored there as the expert's message (never
 * counted as a reply of the plan); asking again answers the same words and stores nothing more.
 * Someone else's reminder, or none, is a 404.
 */
export async function followUpReminder(
  deps: FollowUpDeps,
  userId: number,
  reminderId: number,
  body: FollowUpRequest,
  timeZone: string,
  /** Premium: the expert asks how it went (the next message in the conversation is kept as the answer). */
  asksHowItWent = false,
): Promise<FollowUp> {
  const { db } = deps;
  const now = deps.clock();
  const [reminder] = await db
    .select()
    .from(reminders)
    .where(and(eq(reminders.id, reminderId), eq(reminders.userId, userId)))
    .limit(1);
  if (!reminder) throw AppError.notFound(reminderMessages.notFound);
  const occurrence = occurrenceOf(reminder, body.at, now);
  // Listened to: no page alerts this occurrence again.
  await markAcknowledged(db, reminderId, occurrence);

  const [conversation] = reminder.conversationId
    ? await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, reminder.conversationId), eq(conversations.userId, userId)))
        .limit(1)
    : [];
  const expert: Expert | null = conversation ? conversationExpert(conversation) : null;
  const conversationId = conversation?.id ?? null;
  const answer = (row: StoredFollowUp): FollowUp => ({
    reminderId,
    occurrence: row.occurrence.toISOString(),
    text: row.text,
    sentences: sentencesOf(row.text),
    language: supportedLanguage(row.language) ?? DEFAULT_LANGUAGE,
    conversationId,
    expertId: expert?.id ?? null,
    expertName: expert?.name ?? null,
    messageId: row.messageId,
    source: row.source,
  });

  const stored = await storedFollowUp(db, reminderId, occurrence);
  if (stored) return answer(stored);

  const language = await conversationLanguage(db, conversationId, body.language);
  const recent = conversationId
    ? (
        await db
          .select({ isUser: messages.isUser, content: messages.content })
          .from(messages)
          .where(eq(messages.conversationId, conversationId))
          .orderBy(desc(messages.timestamp), desc(messages.id))
          .limit(RECENT_TURNS)
      ).reverse()
    : [];
  const phrased = await deps.phraser.phrase({
    title: reminder.title,
    description: reminder.description,
    at: occurrence,
    timeZone,
    language,
    expert,
    recent,
    asksHowItWent,
  });

  // One row per occurrence: of two requests at once, the first stores its words (and the message),
  // the other answers those words.
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reminderFollowUps)
      .values({ reminderId, occurrence, text: phrased.text, language, source: phrased.source })
      .onConflictDoNothing()
      .returning();
    if (!created) return null;
    if (conversationId === null) return created;
    const [message] = await tx
      .insert(messages)
      .values({
        conversationId,
        isUser: false,
        content: phrased.text,
        timestamp: now,
        detectedLanguage: language,
        ...messageSearchFields(userId, phrased.text),
      })
      .returning({ id: messages.id });
    if (!message) throw new Error('follow-up message not stored');
    await tx
      .update(reminderFollowUps)
      .set({ messageId: message.id })
      .where(eq(reminderFollowUps.id, created.id));
    return { ...created, messageId: message.id };
  });
  const result = row ?? (await storedFollowUp(db, reminderId, occurrence));
  if (!result) throw new Error('follow-up neither stored nor found');
  return answer(result);
}

async function storedFollowUp(db: Database, reminderId: number, occurrence: Date) {
  const [row] = await db
    .select()
    .from(reminderFollowUps)
    .where(and(eq(reminderFollowUps.reminderId, reminderId), eq(reminderFollowUps.occurrence, occurrence)))
    .limit(1);
  return row;
}
