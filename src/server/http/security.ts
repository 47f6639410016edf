import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { ErrorCode } from '../../contract/errors.js';
import { isApiRequest } from './api-path.js';
import { AppError } from './app-error.js';

/** Landing pages answer on these subdomains of the public host (docs/DECISIONS.md, "Landing pages"). */
const landingSubdomains = ['my', 'your', 'mentor'];
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the security headers depend on: whether the site is served over HTTPS, and its public address. */
export type SecuritySettings = {
  secureCookies: boolean;
  PUBLIC_URL?: string | undefined;
  /** Stripe mode: Stripe.js loads from js.stripe.com, talks to api.stripe.com, frames its card fields. */
  stripeMode?: boolean;
};

/**
 * Permissions-Policy: the microphone (talking to an expert), autoplay (the spoken replies) and the
 * screen wake lock (the screen stays on during a conversation) for this site's own pages only; every
 * other powerful feature off, for the app and anything it frames.
 * Payment is opened only in Stripe mode, to us and Stripe.js (its Payment Element needs it for
 * wallets); in the sandbox nothing pays through the browser, so it stays off.
 */
export function permissionsPolicy(stripeMode: boolean): string {
  const features: Record<string, string> = {
    microphone: '(self)',
    autoplay: '(self)',
    // The screen stays on while a conversation goes on (a phone would otherwise dim it mid-reply).
    'screen-wake-lock': '(self)',
    payment: stripeMode ? '(self "https://js.stripe.com")' : '()',
  };
  for (const name of [
    'accelerometer',
    'camera',
    'display-capture',
    'fullscreen',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'midi',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ]) {
    features[name] = '()';
  }
  return Object.entries(features)
    .map(([name, allow]) => `${name}=${allow}`)
    .join(', ');
}

/**
 * Security headers, the cross-site check on state-changing requests, no-store API answers, request ids.
 * The headers that do not depend on the request (helmet's, Permissions-Policy) are worked out once at
 * start-up; one hook per request then sets them, the request id and no-store, and checks the origin.
 */
export async function installSecurity(app: FastifyInstance, config: SecuritySettings): Promise<void> {
  const stripe = config.stripeMode === true;
  const fixed: [string, string][] = [
    ...helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // 'wasm-unsafe-eval' lets our own WebAssembly (the voice-activity detector's model runtime)
          // compile; it allows no eval() of JavaScript.
          scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : []), "'wasm-unsafe-eval'"],
          // Radix and the toast library set inline style attributes; scripts stay strictly external.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          ...(stripe ? { frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'] } : {}),
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
    ['permissions-policy', permissionsPolicy(stripe)],
  ];
  const publicUrl = config.PUBLIC_URL ? parseOrigin(config.PUBLIC_URL) : null;

  // On the raw response, so an answer Fastify lets go of (an event stream) carries them as well.
  app.addHook('onRequest', (request, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of fixed) res.setHeader(name, value);
    reply.header('x-request-id', request.id);
    // A default: a route that sets its own Cache-Control replaces it.
    if (isApiRequest(request)) reply.header('cache-control', 'no-store');
    if (unsafeMethods.has(request.method) && !isSameSite(request, publicUrl)) {
      done(
        new AppError(
          ErrorCode.crossSite,
          403,
          'This request came from another site and was refused. Please use Voxpert directly.',
        ),
      );
      return;
    }
    done();
  });
}

/** The headers helmet sets for these options, worked out once (they do not depend on the request). */
export function helmetHeaders(options: Readonly<HelmetOptions>): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return [...headers];
}

/**
 * A browser names where a request comes from in Origin (and Sec-Fetch-Site). A state-changing request
 * passes when its origin is this server: the same scheme, host and port as PUBLIC_URL, or as the host
 * the browser reached (with PUBLIC_URL's scheme when it is set, since a proxy in front may speak plain
 * HTTP to us), or a landing-page subdomain of either with the same scheme and port. So with an https
 * PUBLIC_URL, `http://` the same host is refused. Requests without either header do not come from a
 * browser page and cannot carry a victim's cookies across sites, so they pass.
 */
export function isSameSite(request: FastifyRequest, publicUrl: URL | null): boolean {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    const from = parseOrigin(origin);
    if (!from) return false;
    const scheme = publicUrl ? publicUrl.protocol : `${request.protocol}:`;
    const own = [publicUrl, parseOrigin(`${scheme}//${request.host}`)].filter((u): u is URL => u !== null);
    return own.some(
      (site) =>
        from.protocol === site.protocol &&
        from.port === site.port &&
        (from.hostname === site.hostname ||
          landingSubdomains.some((sub) => from.hostname === `${sub}.${site.hostname}`)),
    );
  }
  if (origin === 'null') return false;
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** An http(s) origin as a URL (default ports dropped), or null when the text is not one. */
function parseOrigin(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
