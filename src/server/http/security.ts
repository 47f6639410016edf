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

  const publicHost = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).host : null;

  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method)) return;
    if (!isSameSite(request, publicHost)) {
      throw new AppError(
        ErrorCode.crossSite,
        403,
        'This request came from another site and was refused. Please use Voxpert directly.',
      );
    }
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

/**
 * A browser names where a request comes from in Origin (and Sec-Fetch-Site). A state-changing request
 * passes when its origin is this server (as the browser reached it, or PUBLIC_URL, or a landing-page
 * subdomain of it). Requests without either header do not come from a browser page and cannot carry
 * a victim's cookies across sites, so they pass.
 */
export function isSameSite(request: FastifyRequest, publicHost: string | null): boolean {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return false;
    }
    const allowed = [request.host, publicHost].filter((h): h is string => Boolean(h));
    return allowed.some(
      (host) => originHost === host || landingSubdomains.some((sub) => originHost === `${sub}.${host}`),
    );
  }
  if (origin === 'null') return false;
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}
