import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { landingContract } from '../../contract/landing-routes.js';
import type { Config } from '../config.js';
import { requireAdmin } from '../http/auth.js';
import { contractRoute } from '../http/contract-route.js';
import { landingAnalytics } from './analytics.js';
import { generateCampaign } from './generate-campaign.js';
import { asksNotToBeTracked } from './privacy-signals.js';
import { type LandingDeps, type LandingEventType, recordLandingEvent } from './record-event.js';

/** Landing-page visits and clicks (anyone), the campaign analytics and campaign links (admins). */
export function landingRoutes(
  deps: LandingDeps & { config: Pick<Config, 'PUBLIC_URL'> },
): FastifyPluginAsyncZod {
  return async (app) => {
    const eventRoute = (
      contract: (typeof landingContract)['visits' | 'clicks'],
      type: LandingEventType,
      summary: string,
    ) =>
      app.route({
        ...contractRoute(contract, { tags: ['landing'], summary }),
        handler: async (request) =>
          recordLandingEvent(deps, type, request.body, {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
            doNotTrack: asksNotToBeTracked(request.headers),
          }),
      });
    eventRoute(
      landingContract.visits,
      'visit',
      'Record a visit to a landing page (60 events an hour per IP)',
    );
    eventRoute(
      landingContract.clicks,
      'click',
      "Record a click on a landing page's call to action (60 events an hour per IP)",
    );

    app.route({
      ...contractRoute(landingContract.analytics, {
        tags: ['admin'],
        summary: 'Visits, clicks, signups and subscriptions per landing page and campaign (admins only)',
      }),
      handler: async (request) => {
        requireAdmin(request);
        return landingAnalytics(deps.db);
      },
    });

    app.route({
      ...contractRoute(landingContract.generateCampaign, {
        tags: ['admin'],
        summary: 'Create a campaign link with a new tracking code (admins only)',
      }),
      config: { idempotent: 'signed-in' },
      handler: async (request, reply) => {
        const admin = requireAdmin(request);
        const baseUrl = deps.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
        const campaign = await generateCampaign(deps, request.body, admin.user, baseUrl);
        return reply.code(201).send(campaign);
      },
    });
  };
}
