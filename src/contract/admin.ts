import { z } from 'zod';
import {
  adminGenders,
  EMAIL_MAX,
  messages,
  NAME_MAX,
  newPasswordSchema,
  subscriptionStatuses,
  subscriptionTypes,
  userSchema,
} from './accounts.js';
import { billingModes } from './billing.js';
import { supportPlans } from './support-hours.js';
import { ticketPriorities, ticketStatuses } from './support-values.js';
import { text } from './text.js';

export { adminGenders };

/** Messages of the admin API that the console shows. */
export const adminMessages = {
  userNotFound: 'User not found',
  ticketNotFound: 'Ticket not found',
  ownAccountDelete: 'You cannot delete your own account from the admin console',
  ownAdminFlag: 'You cannot remove your own admin rights',
  dateFormat: 'Use a date as YYYY-MM-DD',
  dateOrder: 'The start date must not be after the end date',
  rangeTooLong: 'Choose at most 366 days',
  userDeleted: 'User deleted',
  sessionsTerminated: 'All non-admin sessions have been terminated',
} as const;

const PAGE_SIZE_MAX = 100;

const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(25),
};

const sortOrder = z.enum(['asc', 'desc']).default('desc');

/** GET /api/admin/users: one page, optionally filtered by a text found in the e-mail or either name. */
export const adminUserListQuerySchema = z.object({
  search: text().trim().max(EMAIL_MAX).optional(),
  sort: z
    .enum(['createdAt', 'username', 'name', 'subscriptionType', 'subscriptionStatus'])
    .default('createdAt'),
  order: sortOrder,
  ...pageQuery,
});
export type AdminUserListQuery = Partial<Omit<z.output<typeof adminUserListQuerySchema>, 'search'>> & {
  search?: string | undefined;
};

