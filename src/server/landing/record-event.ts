import { eq } from 'drizzle-orm';
import type { LandingEventRequest, LandingPageKey } from '../../contract/landing.js';
import type { Database } from '../db/client.js';
import { landingPageAnalytics, trackingCampaigns } from '../db/schema/index.js';
import { type AttemptLimiter, counterKey } from '../http/brute-force.js';

export type LandingEventType = 'visit' | 'click';

/** Who sent the event: the address is only ever stored as a salted hash. */
export type LandingVisitor = {
  ip: string;
  userAgent: string | undefined;
  /** Do Not Track or Global Privacy Control: only the page and the kind of event are stored. */
  doNotTrack: boolean;
};

export type LandingDeps = { db: Database; limiter: AttemptLimiter; clock: () => Date; secret: string };

/** The campaign a tracking code names, or null for an unknown code (which is then not kept). */
export async function findCampaign(db: Database, code: string | null | undefined) {
  if (!code) return null;
  const [row] = await db
    .select({
      trackingCode: trackingCampaigns.trackingCode,
      campaignName: trackingCampaigns.campaignName,
      campaignSource: trackingCampaigns.campaignSource,
    })
    .from(trackingCampaigns)
    .where(eq(trackingCampaigns.trackingCode, code));
  return row ?? null;
}

/** The salted hash stored in place of a visitor's IP address (HMAC-SHA256 with the server's secret). */
export function visitorIpHash(secret: string, ip: string): string {
  return counterKey(secret, 'visitor', ip);
}

/**
 * The referring page's host and path (no query string, no fragment: they can carry what a visitor
 * searched for), at most 200 characters; null for no referrer or anything that is not an http(s) URL.
 */
export function referrerOf(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const path = url.pathname === '/' ? '' : url.pathname;
  return `${url.host}${path}`.slice(0, 200);
}

/**
 * Records a visit to a landing page or a click on its call to action. One attempt per IP is taken
 * first, atomically (60 an hour); past that the event is refused with 429 and nothing is stored.
 */
export async function recordLandingEvent(
  deps: LandingDeps,
  type: LandingEventType,
  input: LandingEventRequest,
  visitor: LandingVisitor,
): Promise<{ tracked: boolean }> {
  await deps.limiter.consume([['landingIp', visitor.ip]]);
  const page: LandingPageKey = input.page;
  const now = deps.clock();
  if (visitor.doNotTrack) {
    await deps.db
      .insert(landingPageAnalytics)
      .values({ subdomain: page, clickType: type, conversionStatus: type, createdAt: now });
    return { tracked: false };
  }
  const campaign = await findCampaign(deps.db, input.trackingCode);
  await deps.db.insert(landingPageAnalytics).values({
    subdomain: page,
    clickType: type,
    conversionStatus: type,
    visitorIp: visitorIpHash(deps.secret, visitor.ip),
    referrer: type === 'visit' ? referrerOf(input.referrer) : null,
    userAgent: visitor.userAgent?.slice(0, 300) ?? null,
    trackingCode: campaign?.trackingCode ?? null,
    campaignName: campaign?.campaignName ?? null,
    campaignSource: campaign?.campaignSource ?? null,
    createdAt: now,
  });
  return { tracked: true };
}
