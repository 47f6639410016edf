import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminUserListQuery, TicketListQuery } from '../../contract/admin.js';
import type { adminContract } from '../../contract/admin-routes.js';
import type { billingContract } from '../../contract/billing-routes.js';
import { adminPaths } from '../../contract/paths/admin.js';
import { billingPaths } from '../../contract/paths/billing.js';
import { supportPaths } from '../../contract/paths/support.js';
import type { supportContract } from '../../contract/support-routes.js';
import { apiClient } from '../lib/api-client.js';

/** The staff's side of the answers to contact tickets. */
export const supportApi = apiClient<typeof supportContract>(supportPaths);
const billingApi = apiClient<typeof billingContract>(billingPaths);
/** The staff console's own routes. */
export const adminApi = apiClient<typeof adminContract>(adminPaths);

/** A search box left empty searches for nothing: it is not sent. */
const searched = <Q extends { search?: string | undefined }>(query: Q): Q => ({
  ...query,
  search: query.search || undefined,
});

/** Every admin query's key starts with this, so one invalidation refreshes the console. */
export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  tickets: ['admin', 'contact-tickets'] as const,
};

/** The admin dashboard's queries; keys start with `adminKeys.all`. */
export const adminQueries = {
  /** Whether payments go through Stripe or the sandbox. */
  billingMode: () =>
    queryOptions({
      queryKey: [billingPaths.mode.path] as const,
      queryFn: ({ signal }) => billingApi.mode(undefined, { signal }),
    }),
  users: (params: AdminUserListQuery) =>
    queryOptions({
      queryKey: [...adminKeys.users, params] as const,
      queryFn: ({ signal }) => adminApi.users({ query: searched(params) }, { signal }),
      placeholderData: keepPreviousData,
    }),
  user: (id: number) =>
    queryOptions({
      queryKey: [...adminKeys.users, id] as const,
      queryFn: ({ signal }) => adminApi.user({ params: { id } }, { signal }),
    }),
  tickets: (params: TicketListQuery) =>
    queryOptions({
      queryKey: [...adminKeys.tickets, params] as const,
      queryFn: ({ signal }) => adminApi.tickets({ query: searched(params) }, { signal }),
      placeholderData: keepPreviousData,
    }),
  ticketReplies: (ticketId: number) =>
    queryOptions({
      queryKey: [...adminKeys.tickets, ticketId, 'replies'] as const,
      queryFn: ({ signal }) => supportApi.ticketReplies({ params: { id: ticketId } }, { signal }),
    }),
  apiUsage: (range: { startDate: string; endDate: string }) =>
    queryOptions({
      queryKey: [...adminKeys.all, 'api-usage', range] as const,
      queryFn: ({ signal }) => adminApi.apiUsage({ query: range }, { signal }),
    }),
  system: () =>
    queryOptions({
      queryKey: [...adminKeys.all, 'system'] as const,
      queryFn: ({ signal }) => adminApi.system(undefined, { signal }),
    }),
  audit: (params: { page: number; pageSize: number }) =>
    queryOptions({
      queryKey: [...adminKeys.all, 'audit-log', params] as const,
      queryFn: ({ signal }) => adminApi.auditLog({ query: params }, { signal }),
      placeholderData: keepPreviousData,
    }),
};
