import type { LandingEventRequest } from '../../contract/landing.js';
import type { landingContract } from '../../contract/landing-routes.js';
import type { LandingPageKey } from '../../contract/landing-values.js';
import { landingPaths } from '../../contract/paths/landing.js';
import { apiClient } from '../lib/api-client.js';

const { visits, clicks } = apiClient<typeof landingContract>(landingPaths);

/**
 * Reports a visit or a call-to-action click. A failure (the hourly limit, no network) only means the
 * event is not counted, so it is logged and nothing is shown. keepalive: a click that leaves for the
 * app's host is still delivered.
 */
export function reportLandingEvent(
  kind: 'visits' | 'clicks',
  page: LandingPageKey,
  trackingCode: string | null,
  referrer?: string,
): void {
  const body: LandingEventRequest = { page, trackingCode, ...(referrer ? { referrer } : {}) };
  (kind === 'visits' ? visits : clicks)({ body }, { keepalive: true }).catch((err) =>
    console.info(`Landing ${kind} not recorded`, err),
  );
}
