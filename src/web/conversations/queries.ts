import { queryOptions } from '@tanstack/react-query';
import type { SuccessResponse } from '../../contract/accounts.js';
import type {
  ConversationDetail,
  ConversationExport,
  ConversationPage,
  RenameConversationResponse,
} from '../../contract/conversations.js';
import { apiGet, apiJson } from '../lib/api.js';

/**
 * Saved conversations: the cache keys and query functions of every screen that shows them (home's
 * list, the profile's list and export, the voice screen reopening one). Keys start with the list's
 * path, so invalidating `conversationKeys.all` refreshes the lists and every detail, and
 * `conversationKeys.lists` every list (all their pages) but no detail.
 */
export const conversationKeys = {
  all: ['/api/conversations'] as const,
  lists: ['/api/conversations', 'list'] as const,
  detail: (id: number) => ['/api/conversations', id] as const,
};

/** One page of the list: the newest `limit` after `cursor` ('' for the first page). */
export const fetchConversationPage = (limit: number, cursor: string, signal: AbortSignal) =>
  apiGet<ConversationPage>(
    `/api/conversations?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    { signal },
  );

// The profile's list, a page at a time, is in pages-query.ts: only that screen loads it.
export const conversationQueries = {
  /** The newest `limit` conversations and how many there are in all. */
  firstPage: (limit: number) =>
    queryOptions({
      queryKey: [...conversationKeys.lists, 'first', limit] as const,
      queryFn: ({ signal }) => fetchConversationPage(limit, '', signal),
    }),
  /**
   * One saved conversation. Not kept once nothing shows it (gcTime 0): reopening it reads it again,
   * with the turns added since (every screen that names it shares this, or a cached copy would win).
   */
  detail: (id: number) =>
    queryOptions({
      queryKey: conversationKeys.detail(id),
      queryFn: ({ signal }) => apiGet<ConversationDetail>(`/api/conversations/${id}`, { signal }),
      gcTime: 0,
    }),
};

/** GET /api/conversations/{id}/export: the plain-text transcript. */
export const fetchConversationExport = (id: number) =>
  apiGet<ConversationExport>(`/api/conversations/${id}/export`);

/** PATCH /api/conversations/{id}: the person's own title. */
export const renameConversation = (id: number, title: string) =>
  apiJson<RenameConversationResponse>('PATCH', `/api/conversations/${id}`, { title });

/** DELETE /api/conversations/{id}: the conversation and what was taken from it. */
export const deleteConversation = (id: number) =>
  apiJson<SuccessResponse>('DELETE', `/api/conversations/${id}`);
