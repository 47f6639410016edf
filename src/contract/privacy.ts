import { z } from 'zod';
import { userSchema, userSettingsSchema } from './accounts.js';
import { memoryFactSchema } from './memory.js';
import { reminderSchema } from './reminders.js';
import { crisisKinds } from './safety-values.js';
import { conversationRecapSchema } from './summaries.js';
import { supportThreadSchema } from './support.js';

/**
 * The version of the "Download my data" file; a change of its shape gets a new one (2: conversation
 * summaries, remembered facts, reminders' follow-ups; 3: the profile picture; 4: the answers to
 * reminders' follow-ups).
 */
export const ACCOUNT_EXPORT_FORMAT = 'voxpert-account-export/4';

/** Times are ISO 8601 in UTC. */
const time = z.string();

const exportedMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(['you', 'expert']),
  content: z.string(),
  timestamp: time,
  detectedLanguage: z.string().nullable(),
  /** A message of yours that spoke of a crisis: the kinds found (the help card was shown). */
  safetyKinds: z.array(z.enum(crisisKinds)).optional(),
  /** The not-professional-advice line shown under a reply. */
  adviceNote: z.string().optional(),
});

const exportedConversationSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  expertId: z.string().nullable(),
  title: z.string().nullable(),
  replyCount: z.number().int(),
  createdAt: time,
  messages: z.array(exportedMessageSchema),
  /** The summary written at "End conversation" (also the last block of its transcript). */
  recap: conversationRecapSchema.nullable(),
});

/**
 * GET /api/user/export: everything the account holds, as one JSON file. Never password or
 * security-answer hashes, session tokens, push keys or checkout secrets, and nothing of other users.
 */
export const accountExportSchema = z
  .object({
    format: z.literal(ACCOUNT_EXPORT_FORMAT),
    exportedAt: time,
    account: z.object({ ...userSchema.shape, securityQuestion: z.string().nullable() }),
    settings: userSettingsSchema,
    usage: z.object({
      /** New conversations counted on the day that started at usageDayStartedAt (the Free plan's limit). */
      conversationsToday: z.number().int(),
      usageDayStartedAt: time,
      conversations: z.number().int(),
      messages: z.number().int(),
    }),
    conversations: z.array(exportedConversationSchema),
    /** One plain-text transcript per conversation, as the conversation export writes it. */
    transcripts: z.array(z.string()),
    assistantThreads: z.array(
      z.object({
        id: z.string(),
        conversationId: z.number().int().nullable(),
        createdAt: time,
        messages: z.array(
          z.object({ role: z.enum(['user', 'assistant']), content: z.string(), createdAt: time }),
        ),
      }),
    ),
    reminders: z.array(reminderSchema),
    /** What the expert said when a reminder came due (also a message of its conversation, if any). */
    reminderFollowUps: z.array(
      z.object({
        reminderId: z.number().int(),
        occurrence: time,
        text: z.string(),
        language: z.string(),
        createdAt: time,
        /** Premium's smart reminders: the person's answer to how it went, and when; null: none. */
        answer: z.string().nullable(),
        answeredAt: time.nullable(),
      }),
    ),
    /** What the experts remember that you shared, and whether memory is on (the profile's Memory tab). */
    memory: z.object({ enabled: z.boolean(), facts: z.array(memoryFactSchema) }),
    subscriptions: z.array(
      z.object({
        provider: z.string(),
        plan: z.string(),
        status: z.string(),
        trialEnd: time.nullable(),
        currentPeriodStart: time,
        currentPeriodEnd: time,
        cancelAtPeriodEnd: z.boolean(),
        pendingPlan: z.string().nullable(),
        canceledAt: time.nullable(),
        cardLast4: z.string().nullable(),
        createdAt: time,
      }),
    ),
    checkouts: z.array(
      z.object({ plan: z.string(), createdAt: time, expiresAt: time, usedAt: time.nullable() }),
    ),
    stripeCustomerId: z.string().nullable(),
    /** Browsers that receive reminder notifications: the push service only, not the browser's keys. */
    pushSubscriptions: z.array(
      z.object({ service: z.string(), createdAt: time, lastSuccessAt: time.nullable() }),
    ),
    /** Signed-in browsers: when and which browser, never the token. */
    sessions: z.array(
      z.object({
        createdAt: time,
        lastSeenAt: time,
        userAgent: z.string().nullable(),
        rememberMe: z.boolean(),
      }),
    ),
    /** The account's profile picture (a data: URL of the stored WebP), or null when there is none. */
    profilePicture: z.object({ picture: z.string(), updatedAt: time }).nullable(),
    /** The user's own voice avatars: their name and picture (a data: URL of the stored WebP) per voice. */
    voiceAvatars: z.array(
      z.object({
        voiceId: z.string(),
        customName: z.string().nullable(),
        picture: z.string().nullable(),
        updatedAt: time,
      }),
    ),
    /**
     * The person's own voice (Premium), if they have one: the consent sentence as recorded and every
     * recording it was made from, each a data: URL of the audio itself. The copy of the voice is held by
     * the cloning provider (ElevenLabs) under `providerVoiceId`.
     */
    ownVoice: z
      .object({
        providerVoiceId: z.string(),
        consentText: z.string(),
        createdAt: time,
        recordings: z.array(
          z.object({ kind: z.enum(['consent', 'passage']), audio: z.string(), recordedAt: time }),
        ),
      })
      .nullable(),
    /** Uploaded files (their bytes are fetched one by one with GET /api/files/{id}). */
    files: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        kind: z.string(),
        mimeType: z.string(),
        size: z.number().int(),
        uploadedAt: time,
        conversationId: z.number().int().nullable(),
      }),
    ),
    /** Messages sent to support while signed in, with the staff's answers. */
    supportMessages: z.array(supportThreadSchema),
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof accountExportSchema>;
