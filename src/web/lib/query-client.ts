import { QueryClient } from '@tanstack/react-query';

/**
 * Cache rules of the app: data is never stale, nothing refetches on focus or polls, and nothing
 * retries (settings and subscription retry once where they are used). A feature's queries name their
 * keys and query functions in its `queries.ts` (there is no default query function: a query that
 * names none fails loudly instead of fetching whatever its key spells).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
