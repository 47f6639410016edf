import { desc, sql } from 'drizzle-orm';
import {
  type Funnel,
  type LandingAnalyticsResponse,
  type LandingPageKey,
  landingPageKeys,
  type TopReferrer,
} from '../../contract/landing.js';
import type { Database } from '../db/client.js';
import { landingPageAnalytics as lpa, trackingCampaigns } from '../db/schema/index.js';

/** A referrer as the console shows it: at most 40 characters. */
export const REFERRER_SHOWN = 40;
/** Referrers shown per landing page. */
export const TOP_REFERRERS = 2;
/** Campaigns listed (newest first). */
const CAMPAIGNS_SHOWN = 500;

const funnelColumns = {
  visits: sql<number>`count(*) filter (where ${lpa.clickType} = 'visit')`.mapWith(Number),
  clicks: sql<number>`count(*) filter (where ${lpa.clickType} = 'click')`.mapWith(Number),
  signups: sql<number>`count(*) filter (where ${lpa.clickType} = 'signup')`.mapWith(Number),
  subscriptions:
    sql<number>`count(*) filter (where ${lpa.clickType} = 'signup' and ${lpa.leadToSubscription})`.mapWith(
      Number,
    ),
};

const emptyFunnel = (): Funnel => ({ visits: 0, clicks: 0, signups: 0, subscriptions: 0 });

const byPage = <T>(make: () => T): Record<LandingPageKey, T> =>
  Object.fromEntries(landingPageKeys.map((key) => [key, make()])) as Record<LandingPageKey, T>;

const isPage = (key: string): key is LandingPageKey => (landingPageKeys as readonly string[]).includes(key);

/**
 * The Landing Pages tab: visits -> clicks -> signups -> subscriptions per landing page and per
 * campaign, and each page's two referrers with the most visits. Three grouped reads of the events.
 */
export async function landingAnalytics(db: Database): Promise<LandingAnalyticsResponse> {
  const [pageRows, campaignFunnels, campaigns, referrerRows] = await Promise.all([
    db
      .select({ page: lpa.subdomain, ...funnelColumns })
      .from(lpa)
      .groupBy(lpa.subdomain),
    db
      .select({ code: lpa.trackingCode, ...funnelColumns })
      .from(lpa)
      .where(sql`${lpa.trackingCode} is not null`)
      .groupBy(lpa.trackingCode),
    db.select().from(trackingCampaigns).orderBy(desc(trackingCampaigns.id)).limit(CAMPAIGNS_SHOWN),
    topReferrers(db),
  ]);

  const summary = byPage(emptyFunnel);
  for (const { page, ...funnel } of pageRows) if (isPage(page)) summary[page] = funnel;

  const details = byPage(() => ({ topReferrers: [] as TopReferrer[] }));
  for (const row of referrerRows) {
    if (!isPage(row.page)) continue;
    details[row.page].topReferrers.push({
      referrer: row.referrer.slice(0, REFERRER_SHOWN),
      campaignSource: row.source,
      count: Number(row.count),
    });
  }

  const funnels = new Map(campaignFunnels.map(({ code, ...funnel }) => [code, funnel]));
  const trackingCampaignsView = campaigns.map((c) => ({
    id: c.id,
    campaignName: c.campaignName,
    subdomain: c.subdomain,
    trackingCode: c.trackingCode,
    campaignSource: c.campaignSource,
    fullUrl: c.fullUrl,
    createdAt: c.createdAt.toISOString(),
    createdBy: c.createdBy,
    ...(funnels.get(c.trackingCode) ?? emptyFunnel()),
  }));
  return { trackingCampaigns: trackingCampaignsView, summary, details };
}

/** Each page's referrers (with their campaign source) ranked by visits, the first TOP_REFERRERS kept. */
function topReferrers(db: Database) {
  const ranked = db
    .select({
      page: lpa.subdomain,
      referrer: sql<string>`${lpa.referrer}`.as('referrer'),
      source: lpa.campaignSource,
      count: sql<number>`count(*)`.mapWith(Number).as('count'),
      rank: sql<number>`row_number() over (partition by ${lpa.subdomain} order by count(*) desc, ${lpa.referrer})`.as(
        'rank',
      ),
    })
    .from(lpa)
    .where(sql`${lpa.clickType} = 'visit' and ${lpa.referrer} is not null`)
    .groupBy(lpa.subdomain, lpa.referrer, lpa.campaignSource)
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${TOP_REFERRERS}`)
    .orderBy(ranked.page, ranked.rank);
}
