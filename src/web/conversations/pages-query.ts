import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ConversationPage } from '../../contract/conversations.js';
import { conversationKeys, fetchConversationPage } from './queries.js';

/** The profile's list loads this many at a time. */
const PAGE_SIZE = 20;

/**
 * Every conversation, newest first, a page at a time (useInfiniteQuery). Apart from queries.ts so the
 * first load of / does not carry it.
 */
export const conversationPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: [...conversationKeys.lists, 'pages'] as const,
    queryFn: ({ signal, pageParam }) => fetchConversationPage(PAGE_SIZE, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last: ConversationPage) => last.nextCursor ?? undefined,
  });
