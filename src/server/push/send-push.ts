import { isIP } from 'node:net';
import { Agent } from 'undici';
import webpush from 'web-push';
import {
  checkedLookup,
  isPublicAddress,
  PushAddressRefused,
  plainHost,
  type ResolveAll,
} from './push-address.js';
import type { VapidKeys } from './vapid-keys.js';

/** Where and how to encrypt for one browser (a push_subscriptions row). */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushOptions = {
  /** Seconds the push service keeps the message for a browser that is offline. */
  ttlSeconds: number;
  urgency: webpush.Urgency;
  /** Coalesces messages in the push service (at most 32 base64url characters). */
  topic?: string;
};

export type PushResult =
  | { ok: true; status: number }
  /** gone: the subscription no longer exists (404/410, or keys that cannot be used) and should be deleted. */
  | { ok: false; gone: boolean; status: number | null; reason: string };

export type SendPush = (target: PushTarget, payload: string, options: PushOptions) => Promise<PushResult>;

export type PushSenderDeps = {
  keys: () => Promise<VapidKeys>;
  /** The `sub` claim of the VAPID token: a mailto: or https: contact for the push services. */
  subject: string;
  /**
   * Whether deliveries may reach loopback and private addresses (the local fake push service of tests
   * and development). Off, every delivery's address is checked and such addresses are refused.
   */
  allowLocal: boolean;
  /** Resolves a push service's name (all its addresses); default node:dns lookup. */
  resolve?: ResolveAll;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/**
 * Sends one Web Push message (RFC 8030) encrypted with aes128gcm (RFC 8291) and signed with VAPID
 * (RFC 8292). web-push builds the request; fetch sends it (web-push's own sender speaks only https).
 */
export function pushSender(deps: PushSenderDeps): SendPush {
  // Every connection to a push service resolves its name through the checked lookup. `dispatcher` is
  // Node's extension of RequestInit, typed with Node's bundled undici-types: same interface at run time.
  const agent = new Agent({ connect: { lookup: checkedLookup(deps.allowLocal, deps.resolve) } });
  const doFetch: typeof fetch =
    deps.fetch ?? ((input, init) => fetch(input, { ...init, dispatcher: agent } as unknown as RequestInit));
  const timeoutMs = deps.timeoutMs ?? 10_000;
  return async (target, payload, options) => {
    // An address written in the URL is connected to without a lookup, so it is checked here.
    const host = plainHost(new URL(target.endpoint).hostname);
    if (!deps.allowLocal && isIP(host) && !isPublicAddress(host)) {
      return { ok: false, gone: false, status: null, reason: new PushAddressRefused(host, host).message };
    }
    const keys = await deps.keys();
    let details: webpush.RequestDetails;
    try {
      details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: { subject: deps.subject, ...keys },
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          contentEncoding: 'aes128gcm',
          ...(options.topic ? { topic: options.topic } : {}),
        },
      );
    } catch (err) {
      // The browser's keys cannot be encrypted for: this subscription will never work.
      return { ok: false, gone: true, status: null, reason: errorText(err) };
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(details.headers)) {
      if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
    }
    try {
      const res = await doFetch(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      await res.body?.cancel();
      if (res.ok) return { ok: true, status: res.status };
      const gone = res.status === 404 || res.status === 410;
      return { ok: false, gone, status: res.status, reason: `push service answered ${res.status}` };
    } catch (err) {
      return { ok: false, gone: false, status: null, reason: errorText(err) };
    }
  };
}

/** The message of an error, or of its cause (fetch wraps a refused address in "fetch failed"). */
function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  return err.cause instanceof Error ? `${err.message}: ${err.cause.message}` : err.message;
}
