import { queryOptions } from '@tanstack/react-query';
import { supportPaths } from '../../contract/paths/support.js';
import type { supportContract } from '../../contract/support-routes.js';
import { apiClient } from '../lib/api-client.js';

const supportApi = apiClient<typeof supportContract>(supportPaths);

export const supportKeys = { threads: [supportPaths.threads.path] as const };

/** The signed-in person's messages to support with the answers; read by the header and the contact page. */
export const supportThreadsQuery = () =>
  queryOptions({
    queryKey: supportKeys.threads,
    queryFn: ({ signal }) => supportApi.threads(undefined, { signal }),
    staleTime: 60_000,
  });

export const markAnswersRead = () => supportApi.markAnswersRead({ body: {} });
