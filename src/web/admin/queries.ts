import { queryOptions } from '@tanstack/react-query';
import type { BillingModeResponse } from '../../contract/billing.js';
import { apiGet } from '../lib/api.js';

/** The admin dashboard's queries; keys start with the endpoint's path. */
export const adminQueries = {
  /** Whether payments go through Stripe or the sandbox. */
  billingMode: () =>
    queryOptions({
      queryKey: ['/api/billing/mode'] as const,
      queryFn: ({ signal }) => apiGet<BillingModeResponse>('/api/billing/mode', { signal }),
    }),
};
