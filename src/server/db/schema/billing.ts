import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BillingMode, PaidPlan, SubscriptionStatus } from '../../../contract/billing.js';
import { createdAt, timestamptz } from './columns.js';
import { users } from './users.js';

/**
 * One row per subscription a user bought (sandbox or Stripe). Rows are never deleted while the user
 * exists: a canceled one stays as history (and shows that the one Basic trial was used). At most one
 * row per user is not canceled.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<BillingMode>().notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    plan: text('plan').$type<PaidPlan>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    /** When a trial ends (set once, when the subscription started with a trial). */
    trialEnd: timestamptz('trial_end'),
    currentPeriodStart: timestamptz('current_period_start').notNull(),
    currentPeriodEnd: timestamptz('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A downgrade waiting for the period's end. */
    pendingPlan: text('pending_plan').$type<PaidPlan>(),
    canceledAt: timestamptz('canceled_at'),
    /** Sandbox only: the card's last four digits (4000 0000 0000 0341's renewals are declined). */
    cardLast4: text('card_last4'),
    /** The provider's time of the state stored here: an event older than this is not applied. */
    providerUpdatedAt: timestamptz('provider_updated_at').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_one_live_per_user').on(t.userId).where(sql`${t.status} <> 'canceled'`),
    index('subscriptions_due_idx').on(t.currentPeriodEnd).where(sql`${t.status} <> 'canceled'`),
    check('subscriptions_provider_check', sql`${t.provider} in ('sandbox', 'stripe')`),
    check('subscriptions_plan_check', sql`${t.plan} in ('basic', 'premium')`),
    check(
      'subscriptions_status_check',
      sql`${t.status} in ('trialing', 'active', 'past_due', 'canceled', 'incomplete')`,
    ),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * A sandbox checkout: the client secret (stored as its SHA-256) that POST /api/billing/sandbox/confirm
 * takes once, for this user and plan, until it expires.
 */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').$type<PaidPlan>().notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('billing_checkouts_user_id_idx').on(t.userId)],
);

/** The Stripe customer of a user, created once on their first Stripe checkout. */
export const stripeCustomers = pgTable('stripe_customers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Every Stripe webhook event applied, by its id: the id is inserted in the same transaction as the
 * event's effect, so a redelivered event finds it and changes nothing.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/**
 * The e-mail addresses of deleted accounts that had used Basic's trial, kept only as an HMAC-SHA256
 * (with the server's secret) of the normalised address, so the one trial per e-mail outlives the
 * account: registering again with the address starts no second trial. Nothing else of the account
 * is kept, and the hash cannot be turned back into the address.
 */
export const usedTrialEmails = pgTable('used_trial_emails', {
  emailHash: text('email_hash').primaryKey(),
  createdAt: createdAt(),
});
