import { z } from 'zod';
import { landingPageKeys, TRACKING_CODE_PATTERN } from './landing-values.js';
import { text } from './text.js';

export * from './landing-values.js';

export const landingMessages = {
  page: 'Unknown landing page',
  trackingCode: 'A tracking code is 4 to 32 lower-case letters and digits',
  campaignFields: 'Please fill in all campaign fields',
  campaignFieldMax: 'At most 100 characters',
} as const;

const landingPage = z.enum(landingPageKeys, { error: landingMessages.page });
const trackingCode = text(landingMessages.trackingCode).regex(
  TRACKING_CODE_PATTERN,
  landingMessages.trackingCode,
);

/** A visit to a landing page, or a click on its call to action, as the page reports it. */
export const landingEventRequestSchema = z
  .object({
    page: landingPage,
    trackingCode: trackingCode.nullish(),
    /** The page the visitor came from (document.referrer); only its host and path are kept. */
    referrer: text().max(2048).nullish(),
  })
  .strict()
  .meta({ id: 'LandingEventRequest' });
export type LandingEventRequest = z.infer<typeof landingEventRequestSchema>;

export const landingEventResponseSchema = z
  .object({
    /** false when the visitor asked not to be tracked (Do Not Track, Global Privacy Control): only counted. */
    tracked: z.boolean(),
  })
  .meta({ id: 'LandingEventResponse' });
export type LandingEventResponse = z.infer<typeof landingEventResponseSchema>;

/** Where a new account came from, sent with the registration when the visitor came by a landing page. */
export const signupAttributionSchema = {
  landingPage: landingPage.optional(),
  trackingCode: trackingCode.optional(),
};

const campaignField = text(landingMessages.campaignFields)
  .trim()
  .min(1, landingMessages.campaignFields)
  .max(100, landingMessages.campaignFieldMax);

export const generateCampaignRequestSchema = z
  .object({
    campaignName: campaignField,
    subdomain: z.enum(landingPageKeys, { error: landingMessages.campaignFields }),
    campaignSource: campaignField,
  })
  .meta({ id: 'GenerateCampaignRequest' });
export type GenerateCampaignRequest = z.infer<typeof generateCampaignRequestSchema>;

const funnel = {
  visits: z.number().int(),
  clicks: z.number().int(),
  signups: z.number().int(),
  subscriptions: z.number().int(),
};
export const funnelSchema = z.object(funnel).meta({ id: 'LandingFunnel' });
export type Funnel = z.infer<typeof funnelSchema>;

export const trackingCampaignSchema = z
  .object({
    id: z.number().int(),
    campaignName: z.string().nullable(),
    subdomain: z.string().nullable(),
    trackingCode: z.string(),
    campaignSource: z.string().nullable(),
    fullUrl: z.string(),
    createdAt: z.string(),
    createdBy: z.number().int().nullable(),
    ...funnel,
  })
  .meta({ id: 'TrackingCampaign' });
export type TrackingCampaign = z.infer<typeof trackingCampaignSchema>;

export const topReferrerSchema = z
  .object({
    /** The referring host and path, cut to 40 characters. */
    referrer: z.string(),
    campaignSource: z.string().nullable(),
    count: z.number().int(),
  })
  .meta({ id: 'TopReferrer' });
export type TopReferrer = z.infer<typeof topReferrerSchema>;

const byPage = <T extends z.ZodType>(schema: T) => z.object({ my: schema, your: schema, mentor: schema });

export const landingAnalyticsResponseSchema = z
  .object({
    /** Newest first, each with its own visits, clicks, signups and subscriptions. */
    trackingCampaigns: z.array(trackingCampaignSchema),
    /** Per landing page. */
    summary: byPage(funnelSchema),
    /** Per landing page: at most two referrers with the most visits. */
    details: byPage(z.object({ topReferrers: z.array(topReferrerSchema).max(2) })),
  })
  .meta({ id: 'LandingAnalyticsResponse' });
export type LandingAnalyticsResponse = z.infer<typeof landingAnalyticsResponseSchema>;

export const generateCampaignResponseSchema = trackingCampaignSchema.meta({ id: 'GeneratedCampaign' });
export type GenerateCampaignResponse = z.infer<typeof generateCampaignResponseSchema>;
