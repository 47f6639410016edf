import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api.js';

/**
 * Default data fetch (spec section 7): GET the query key's path, parse JSON. A 401 raises, except
 * where the caller asks for null (the current-user query: 401 means signed out).
 */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(String(queryKey[0]), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
    return (await res.json()) as T;
  };
}

/** Spec section 9: never stale, no refetch on focus, no polling, no retries (settings and subscription retry once where they are used). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});

export { apiRequest };
