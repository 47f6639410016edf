import {
  isLandingPageKey,
  type LandingPageKey,
  TRACKING_CODE_PATTERN,
  TRACKING_PARAM,
} from '../../contract/landing-values.js';
import { readStorage, removeStorage, storageKeys, writeStorage } from './storage-keys.js';

/** How long a landing-page visit may still be credited with the signup that follows it. */
const KEPT_MS = 30 * 24 * 3600 * 1000;

/** The query parameters that carry a visit from a landing host (my.example.com) to the app's host. */
export const HANDOFF_PAGE_PARAM = 'lp';

/** Do Not Track or Global Privacy Control: such a visitor is counted, and nothing is carried on. */
export function visitorAsksNotToBeTracked(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** The tracking code of the address (?ref=...), when it is one the server could have made. */
export function trackingCodeIn(search: string): string | null {
  const code = new URLSearchParams(search).get(TRACKING_PARAM);
  return code && TRACKING_CODE_PATTERN.test(code) ? code : null;
}

type Stored = { page: LandingPageKey; code: string | null; at: number };

/** Remembers in this browser that the visitor came by a landing page (and campaign), for their signup. */
export function rememberAttribution(page: LandingPageKey, code: string | null): void {
  if (visitorAsksNotToBeTracked()) return;
  writeStorage(
    storageKeys.landingAttribution,
    JSON.stringify({ page, code, at: Date.now() } satisfies Stored),
  );
}

/** What a registration sends about where the visitor came from: nothing after 30 days, or under DNT/GPC. */
export function signupAttribution(): { landingPage?: LandingPageKey; trackingCode?: string } {
  if (visitorAsksNotToBeTracked()) return {};
  let stored: Partial<Stored> | null = null;
  try {
    stored = JSON.parse(readStorage(storageKeys.landingAttribution) ?? 'null') as Partial<Stored> | null;
  } catch {
    return {};
  }
  if (!stored || !isLandingPageKey(stored.page) || typeof stored.at !== 'number') return {};
  if (Date.now() - stored.at > KEPT_MS) return {};
  const code =
    typeof stored.code === 'string' && TRACKING_CODE_PATTERN.test(stored.code) ? stored.code : null;
  return { landingPage: stored.page, ...(code ? { trackingCode: code } : {}) };
}

/** After the signup was sent: a visit is credited with one account only. */
export function forgetAttribution(): void {
  removeStorage(storageKeys.landingAttribution);
}

/**
 * On arrival from a landing host's call to action (/?lp=my&ref=...): remembers the visit and takes
 * the parameters out of the address bar.
 */
export function takeAttributionFromAddress(): void {
  const url = new URL(window.location.href);
  const page = url.searchParams.get(HANDOFF_PAGE_PARAM);
  if (page === null) return;
  if (isLandingPageKey(page)) rememberAttribution(page, trackingCodeIn(url.search));
  url.searchParams.delete(HANDOFF_PAGE_PARAM);
  url.searchParams.delete(TRACKING_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
