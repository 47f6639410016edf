import { errorBodySchema } from './errors.js';
import {
  generateCampaignRequestSchema,
  generateCampaignResponseSchema,
  landingAnalyticsResponseSchema,
  landingEventRequestSchema,
  landingEventResponseSchema,
} from './landing.js';
import { landingPaths } from './paths/landing.js';
import { route } from './route.js';

const adminErrors = { 401: errorBodySchema, 403: errorBodySchema };

const landingEvent = {
  body: landingEventRequestSchema,
  answer: landingEventResponseSchema,
  errors: { 400: errorBodySchema, 429: errorBodySchema },
};

/** Landing-page visits and clicks (anyone), the campaign analytics and campaign links (admins). */
export const landingContract = {
  visits: route(landingPaths.visits, landingEvent),
  clicks: route(landingPaths.clicks, landingEvent),
  analytics: route(landingPaths.analytics, { answer: landingAnalyticsResponseSchema, errors: adminErrors }),
  generateCampaign: route(landingPaths.generateCampaign, {
    body: generateCampaignRequestSchema,
    status: 201,
    answer: generateCampaignResponseSchema,
    errors: { 400: errorBodySchema, ...adminErrors },
  }),
};
