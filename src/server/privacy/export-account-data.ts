import { asc, eq } from 'drizzle-orm';
import { ACCOUNT_EXPORT_FORMAT, type AccountExport } from '../../contract/privacy.js';
import { readSettings, toPublicUser } from '../accounts/user-view.js';
import { formatTranscript } from '../conversations/export-conversation.js';
import { toRecap } from '../conversations/recap-view.js';
import type { Database } from '../db/client.js';
import {
  assistantMessages,
  assistantThreads,
  billingCheckouts,
  conversations,
  documents,
  messages,
  profilePictures,
  pushSubscriptions,
  reminderFollowUps,
  reminders,
  sessions,
  stripeCustomers,
  subscriptions,
  type UserRow,
  voiceAvatars,
} from '../db/schema/index.js';
import type { AttemptLimiter } from '../http/brute-force.js';
import { memoryView } from '../memory/memory-store.js';
import { toReminder } from '../reminders/reminder-view.js';
import { supportThreads } from '../support/ticket-replies.js';
import { findOwnVoice, ownVoiceRecordings } from '../voice-clone/own-voice.js';

export type ExportDeps = { db: Database; clock: () => Date; limiter: AttemptLimiter };

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Everything the account holds, for "Download my data": profile, settings, usage, conversations with
 * every message and a plain-text transcript of each, assistant threads, reminders, what the experts remember (memory), subscriptions and
 * checkouts, push subscriptions, signed-in browsers, the profile picture, voice avatars (names and pictures), the own voice with its recordings, messages to
 * support with their answers, and uploaded files (listed; each one downloads with GET /api/files/{id}). Every query is by the user's own id, so
 * nothing of another user can be in it; secrets are left out (password and security-answer hashes,
 * session token hashes, push keys, checkout secrets). At most 5 downloads per account an hour, counted
 * before the work (429 beyond).
 */
