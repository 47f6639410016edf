import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/errors.js';
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
 * Permissions-Policy: the microphone (talking to an expert) and autoplay (the spoken replies) for this
 * site's own pages only; every other powerful feature off, for the app and anything it frames.
 * Payment is opened only in Stripe mode, to us and Stripe.js (its Payment Element needs it for
 * wallets); in the sandbox nothing pays through the browser, so it stays off.
 */
export function permissionsPolicy(stripeMode: boolean): string {
  const features: Record<string, string> = {
    microphone: '(self)',
    autoplay: '(self)',
    payment: stripeMode ? '(self "https://js.stripe.com")' : '()',
  };
  for (const name of [
    'accelerometer',
    'bluetooth',
    'camera',
    'display-capture',
    'fullscreen',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'midi',
    'screen-wake-lock',
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

/** Security headers, the cross-site check on state-changing requests, no-store API answers, request ids. */
export async function installSecurity(app: FastifyInstance, config: SecuritySettings): Promise<void> {
  const stripe = config.stripeMode === true;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
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
  });

  const publicUrl = config.PUBLIC_URL ? parseOrigin(config.PUBLIC_URL) : null;

  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method)) return;
    if (!isSameSite(request, publicUrl)) {
      throw new AppError(
        ErrorCode.crossSite,
        403,
        'This request came from another site and was refused. Please use Voxpert directly.',
      );
    }
  });

  const permissions = permissionsPolicy(stripe);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('permissions-policy', permissions);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
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
