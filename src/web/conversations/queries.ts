import { queryOptions } from '@tanstack/react-query';
import type {
  ConversationDetail,
  ConversationExport,
  ConversationList,
} from '../../contract/conversations.js';
import { apiGet } from '../lib/api.js';

/**
 * Saved conversations: the cache keys and query functions of every screen that shows them (home's
 * list, the profile's list and export, the voice screen reopening one). Keys start with the list's
 * path, so invalidating `conversationKeys.all` refreshes the list and every detail.
 */
export const conversationKeys = {
  all: ['/api/conversations'] as const,
  detail: (id: number) => ['/api/conversations', id] as const,
};

export const conversationQueries = {
  list: () =>
    queryOptions({
      queryKey: conversationKeys.all,
      queryFn: ({ signal }) => apiGet<ConversationList>('/api/conversations', { signal }),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: conversationKeys.detail(id),
      queryFn: ({ signal }) => apiGet<ConversationDetail>(`/api/conversations/${id}`, { signal }),
    }),
};

/** GET /api/conversations/{id}/export: the plain-text transcript. */
export const fetchConversationExport = (id: number) =>
  apiGet<ConversationExport>(`/api/conversations/${id}/export`);
