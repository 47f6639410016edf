import { queryOptions } from '@tanstack/react-query';
import type { conversationContract } from '../../contract/conversation-routes.js';
import type { ConversationPage } from '../../contract/conversations.js';
import { conversationPaths } from '../../contract/paths/conversation.js';
import { apiClient } from '../lib/api-client.js';

export const conversationsApi = apiClient<typeof conversationContract>(conversationPaths);

/**
 * Saved conversations: the cache keys and query functions of every screen that shows them (home's
 * list, the profile's list and export, the voice screen reopening one). Keys start with the list's
 * path, so invalidating `conversationKeys.all` refreshes the lists and every detail, and
 * `conversationKeys.lists` every list (all their pages) but no detail.
 */
export const conversationKeys = {
  all: [conversationPaths.list.path] as const,
  lists: [conversationPaths.list.path, 'list'] as const,
  detail: (id: number) => [conversationPaths.list.path, id] as const,
};

/** One page of the list: the newest `limit` after `cursor` ('' for the first page). */
export const fetchConversationPage = (limit: number, cursor: string, signal: AbortSignal) =>
  // With `limit`, the answer is always the paged shape (the bare array answers only a call without it).
  conversationsApi.list(
    { query: { limit, cursor: cursor || undefined } },
    { signal },
  ) as Promise<ConversationPage>;

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
      queryFn: ({ signal }) => conversationsApi.detail({ params: { id } }, { signal }),
      gcTime: 0,
    }),
};

/** GET /api/conversations/{id}/export: the plain-text transcript. */
export const fetchConversationExport = (id: number) => conversationsApi.export({ params: { id } });

/** PATCH /api/conversations/{id}: the person's own title. */
export const renameConversation = (id: number, title: string) =>
  conversationsApi.rename({ params: { id }, body: { title } });

/** DELETE /api/conversations/{id}: the conversation and what was taken from it. */
export const deleteConversation = (id: number) => conversationsApi.remove({ params: { id } });
