import { queryOptions } from '@tanstack/react-query';
import type {
  GenerateCampaignRequest,
  GenerateCampaignResponse,
  LandingAnalyticsResponse,
} from '../../contract/landing.js';
import { apiGet, apiJson } from '../lib/api.js';

const ANALYTICS = '/api/admin/analytics/landing-pages';

/** The Landing Pages tab's query and call; the key starts with the endpoint's path. */
export const landingPagesQueries = {
  analytics: () =>
    queryOptions({
      queryKey: [ANALYTICS] as const,
      queryFn: ({ signal }) => apiGet<LandingAnalyticsResponse>(ANALYTICS, { signal }),
    }),
};
export const landingPagesKeys = { analytics: [ANALYTICS] as const };

export const generateCampaign = (body: GenerateCampaignRequest) =>
  apiJson<GenerateCampaignResponse>('POST', '/api/admin/campaigns/generate', body, { idempotencyKey: true });
