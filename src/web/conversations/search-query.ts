import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ConversationSearchPage } from '../../contract/conversations.js';
import { conversationKeys, conversationsApi } from './queries.js';

/** Matches load this many at a time. */
const PAGE_SIZE = 20;

/**
 * The conversations matching `words`, newest first, a page at a time (useInfiniteQuery). Under the
 * lists' key, so a rename or a deletion refreshes the matches too. Apart from queries.ts so the first
 * load of / does not carry it.
 */
export const conversationSearchQuery = (words: string) =>
  infiniteQueryOptions({
    queryKey: [...conversationKeys.lists, 'search', words] as const,
    queryFn: ({ signal, pageParam }) =>
      conversationsApi.search(
        { query: { q: words, limit: PAGE_SIZE, cursor: pageParam || undefined } },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last: ConversationSearchPage) => last.nextCursor ?? undefined,
  });
