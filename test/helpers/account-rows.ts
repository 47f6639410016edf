import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/server/db/client.js';
import * as schema from '../../src/server/db/schema/index.js';
import {
  assistantMessages,
  assistantThreads,
  billingCheckouts,
  contactTickets,
  conversations,
  documents,
  idempotencyKeys,
  landingPageAnalytics,
  memoryFactSources,
  memoryFacts,
  memorySettings,
  messages,
  profilePictures,
  pushSubscriptions,
  reminderFollowUps,
  reminders,
  stripeCustomers,
  subscriptions,
  ticketReplies,
  trackingCampaigns,
  voiceAvatars,
  voiceCloneRecordings,
  voiceClones,
} from '../../src/server/db/schema/index.js';

/** Every table of the schema, by its SQL name. */
export function schemaTables(): string[] {
  return Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable))
    .sort();
}

/**
 * Fills every table that can hold a row of the user's with one or two such rows: a conversation with
 * two messages, an assistant thread with a message, a reminder, a push subscription, a subscription,
 * a checkout, a Stripe customer, a campaign, a landing-page visit, an uploaded file with its day's
 * upload count, a stored idempotent answer, a profile picture, a voice avatar with its picture, a remembered fact
 * with the memory switch, a message to support with an answer, and an own voice with its consent recording.
 */
