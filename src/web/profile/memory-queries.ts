import { queryOptions } from '@tanstack/react-query';
import type { memoryContract } from '../../contract/memory-routes.js';
import { memoryPaths } from '../../contract/paths/memory.js';
import { apiClient } from '../lib/api-client.js';

/** The profile's Memory tab: what the experts remember, and the calls that change it. */
const memoryApi = apiClient<typeof memoryContract>(memoryPaths);

export const memoryKey = [memoryPaths.view.path] as const;

export const memoryQuery = () =>
  queryOptions({
    queryKey: memoryKey,
    queryFn: ({ signal }) => memoryApi.view(undefined, { signal }),
  });

export const switchMemory = (enabled: boolean) => memoryApi.turn({ body: { enabled } });
export const editFact = (id: number, text: string) => memoryApi.editFact({ params: { id }, body: { text } });
export const deleteFact = (id: number) => memoryApi.deleteFact({ params: { id } });
export const forgetEverything = () => memoryApi.forgetEverything();
