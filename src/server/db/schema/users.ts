import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { UserSettings } from '../../../contract/accounts.js';
import { createdAt, timestamptz } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The e-mail address, trimmed and lower-cased. */
    username: text('username').notNull().unique(),
    /** argon2id hash, never the password. */
    password: text('password').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: text('gender'),
    settings: jsonb('settings')
      .$type<Partial<UserSettings>>()
      .notNull()
      .default(sql`'{"enableTranscriptions":false,"notificationsEnabled":false}'::jsonb`),
    securityQuestion: text('security_question'),
    /** argon2id hash of the normalised (trimmed, lower-cased) answer. */
    securityAnswer: text('security_answer'),
    isAdmin: boolean('is_admin').notNull().default(false),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    subscriptionType: text('subscription_type')
      .$type<'free' | 'basic' | 'premium'>()
      .notNull()
      .default('free'),
    subscriptionStatus: text('subscription_status')
      .$type<'inactive' | 'trial' | 'active' | 'canceled'>()
      .notNull()
      .default('inactive'),
    subscriptionExpiresAt: timestamptz('subscription_expires_at'),
    dailyConversationCount: integer('daily_conversation_count').notNull().default(0),
    lastUsageResetDate: timestamptz('last_usage_reset_date').notNull().defaultNow(),
    /**
     * The calendar day dailyConversationCount counts, and the time zone it was counted in (that of the
     * day's first conversation). Null until the first conversation since they were added.
     */
    dailyConversationDay: date('daily_conversation_day'),
    dailyConversationZone: text('daily_conversation_zone'),
    avatarUrl: text('avatar_url'),
    avatarLastUpdated: timestamptz('avatar_last_updated'),
    createdAt: createdAt(),
  },
  (t) => [
    // The admin's user list by date, either way (read backwards for newest first), one page at a time.
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    // ... and by name (the same expression as the list's sort).
    index('users_full_name_idx').on(
      sql`lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, ''))`,
      t.id,
    ),
    check('users_subscription_type_check', sql`${t.subscriptionType} in ('free', 'basic', 'premium')`),
    check(
      'users_subscription_status_check',
      sql`${t.subscriptionStatus} in ('inactive', 'trial', 'active', 'canceled')`,
    ),
    check('users_daily_conversation_count_check', sql`${t.dailyConversationCount} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
