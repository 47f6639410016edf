import { queryOptions } from '@tanstack/react-query';
import type { SupportThreadsResponse } from '../../contract/support.js';
import { apiGet, apiJson } from '../lib/api.js';

export const supportKeys = { threads: ['/api/support/messages'] as const };

/** The signed-in person's messages to support with the answers; read by the header and the contact page. */
export const supportThreadsQuery = () =>
  queryOptions({
    queryKey: supportKeys.threads,
    queryFn: ({ signal }) => apiGet<SupportThreadsResponse>('/api/support/messages', { signal }),
    staleTime: 60_000,
  });

export const markAnswersRead = () => apiJson<{ unread: 0 }>('POST', '/api/support/messages/read', {});
