import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '../../contract/session-hint.js';
import type { Database } from '../db/client.js';
import { type ActiveSession, findSession, SESSION_IDLE_MS } from './active-session.js';
import { isApiRequest } from './api-path.js';
import { AppError } from './app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, resolved from the cookie for every /api request. */
    auth: ActiveSession | null;
  }
}

export type SessionCookie = {
  name: string;
  read(request: FastifyRequest): string | undefined;
  set(reply: FastifyReply, token: string, persistent: boolean): void;
  clear(reply: FastifyReply): void;
  /** Sets the readable signed-in hint when the request has a session cookie but not the hint. */
  hint(request: FastifyRequest, reply: FastifyReply): void;
};

/** Over HTTPS (secureCookies) the cookie is Secure. */
export type CookieSettings = { secureCookies: boolean };

export function sessionCookie(config: CookieSettings): SessionCookie {
  // Over HTTPS the __Host- prefix pins the cookie to this exact host, path / and Secure.
  const name = config.secureCookies ? '__Host-vox_session' : 'vox_session';
  const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies };
  // The hint lives as long as the browser session; any page load with a session cookie sets it again.
  const hintName = `${config.secureCookies ? '__Host-' : ''}${SIGNED_IN_HINT_COOKIE}`;
  const hintBase = { ...base, httpOnly: false };
  return {
    name,
    read: (request) => request.cookies[name],
    set: (reply, token, persistent) => {
      reply.setCookie(name, token, persistent ? { ...base, maxAge: SESSION_IDLE_MS / 1000 } : base);
      reply.setCookie(hintName, '1', hintBase);
    },
    clear: (reply) => {
      reply.clearCookie(name, base);
      reply.clearCookie(hintName, hintBase);
    },
    hint: (request, reply) => {
      if (request.cookies[name] && !request.cookies[hintName]) reply.setCookie(hintName, '1', hintBase);
    },
  };
}

export async function installAuth(
  app: FastifyInstance,
  deps: { db: Database; config: CookieSettings; clock: () => Date },
): Promise<SessionCookie> {
  await app.register(cookie);
  const cookieJar = sessionCookie(deps.config);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) {
      cookieJar.hint(request, reply);
      return;
    }
    const token = cookieJar.read(request);
    if (!token) return;
    const found = await findSession(deps.db, token, deps.clock());
    if (!found) {
      cookieJar.clear(reply);
      return;
    }
    request.auth = found;
    cookieJar.hint(request, reply);
    // The idle window slides on the server; a persistent cookie slides with it.
    if (found.touched && found.persistent) cookieJar.set(reply, token, true);
  });
  return cookieJar;
}

export function requireUser(request: FastifyRequest): ActiveSession {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}

export function requireAdmin(request: FastifyRequest): ActiveSession {
  const auth = requireUser(request);
  if (!auth.user.isAdmin) throw AppError.forbidden('You do not have admin privileges.');
  return auth;
}