export const adminUserListResponseSchema = z
  .object({
    users: z.array(userSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminUserList' });
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;

/** GET /api/admin/users/{id}: the account and how much it owns (what a delete would remove). */
export const adminUserDetailSchema = z
  .object({
    user: userSchema,
    owned: z.object({
      conversations: z.number().int(),
      reminders: z.number().int(),
      sessions: z.number().int(),
      pushSubscriptions: z.number().int(),
      subscriptions: z.number().int(),
    }),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

const optionalName = text()
  .trim()
  .max(NAME_MAX, messages.nameMax)
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

/**
 * PUT /api/admin/users/{id}: the Edit User dialog. Every field is optional (absent keeps the stored
 * value); a new password is sent only when one was typed.
 */
export const adminUserUpdateSchema = z
  .object({
    username: text(messages.emailRequired)
      .trim()
      .min(1, messages.emailRequired)
      .max(EMAIL_MAX, messages.invalidEmail)
      .pipe(z.email({ error: messages.invalidEmail }))
      .optional(),
    firstName: optionalName,
    lastName: optionalName,
    gender: z.enum(adminGenders).nullable().optional(),
    isAdmin: z.boolean().optional(),
    subscriptionType: z.enum(subscriptionTypes).optional(),
    subscriptionStatus: z.enum(subscriptionStatuses).optional(),
    password: newPasswordSchema.optional(),
  })
  .meta({ id: 'AdminUserUpdate' });
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;

export { type TicketStatus, ticketPriorities, ticketStatuses } from './support-values.js';

export const contactTicketSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    status: z.enum(ticketStatuses),
    priority: z.enum(ticketPriorities),
    adminNotes: z.string().nullable(),
    /** Written signed in: the person reads staff answers in the app too. */
    fromAccount: z.boolean(),
    /** The writer's plan when it was sent (free for a guest): Premium is answered first. */
    supportPlan: z.enum(supportPlans),
    /** When it must be answered by: 4 business hours for Premium, else 24 hours on business days. */
    answerBy: z.string(),
    /** Not answered yet and its answer-by time has passed. */
    pastDue: z.boolean(),
    /** Staff answers so far. */
    replies: z.number().int(),
    respondedAt: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ContactTicket' });
export type ContactTicket = z.infer<typeof contactTicketSchema>;

/** GET /api/admin/contact-tickets: filters; open tickets first, Premium then Basic then Free, oldest first. */
export const ticketListQuerySchema = z.object({
  status: z.enum(ticketStatuses).optional(),
  priority: z.enum(ticketPriorities).optional(),
  search: text().trim().max(EMAIL_MAX).optional(),
  ...pageQuery,
});
export type TicketListQuery = Partial<Omit<z.output<typeof ticketListQuerySchema>, 'search'>> & {
  search?: string | undefined;
};

export const ticketListResponseSchema = z
  .object({
    tickets: z.array(contactTicketSchema),
    /** Matching the filters (the pages' total). */
    total: z.number().int(),
    /** Every ticket, by status, whatever the filters. */
    totals: z.object({
      all: z.number().int(),
      new: z.number().int(),
      in_progress: z.number().int(),
      resolved: z.number().int(),
    }),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'ContactTicketList' });
export type TicketListResponse = z.infer<typeof ticketListResponseSchema>;

export const ADMIN_NOTES_MAX = 5000;

/** PUT /api/admin/contact-tickets/{id}: any status may be set, in any order. */
export const ticketUpdateSchema = z
  .object({
    status: z.enum(ticketStatuses).optional(),
    priority: z.enum(ticketPriorities).optional(),
    adminNotes: text()
      .max(ADMIN_NOTES_MAX, `Notes must be at most ${ADMIN_NOTES_MAX} characters`)
      .nullable()
      .optional(),
  })
  .meta({ id: 'ContactTicketUpdate' });
export type TicketUpdate = z.infer<typeof ticketUpdateSchema>;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, adminMessages.dateFormat)
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    adminMessages.dateFormat,
  );

/** GET /api/admin/analytics/api-usage: UTC days, both included; default the last 30 days. */
export const apiUsageQuerySchema = z.object({ startDate: isoDay.optional(), endDate: isoDay.optional() });

export const apiUsageTypeLabels = {
  chat: 'Chat',
  chat_premium: 'Premium chat',
  tts: 'Text to speech',
  stt: 'Speech to text',
  documents: 'Document analysis',
  reminders: 'Reminder extraction',
  summaries: 'Conversation summaries',
  safety: 'Safety check',
  moderation: 'Moderation',
  memory: 'Remembered facts',
} as const;
export const apiUsageTypes = Object.keys(apiUsageTypeLabels) as (keyof typeof apiUsageTypeLabels)[];

const usageFigures = {
  calls: z.number().int(),
  tokens: z.number().int(),
  characters: z.number().int(),
  estimatedCost: z.number(),
};

export const apiUsageResponseSchema = z
  .object({
    startDate: z.string(),
    endDate: z.string(),
    byType: z.array(z.object({ apiType: z.string(), label: z.string(), ...usageFigures })),
    byProvider: z.array(
      z.object({ provider: z.string(), model: z.string(), apiType: z.string(), ...usageFigures }),
    ),
    daily: z.array(z.object({ date: z.string(), calls: z.number().int(), estimatedCost: z.number() })),
    totals: z.object({
      calls: z.number().int(),
      tokens: z.number().int(),
      characters: z.number().int(),
      apiCost: z.number(),
      hostingCost: z.number(),
      totalCost: z.number(),
      hostingCredits: z.number(),
      computeHours: z.number(),
      /** True when no hosting usage is recorded for the range: hostingCost is the plan's fixed estimate. */
      hostingEstimated: z.boolean(),
    }),
    /** The same figures under the names older clients read. */
    apiUsage: z.array(
      z.object({
        apiType: z.string(),
        callCount: z.number().int(),
        tokenCount: z.number().int(),
        characterCount: z.number().int(),
        estimatedCost: z.number(),
      }),
    ),
    /** The providers' cost alone. */
    rawTotalCost: z.number(),
    /** The providers' cost plus hosting. */
    totalCost: z.number(),
    computeTime: z.object({ totalHours: z.number() }),
    dailyTrends: z.array(
      z.object({ date: z.string(), callCount: z.number().int(), estimatedCost: z.number() }),
    ),
  })
  .meta({ id: 'ApiUsageReport' });
export type ApiUsageResponse = z.infer<typeof apiUsageResponseSchema>;

export const terminateSessionsResponseSchema = z
  .object({ success: z.literal(true), terminated: z.number().int(), message: z.string() })
  .meta({ id: 'TerminateSessionsResponse' });
export type TerminateSessionsResponse = z.infer<typeof terminateSessionsResponseSchema>;

export const systemStatusSchema = z
  .object({
    version: z.string(),
    database: z.enum(['pglite', 'postgres']),
    billingMode: z.enum(billingModes),
    providers: z.object({
      chat: z.object({
        provider: z.string(),
        model: z.string().nullable(),
        premiumModel: z.string().nullable(),
      }),
      tts: z.string(),
      stt: z.string(),
    }),
    counts: z.object({
      users: z.number().int(),
      admins: z.number().int(),
      conversations: z.number().int(),
      messages: z.number().int(),
      reminders: z.number().int(),
      contactTickets: z.number().int(),
      openTickets: z.number().int(),
      sessions: z.number().int(),
      activeSubscriptions: z.number().int(),
    }),
  })
  .meta({ id: 'SystemStatus' });
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    adminId: z.number().int().nullable(),
    adminUsername: z.string(),
    action: z.string(),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminAuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = z.object(pageQuery);
export const auditListResponseSchema = z
  .object({
    entries: z.array(auditEntrySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminAuditList' });
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/** The Edit User dialog: a blank new password keeps the current one (and is not sent). */
export const adminUserFormSchema = z.object({
  username: text(messages.emailRequired)
    .trim()
    .min(1, messages.emailRequired)
    .max(EMAIL_MAX, messages.invalidEmail)
    .pipe(z.email({ error: messages.invalidEmail })),
  password: z.union([z.literal(''), newPasswordSchema]),
  firstName: text().trim().max(NAME_MAX, messages.nameMax),
  lastName: text().trim().max(NAME_MAX, messages.nameMax),
  gender: z.enum(adminGenders),
  isAdmin: z.boolean(),
  subscriptionType: z.enum(subscriptionTypes),
  subscriptionStatus: z.enum(subscriptionStatuses),
});
export type AdminUserForm = z.input<typeof adminUserFormSchema>;
