import { queryOptions } from '@tanstack/react-query';
import type { GenerateCampaignRequest } from '../../contract/landing.js';
import type { landingContract } from '../../contract/landing-routes.js';
import { landingPaths } from '../../contract/paths/landing.js';
import { apiClient } from '../lib/api-client.js';

const landingApi = apiClient<typeof landingContract>(landingPaths);

/** The Landing Pages tab's query and call; the key starts with the endpoint's path. */
export const landingPagesKeys = { analytics: [landingPaths.analytics.path] as const };

export const landingPagesQueries = {
  analytics: () =>
    queryOptions({
      queryKey: landingPagesKeys.analytics,
      queryFn: ({ signal }) => landingApi.analytics(undefined, { signal }),
    }),
};

export const generateCampaign = (body: GenerateCampaignRequest) =>
  landingApi.generateCampaign({ body }, { idempotencyKey: true });
