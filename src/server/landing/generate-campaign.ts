import { randomBytes } from 'node:crypto';
import {
  type GenerateCampaignRequest,
  type GenerateCampaignResponse,
  TRACKING_PARAM,
} from '../../contract/landing.js';
import { recordAudit } from '../db/audit-log.js';
import type { Database } from '../db/client.js';
import { trackingCampaigns, type UserRow } from '../db/schema/index.js';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

/** A new tracking code: 10 lower-case letters and digits (about 50 bits), easy to read aloud. */
export function newTrackingCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** The link a campaign hands out: its landing page on the public site, with the tracking code. */
export function campaignUrl(baseUrl: string, page: string, code: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/lp/${page}?${TRACKING_PARAM}=${code}`;
}

/**
 * Creates a campaign with a unique tracking code and the full link to share. A code that happens to
 * exist already (the unique index says so) is drawn again. The audit log records who made it.
 */
export async function generateCampaign(
  deps: { db: Database; clock: () => Date },
  input: GenerateCampaignRequest,
  admin: Pick<UserRow, 'id' | 'username'>,
  baseUrl: string,
): Promise<GenerateCampaignResponse> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newTrackingCode();
    const [row] = await deps.db
      .insert(trackingCampaigns)
      .values({
        campaignName: input.campaignName,
        subdomain: input.subdomain,
        campaignSource: input.campaignSource,
        trackingCode: code,
        fullUrl: campaignUrl(baseUrl, input.subdomain, code),
        createdBy: admin.id,
        createdAt: deps.clock(),
      })
      .onConflictDoNothing({ target: trackingCampaigns.trackingCode })
      .returning();
    if (row) {
      await recordAudit(
        deps.db,
        admin,
        'campaign.create',
        { type: 'campaign', id: row.id },
        {
          campaignName: row.campaignName,
          subdomain: row.subdomain,
          campaignSource: row.campaignSource,
          trackingCode: row.trackingCode,
        },
        row.createdAt,
      );
      return {
        id: row.id,
        campaignName: row.campaignName,
        subdomain: row.subdomain,
        trackingCode: row.trackingCode,
        campaignSource: row.campaignSource,
        fullUrl: row.fullUrl,
        createdAt: row.createdAt.toISOString(),
        createdBy: row.createdBy,
        visits: 0,
        clicks: 0,
        signups: 0,
        subscriptions: 0,
      };
    }
  }
  throw new Error('no free tracking code after 5 draws');
}