export async function fillAccount(db: Database, userId: number, tag: string): Promise<void> {
  const [conversation] = await db
    .insert(conversations)
    .values({ userId, goatCategory: 'coach', title: `Talk ${tag}` })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error('conversation not inserted');
  await db.insert(messages).values([
    { conversationId: conversation.id, isUser: true, content: `Hello from ${tag}` },
    { conversationId: conversation.id, isUser: false, content: `Hi ${tag}, how can I help?` },
  ]);
  const [thread] = await db
    .insert(assistantThreads)
    .values({ userId, conversationId: conversation.id })
    .returning({ id: assistantThreads.id });
  if (!thread) throw new Error('thread not inserted');
  await db.insert(assistantMessages).values({ threadId: thread.id, role: 'user', content: `Plan ${tag}` });
  const [reminder] = await db
    .insert(reminders)
    .values({
      userId,
      title: `Call ${tag}`,
      description: 'Sunday afternoon',
      scheduledTime: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: reminders.id, scheduledTime: reminders.scheduledTime });
  if (!reminder) throw new Error('reminder not inserted');
  await db.insert(reminderFollowUps).values({
    reminderId: reminder.id,
    occurrence: reminder.scheduledTime,
    text: `It's time to call ${tag}.`,
    language: 'en-US',
    source: 'template',
  });
  await db.insert(pushSubscriptions).values({
    userId,
    endpoint: `https://push.example.com/send/${tag}-secret-token`,
    p256dh: `p256dh-${tag}`,
    auth: `auth-${tag}`,
  });
  const now = new Date();
  await db.insert(subscriptions).values({
    userId,
    provider: 'sandbox',
    plan: 'basic',
    status: 'canceled',
    currentPeriodStart: now,
    currentPeriodEnd: now,
    canceledAt: now,
    cardLast4: '4242',
    providerUpdatedAt: now,
  });
  await db.insert(billingCheckouts).values({
    userId,
    plan: 'premium',
    secretHash: `checkout-hash-${tag}`,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await db.insert(stripeCustomers).values({ userId, customerId: `cus_${tag}` });
  await db
    .insert(trackingCampaigns)
    .values({ trackingCode: `code-${tag}`, fullUrl: 'https://x.example/', createdBy: userId });
  await db.insert(landingPageAnalytics).values({ subdomain: 'my', clickType: 'visit', userId });
  await db.insert(voiceAvatars).values({
    userId,
    voiceId: 'echo',
    customName: `Avatar ${tag}`,
    image: Buffer.from(`RIFF....WEBP ${tag}`),
    imageType: 'image/webp',
    imageVersion: `v-${tag}`,
  });
  await db.insert(profilePictures).values({
    userId,
    image: Buffer.from(`RIFF....WEBP face ${tag}`),
    imageType: 'image/webp',
    imageVersion: `p-${tag}`,
  });
  await db.insert(documents).values({
    userId,
    conversationId: conversation.id,
    storageKey: `u${userId}/00000000-0000-4000-8000-${String(userId).padStart(12, '0')}`,
    displayName: `letter-${tag}.pdf`,
    kind: 'pdf',
    mimeType: 'application/pdf',
    size: 1234,
    content: `Dear ${tag}`,
    meta: { pages: 1, hasText: true },
  });
  await db.execute(
    sql`insert into upload_claims (user_id, day, zone, state, touched_at) values (${userId}, current_date, 'UTC', 'stored', now())`,
  );
  await db.insert(idempotencyKeys).values({
    owner: `user:${userId}`,
    userId,
    operation: 'POST /api/reminders',
    key: `key-${tag}`,
    fingerprint: 'f',
    state: 'done',
  });
  const [fact] = await db
    .insert(memoryFacts)
    .values({ userId, kind: 'family', text: `my sister ${tag}`, key: `family:${tag}` })
    .returning({ id: memoryFacts.id });
  if (!fact) throw new Error('fact not inserted');
  // Told in the conversation (a link between two of the account's rows; the fact itself is exported).
  await db.insert(memoryFactSources).values({ factId: fact.id, conversationId: conversation.id });
  await db.insert(memorySettings).values({ userId, enabled: true });
  const [ticket] = await db
    .insert(contactTickets)
    .values({ userId, name: tag, email: `${tag}@example.com`, message: `A question from ${tag}` })
    .returning({ id: contactTickets.id });
  if (!ticket) throw new Error('ticket not inserted');
  await db.insert(ticketReplies).values({ ticketId: ticket.id, message: `An answer for ${tag}` });
  const [clone] = await db
    .insert(voiceClones)
    .values({ userId, providerVoiceId: `voice-${tag}`, consentText: `I, ${tag}, agree` })
    .returning({ id: voiceClones.id });
  if (!clone) throw new Error('own voice not inserted');
  await db.insert(voiceCloneRecordings).values({
    cloneId: clone.id,
    kind: 'consent',
    position: 0,
    contentType: 'audio/webm',
    audio: Buffer.from(`webm consent of ${tag}`),
  });
}

/** How many rows of each user-linked table belong to the user (by user id, or through its parent). */
export async function rowsOfUser(db: Database, userId: number): Promise<Record<string, number>> {
  const count = (query: ReturnType<typeof sql>) => countOf(db, query);
  return {
    users: await count(sql`select count(*) as n from users where id = ${userId}`),
    sessions: await count(sql`select count(*) as n from sessions where user_id = ${userId}`),
    conversations: await count(sql`select count(*) as n from conversations where user_id = ${userId}`),
    messages: await count(
      sql`select count(*) as n from messages m join conversations c on c.id = m.conversation_id where c.user_id = ${userId}`,
    ),
    assistant_threads: await count(
      sql`select count(*) as n from assistant_threads where user_id = ${userId}`,
    ),
    assistant_messages: await count(
      sql`select count(*) as n from assistant_messages m join assistant_threads t on t.id = m.thread_id where t.user_id = ${userId}`,
    ),
    reminders: await count(sql`select count(*) as n from reminders where user_id = ${userId}`),
    reminder_follow_ups: await count(
      sql`select count(*) as n from reminder_follow_ups f join reminders r on r.id = f.reminder_id where r.user_id = ${userId}`,
    ),
    documents: await count(sql`select count(*) as n from documents where user_id = ${userId}`),
    upload_claims: await count(sql`select count(*) as n from upload_claims where user_id = ${userId}`),
    idempotency_keys: await count(sql`select count(*) as n from idempotency_keys where user_id = ${userId}`),
    push_subscriptions: await count(
      sql`select count(*) as n from push_subscriptions where user_id = ${userId}`,
    ),
    subscriptions: await count(sql`select count(*) as n from subscriptions where user_id = ${userId}`),
    billing_checkouts: await count(
      sql`select count(*) as n from billing_checkouts where user_id = ${userId}`,
    ),
    stripe_customers: await count(sql`select count(*) as n from stripe_customers where user_id = ${userId}`),
    tracking_campaigns: await count(
      sql`select count(*) as n from tracking_campaigns where created_by = ${userId}`,
    ),
    landing_page_analytics: await count(
      sql`select count(*) as n from landing_page_analytics where user_id = ${userId}`,
    ),
    voice_avatars: await count(sql`select count(*) as n from voice_avatars where user_id = ${userId}`),
    profile_pictures: await count(sql`select count(*) as n from profile_pictures where user_id = ${userId}`),
    memory_facts: await count(sql`select count(*) as n from memory_facts where user_id = ${userId}`),
    memory_fact_sources: await count(
      sql`select count(*) as n from memory_fact_sources s join memory_facts f on f.id = s.fact_id where f.user_id = ${userId}`,
    ),
    memory_settings: await count(sql`select count(*) as n from memory_settings where user_id = ${userId}`),
    contact_tickets: await count(sql`select count(*) as n from contact_tickets where user_id = ${userId}`),
    voice_clones: await count(sql`select count(*) as n from voice_clones where user_id = ${userId}`),
    voice_clone_recordings: await count(
      sql`select count(*) as n from voice_clone_recordings r join voice_clones c on c.id = r.clone_id where c.user_id = ${userId}`,
    ),
    ticket_replies: await count(
      sql`select count(*) as n from ticket_replies r join contact_tickets t on t.id = r.ticket_id where t.user_id = ${userId}`,
    ),
  };
}

/** The total number of rows of a table. */
export function tableCount(db: Database, table: string): Promise<number> {
  return countOf(db, sql.raw(`select count(*) as n from "${table}"`));
}

/** The `n` of a count query, from either driver's result. */
async function countOf(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}
