import { and, eq, sql } from 'drizzle-orm';
import type { LandingPageKey } from '../../contract/landing.js';
import type { Database } from '../db/client.js';
import { landingPageAnalytics } from '../db/schema/index.js';
import { findCampaign } from './record-event.js';

/** The landing page (and campaign) a new account came from, as its registration said. */
export type SignupAttribution = { landingPage?: LandingPageKey; trackingCode?: string };

/**
 * Counts a new account as a signup of the landing page it came from, with its campaign when the
 * tracking code names one. Once per account (a unique index); nothing without a landing page, and
 * nothing for a visitor who asked not to be tracked.
 */
export async function recordSignup(
  db: Database,
  userId: number,
  attribution: SignupAttribution,
  options: { doNotTrack: boolean; now: Date },
): Promise<void> {
  if (options.doNotTrack || !attribution.landingPage) return;
  const campaign = await findCampaign(db, attribution.trackingCode);
  await db
    .insert(landingPageAnalytics)
    .values({
      subdomain: attribution.landingPage,
      clickType: 'signup',
      conversionStatus: 'signup',
      userId,
      trackingCode: campaign?.trackingCode ?? null,
      campaignName: campaign?.campaignName ?? null,
      campaignSource: campaign?.campaignSource ?? null,
      createdAt: options.now,
    })
    .onConflictDoNothing();
}

/**
 * Counts an account's first paid plan (a trial included) as a subscription of the landing page and
 * campaign its signup came from. Later plans, renewals and resubscriptions change nothing: the
 * signup row is marked once. Runs in the caller's transaction, beside the subscription it records.
 */
export async function recordSubscription(tx: Database, userId: number): Promise<void> {
  await tx
    .update(landingPageAnalytics)
    .set({ leadToSubscription: true, conversionStatus: 'subscription' })
    .where(
      and(
        eq(landingPageAnalytics.userId, userId),
        eq(landingPageAnalytics.clickType, 'signup'),
        sql`not ${landingPageAnalytics.leadToSubscription}`,
      ),
    );
}
