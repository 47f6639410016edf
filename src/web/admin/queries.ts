import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminUserDetail,
  AdminUserListQuery,
  AdminUserListResponse,
  ApiUsageResponse,
  AuditListResponse,
  SystemStatus,
  TicketListQuery,
  TicketListResponse,
} from '../../contract/admin.js';
import type { billingContract } from '../../contract/billing-routes.js';
import { billingPaths, supportPaths } from '../../contract/route-paths.js';
import type { supportContract } from '../../contract/support-routes.js';
import { apiGet } from '../lib/api.js';
import { apiClient } from '../lib/api-client.js';

/** The staff's side of the answers to contact tickets. */
export const supportApi = apiClient<typeof supportContract>(supportPaths);
const billingApi = apiClient<typeof billingContract>(billingPaths);

/** A query string of the defined values. */
function search(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined && v !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : '';
}

/** Every admin query's key starts with this, so one invalidation refreshes the console. */
export const adminKeys = {
  all: ['/api/admin'] as const,
  users: ['/api/admin', 'users'] as const,
  tickets: ['/api/admin', 'contact-tickets'] as const,
};

/** The admin dashboard's queries; keys start with the endpoint's path. */
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
      queryFn: ({ signal }) => apiGet<AdminUserListResponse>(`/api/admin/users${search(params)}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  user: (id: number) =>
    queryOptions({
      queryKey: [...adminKeys.users, id] as const,
      queryFn: ({ signal }) => apiGet<AdminUserDetail>(`/api/admin/users/${id}`, { signal }),
    }),
  tickets: (params: TicketListQuery) =>
    queryOptions({
      queryKey: [...adminKeys.tickets, params] as const,
      queryFn: ({ signal }) =>
        apiGet<TicketListResponse>(`/api/admin/contact-tickets${search(params)}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  ticketReplies: (ticketId: number) =>
    queryOptions({
      queryKey: [...adminKeys.tickets, ticketId, 'replies'] as const,
      queryFn: ({ signal }) => supportApi.ticketReplies({ params: { id: ticketId } }, { signal }),
    }),
  apiUsage: (range: { startDate: string; endDate: string }) =>
    queryOptions({
      queryKey: ['/api/admin', 'api-usage', range] as const,
      queryFn: ({ signal }) =>
        apiGet<ApiUsageResponse>(`/api/admin/analytics/api-usage${search(range)}`, { signal }),
    }),
  system: () =>
    queryOptions({
      queryKey: ['/api/admin', 'system'] as const,
      queryFn: ({ signal }) => apiGet<SystemStatus>('/api/admin/system', { signal }),
    }),
  audit: (params: { page: number; pageSize: number }) =>
    queryOptions({
      queryKey: ['/api/admin', 'audit-log', params] as const,
      queryFn: ({ signal }) => apiGet<AuditListResponse>(`/api/admin/audit-log${search(params)}`, { signal }),
      placeholderData: keepPreviousData,
    }),
};
