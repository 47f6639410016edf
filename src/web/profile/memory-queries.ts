import { queryOptions } from '@tanstack/react-query';
import type { SuccessResponse } from '../../contract/accounts.js';
import type { MemoryFact, MemoryView } from '../../contract/memory.js';
import { apiGet, apiJson } from '../lib/api.js';

/** The profile's Memory tab: what the experts remember, and the calls that change it. */
export const memoryKey = ['/api/memory'] as const;

export const memoryQuery = () =>
  queryOptions({
    queryKey: memoryKey,
    queryFn: ({ signal }) => apiGet<MemoryView>('/api/memory', { signal }),
  });

export const switchMemory = (enabled: boolean) => apiJson<MemoryView>('PATCH', '/api/memory', { enabled });
export const editFact = (id: number, text: string) =>
  apiJson<MemoryFact>('PATCH', `/api/memory/${id}`, { text });
export const deleteFact = (id: number) => apiJson<SuccessResponse>('DELETE', `/api/memory/${id}`);
export const forgetEverything = () => apiJson<SuccessResponse>('DELETE', '/api/memory');