export async function exportAccountData(deps: ExportDeps, user: UserRow): Promise<AccountExport> {
  await deps.limiter.consume([['dataExportUser', String(user.id)]]);
  const { db } = deps;
  const userId = user.id;
  const settings = readSettings(user.settings);

  const [conversationRows, messageRows, threadRows, threadMessageRows, reminderRows] = await Promise.all([
    db
      .select()
      .from(conversations)
      .where(eq(conversations.userId, userId))
      .orderBy(asc(conversations.createdAt), asc(conversations.id)),
    db
      .select({
        id: messages.id,
        conversationId: messages.conversationId,
        isUser: messages.isUser,
        content: messages.content,
        timestamp: messages.timestamp,
        detectedLanguage: messages.detectedLanguage,
        safetyKinds: messages.safetyKinds,
        adviceNote: messages.adviceNote,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(eq(conversations.userId, userId))
      .orderBy(asc(messages.timestamp), asc(messages.id)),
    db
      .select()
      .from(assistantThreads)
      .where(eq(assistantThreads.userId, userId))
      .orderBy(asc(assistantThreads.createdAt)),
    db
      .select({
        threadId: assistantMessages.threadId,
        role: assistantMessages.role,
        content: assistantMessages.content,
        createdAt: assistantMessages.createdAt,
      })
      .from(assistantMessages)
      .innerJoin(assistantThreads, eq(assistantThreads.id, assistantMessages.threadId))
      .where(eq(assistantThreads.userId, userId))
      .orderBy(asc(assistantMessages.id)),
    db
      .select()
      .from(reminders)
      .where(eq(reminders.userId, userId))
      .orderBy(asc(reminders.scheduledTime), asc(reminders.id)),
  ]);
  const [
    subscriptionRows,
    checkoutRows,
    customerRows,
    pushRows,
    sessionRows,
    fileRows,
    avatarRows,
    followUpRows,
    memory,
    pictureRows,
  ] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptions.createdAt)),
    db
      .select()
      .from(billingCheckouts)
      .where(eq(billingCheckouts.userId, userId))
      .orderBy(asc(billingCheckouts.createdAt)),
    db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, userId)),
    db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt)),
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
    db
      .select()
      .from(documents)
      .where(eq(documents.userId, userId))
      .orderBy(asc(documents.createdAt), asc(documents.id)),
    db.select().from(voiceAvatars).where(eq(voiceAvatars.userId, userId)).orderBy(asc(voiceAvatars.id)),
    // What the expert said when the reminders came due.
    db
      .select({
        reminderId: reminderFollowUps.reminderId,
        occurrence: reminderFollowUps.occurrence,
        text: reminderFollowUps.text,
        language: reminderFollowUps.language,
        createdAt: reminderFollowUps.createdAt,
        answer: reminderFollowUps.answer,
        answeredAt: reminderFollowUps.answeredAt,
      })
      .from(reminderFollowUps)
      .innerJoin(reminders, eq(reminders.id, reminderFollowUps.reminderId))
      .where(eq(reminders.userId, userId))
      .orderBy(asc(reminderFollowUps.id)),
    memoryView(db, userId),
    db.select().from(profilePictures).where(eq(profilePictures.userId, userId)),
  ]);

  const byConversation = groupBy(messageRows, (m) => m.conversationId);
  const byThread = groupBy(threadMessageRows, (m) => m.threadId);
  const exported = conversationRows.map((c) => ({
    row: c,
    messages: byConversation.get(c.id) ?? [],
  }));

  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: iso(deps.clock()),
    account: { ...toPublicUser(user), securityQuestion: user.securityQuestion },
    settings,
    usage: {
      conversationsToday: user.dailyConversationCount,
      usageDayStartedAt: iso(user.lastUsageResetDate),
      conversations: conversationRows.length,
      messages: messageRows.length,
    },
    conversations: exported.map(({ row, messages: list }) => ({
      id: row.id,
      category: row.goatCategory,
      expertId: row.expertId,
      title: row.title,
      replyCount: row.replyCount,
      createdAt: iso(row.createdAt),
      messages: list.map((m) => ({
        id: m.id,
        from: m.isUser ? ('you' as const) : ('expert' as const),
        content: m.content,
        timestamp: iso(m.timestamp),
        detectedLanguage: m.detectedLanguage,
        ...(m.safetyKinds?.length ? { safetyKinds: m.safetyKinds } : {}),
        ...(m.adviceNote ? { adviceNote: m.adviceNote } : {}),
      })),
      recap: row.summary
        ? toRecap(row.summary, list.reduce((max, m) => Math.max(max, m.id), 0) || null)
        : null,
    })),
    transcripts: exported.map(({ row, messages: list }) =>
      formatTranscript(row.goatCategory, row.createdAt, list, settings.timeZone ?? 'UTC', row.summary),
    ),
    assistantThreads: threadRows.map((t) => ({
      id: t.id,
      conversationId: t.conversationId,
      createdAt: iso(t.createdAt),
      messages: (byThread.get(t.id) ?? []).map((m) => ({
        role: m.role,
        content: m.content,
        createdAt: iso(m.createdAt),
      })),
    })),
    reminders: reminderRows.map(toReminder),
    reminderFollowUps: followUpRows.map((f) => ({
      ...f,
      occurrence: iso(f.occurrence),
      createdAt: iso(f.createdAt),
      answeredAt: f.answeredAt ? iso(f.answeredAt) : null,
    })),
    memory: { enabled: memory.enabled, facts: memory.facts },
    subscriptions: subscriptionRows.map((s) => ({
      provider: s.provider,
      plan: s.plan,
      status: s.status,
      trialEnd: isoOrNull(s.trialEnd),
      currentPeriodStart: iso(s.currentPeriodStart),
      currentPeriodEnd: iso(s.currentPeriodEnd),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      pendingPlan: s.pendingPlan,
      canceledAt: isoOrNull(s.canceledAt),
      cardLast4: s.cardLast4,
      createdAt: iso(s.createdAt),
    })),
    checkouts: checkoutRows.map((c) => ({
      plan: c.plan,
      createdAt: iso(c.createdAt),
      expiresAt: iso(c.expiresAt),
      usedAt: isoOrNull(c.usedAt),
    })),
    stripeCustomerId: customerRows[0]?.customerId ?? null,
    pushSubscriptions: pushRows.map((p) => ({
      service: pushService(p.endpoint),
      createdAt: iso(p.createdAt),
      lastSuccessAt: isoOrNull(p.lastSuccessAt),
    })),
    sessions: sessionRows.map((s) => ({
      createdAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      userAgent: s.userAgent,
      rememberMe: s.persistent,
    })),
    profilePicture: pictureRows[0]
      ? {
          picture: dataUrl(pictureRows[0].imageType, pictureRows[0].image),
          updatedAt: iso(pictureRows[0].updatedAt),
        }
      : null,
    voiceAvatars: avatarRows.map((a) => ({
      voiceId: a.voiceId,
      customName: a.customName,
      picture: a.image && a.imageType ? dataUrl(a.imageType, a.image) : null,
      updatedAt: iso(a.updatedAt),
    })),
    files: fileRows.map((f) => ({
      id: f.id,
      name: f.displayName,
      kind: f.kind,
      mimeType: f.mimeType,
      size: f.size,
      uploadedAt: iso(f.createdAt),
      conversationId: f.conversationId,
    })),
    supportMessages: (await supportThreads(db, userId)).threads,
    ownVoice: await exportOwnVoice(db, userId),
  };
}

/** The person's own voice and the recordings kept with it, each recording a data: URL. */
async function exportOwnVoice(db: Database, userId: number): Promise<AccountExport['ownVoice']> {
  const voice = await findOwnVoice(db, userId);
  if (!voice) return null;
  const recordings = await ownVoiceRecordings(db, voice.id);
  return {
    providerVoiceId: voice.providerVoiceId,
    consentText: voice.consentText,
    createdAt: iso(voice.createdAt),
    recordings: recordings.map((r) => ({
      kind: r.kind,
      audio: dataUrl(r.contentType, r.audio),
      recordedAt: iso(r.createdAt),
    })),
  };
}

/** A stored picture as a data: URL, so the file holds the picture itself. */
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** Map.groupBy, which Node 20 lacks. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** The push service of an endpoint (its origin): the rest of the address works as a credential. */
function pushService(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return '';
  }
}

/** The download's file name: voxpert-data-YYYY-MM-DD.json (the day in UTC). */
export function exportFileName(now: Date): string {
  return `voxpert-data-${now.toISOString().slice(0, 10)}.json`;
}
