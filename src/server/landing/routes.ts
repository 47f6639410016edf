import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../contract/errors.js';
import {
  generateCampaignRequestSchema,
  generateCampaignResponseSchema,
  landingAnalyticsResponseSchema,
  landingEventRequestSchema,
  landingEventResponseSchema,
} from '../../contract/landing.js';
import type { Config } from '../config.js';
import { requireAdmin } from '../http/auth.js';
import { landingAnalytics } from './analytics.js';
import { generateCampaign } from './generate-campaign.js';
import { asksNotToBeTracked } from './privacy-signals.js';
import { type LandingDeps, type LandingEventType, recordLandingEvent } from './record-event.js';

const adminErrors = { 401: errorBodySchema, 403: errorBodySchema };

/** Landing-page visits and clicks (anyone), the campaign analytics and campaign links (admins). */
export function landingRoutes(
  deps: LandingDeps & { config: Pick<Config, 'PUBLIC_URL'> },
): FastifyPluginAsyncZod {
  return async (app) => {
    const eventRoute = (url: string, type: LandingEventType, summary: string) =>
      app.post(
        url,
        {
          schema: {
            tags: ['landing'],
            summary,
            body: landingEventRequestSchema,
            response: { 200: landingEventResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
          },
        },
        async (request) =>
          recordLandingEvent(deps, type, request.body, {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
            doNotTrack: asksNotToBeTracked(request.headers),
          }),
      );
    eventRoute('/api/landing/visits', 'visit', 'Record a visit to a landing page (60 events an hour per IP)');
    eventRoute(
      '/api/landing/clicks',
      'click',
      "Record a click on a landing page's call to action (60 events an hour per IP)",
    );

    app.get(
      '/api/admin/analytics/landing-pages',
      {
        schema: {
          tags: ['admin'],
          summary: 'Visits, clicks, signups and subscriptions per landing page and campaign (admins only)',
          response: { 200: landingAnalyticsResponseSchema, ...adminErrors },
        },
      },
      async (request) => {
        requireAdmin(request);
        return landingAnalytics(deps.db);
      },
    );

    app.post(
      '/api/admin/campaigns/generate',
      {
        config: { idempotent: 'signed-in' },
        schema: {
          tags: ['admin'],
          summary: 'Create a campaign link with a new tracking code (admins only)',
          body: generateCampaignRequestSchema,
          response: { 201: generateCampaignResponseSchema, 400: errorBodySchema, ...adminErrors },
        },
      },
      async (request, reply) => {
        const admin = requireAdmin(request);
        const baseUrl = deps.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
        const campaign = await generateCampaign(deps, request.body, admin.user, baseUrl);
        return reply.code(201).send(campaign);
      },
    );
  };
}
