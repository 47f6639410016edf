import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.js';
import { users } from './users.js';

export const contactTickets = pgTable(
  'contact_tickets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** The account that wrote it, when signed in: it reads staff answers in the app. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The writer's plan when it was sent (free for a guest): it sets how soon it is answered. */
    supportPlan: text('support_plan').$type<'free' | 'basic' | 'premium'>().notNull().default('free'),
    status: text('status').$type<'new' | 'in_progress' | 'resolved'>().notNull().default('new'),
    priority: text('priority').$type<'low' | 'medium' | 'high'>().notNull().default('medium'),
    adminNotes: text('admin_notes'),
    respondedAt: timestamptz('responded_at'),
    resolvedAt: timestamptz('resolved_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('contact_tickets_status_created_at_idx').on(t.status, t.createdAt),
    index('contact_tickets_user_id_idx').on(t.userId),
    check('contact_tickets_status_check', sql`${t.status} in ('new', 'in_progress', 'resolved')`),
    check('contact_tickets_priority_check', sql`${t.priority} in ('low', 'medium', 'high')`),
    check('contact_tickets_support_plan_check', sql`${t.supportPlan} in ('free', 'basic', 'premium')`),
  ],
);

/**
 * Staff answers to a contact ticket, oldest first. The person reads them in the app when the ticket was
 * written signed in (`readAt` set once they have seen it), and by e-mail when SMTP is configured
 * (`emailedAt` set once the mail server accepted it).
 */
export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => contactTickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    emailedAt: timestamptz('emailed_at'),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_replies_ticket_id_idx').on(t.ticketId, t.id)],
);

export const trackingCampaigns = pgTable(
  'tracking_campaigns',
  {
    id: serial('id').primaryKey(),
    campaignName: text('campaign_name'),
    /** Landing page key: my, your or mentor. */
    subdomain: text('subdomain'),
    trackingCode: text('tracking_code').notNull().unique(),
    campaignSource: text('campaign_source'),
    fullUrl: text('full_url').notNull(),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('tracking_campaigns_created_at_idx').on(t.createdAt)],
);

export const landingPageAnalytics = pgTable(
  'landing_page_analytics',
  {
    id: serial('id').primaryKey(),
    subdomain: text('subdomain').notNull(),
    /** A salted hash of the visitor's IP address, never the address itself. */
    visitorIp: text('visitor_ip'),
    referrer: text('referrer'),
    userAgent: text('user_agent'),
    /** visit (the page was seen), click (its call to action), signup (an account came from it). */
    clickType: text('click_type').$type<'visit' | 'click' | 'signup'>().notNull(),
    createdAt: createdAt(),
    /** visit, click, signup; a signup row becomes subscription when its account first subscribes. */
    conversionStatus: text('conversion_status').notNull().default('visit'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    trackingCode: text('tracking_code'),
    campaignSource: text('campaign_source'),
    campaignName: text('campaign_name'),
    leadToSubscription: boolean('lead_to_subscription').notNull().default(false),
  },
  (t) => [
    index('landing_page_analytics_subdomain_created_at_idx').on(t.subdomain, t.createdAt),
    index('landing_page_analytics_tracking_code_idx').on(t.trackingCode),
    index('landing_page_analytics_user_id_idx').on(t.userId),
    // A signup is counted once per account, and so is the subscription that follows it.
    uniqueIndex('landing_page_analytics_one_signup_per_user')
      .on(t.userId)
      .where(sql`${t.clickType} = 'signup'`),
    check('landing_page_analytics_click_type_check', sql`${t.clickType} in ('visit', 'click', 'signup')`),
  ],
);

/**
 * Provider usage, one row per day, API type, provider and model. Costs are US dollars with six
 * decimals: a single call costs a fraction of a cent, which integer cents would round to zero.
 * provider and model are '' for rows written before they were recorded.
 */
export const apiUsage = pgTable(
  'api_usage',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull().defaultNow(),
    apiType: text('api_type').notNull(),
    provider: text('provider').notNull().default(''),
    model: text('model').notNull().default(''),
    callCount: integer('call_count').notNull().default(0),
    tokenCount: integer('token_count').notNull().default(0),
    characterCount: integer('character_count').notNull().default(0),
    estimatedCost: numeric('estimated_cost', { precision: 14, scale: 6, mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [uniqueIndex('api_usage_date_type_provider_model_idx').on(t.date, t.apiType, t.provider, t.model)],
);

export const hostingUsage = pgTable(
  'hosting_usage',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull().defaultNow(),
    computeUsage: numeric('compute_usage', { precision: 14, scale: 4, mode: 'number' }).notNull().default(0),
    storageUsage: numeric('storage_usage', { precision: 14, scale: 4, mode: 'number' }).notNull().default(0),
    bandwidthUsage: numeric('bandwidth_usage', { precision: 14, scale: 4, mode: 'number' })
      .notNull()
      .default(0),
    estimatedCost: numeric('estimated_cost', { precision: 14, scale: 6, mode: 'number' })
      .notNull()
      .default(0),
    billingCycleStart: timestamptz('billing_cycle_start').notNull(),
    billingCycleEnd: timestamptz('billing_cycle_end').notNull(),
  },
  (t) => [index('hosting_usage_date_idx').on(t.date)],
);

/**
 * What admins did in the console: who (kept by name when the admin's account is gone), which action,
 * on what, and the changed fields (never a password).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminUsername: text('admin_username').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  // Newest first is this index read backwards.
  (t) => [index('admin_audit_log_created_at_idx').on(t.createdAt, t.id)],
);
