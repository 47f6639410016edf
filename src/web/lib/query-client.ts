import { QueryClient } from '@tanstack/react-query';
import { apiGet } from './api.js';

/**
 * Cache rules of the app: data is never stale, nothing refetches on focus or polls, and nothing
 * retries (settings and subscription retry once where they are used). A feature's queries name their
 * keys and query functions in its `queries.ts`; a query without one GETs its key's first part.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: ({ queryKey, signal }) => apiGet(String(queryKey[0]), { signal }),
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
