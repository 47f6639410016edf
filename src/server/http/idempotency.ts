import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StreamEvent } from '../../contract/chat.js';
import { ErrorCode } from '../../contract/errors.js';
import { IDEMPOTENCY_KEY_MAX, idempotencyMessages } from '../../contract/idempotency.js';
import type { Database } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { AppError } from './app-error.js';
import { counterKey } from './brute-force.js';
import { loggableError } from './error-handler.js';
import { addRouteHook } from './route-hooks.js';
import type { EventSink, StreamBody } from './run-event-stream.js';
import { formatEvent } from './sse.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route accepts an Idempotency-Key: 'signed-in' keys only signed-in users' requests (a guest's
     * request runs as if it had none: the route refuses it anyway); 'anyone' also keys guests' requests
     * by their address.
     */
    idempotent?: 'signed-in' | 'anyone';
  }
  interface FastifyRequest {
    /** The key this request claimed, until its answer is stored (or the claim given back). */
    idempotency: IdempotencyClaim | null;
    /** On a multipart request with a key: the key, claimed by the handler once it has read the body. */
    keyedBody: BodyKey | null;
  }
}

/** A stored answer is replayed for a day; after that the key is free again. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A first request still pending after this long is taken as lost (its process stopped): a repeat then
 * runs the operation again instead of waiting for ever.
 */
export const IDEMPOTENCY_LEASE_MS = 2 * 60 * 1000;
const HEADER = 'idempotency-key';
const EVENT_STREAM = 'text/event-stream; charset=utf-8';
const PRINTABLE_ASCII = new RegExp(`^[\\x20-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`);

export type IdempotencyClaim = {
  /** Stores the answer; repeats answer it from now on. */
  complete(status: number, contentType: string, body: string): Promise<void>;
  /** Gives the key back (the operation failed): a repeat runs the operation again. */
  release(): Promise<void>;
};

/** secret salts the hash that stands for a guest's IP address in `owner` (the server's secret). */
type Deps = { db: Database; clock: () => Date; secret?: string };

/**
 * Create routes marked `config: { idempotent }` accept an `Idempotency-Key` header. The first request
 * with a key inserts a pending row (unique per owner, route and key) before the operation runs; a 2xx
 * answer is stored in that row, any other answer deletes it so the request can be tried again. A
 * repeat with the same key and the same request answers the stored status and body (with
 * `Idempotent-Replayed: true`) without running the operation; with a different request it is refused
 * with 422; while the first is still running it is refused with 409 and `Retry-After: 1`. Without the
 * header nothing changes. A multipart request's body is read by its handler, so its key is claimed by
 * the handler once the body has been read (`keyedBody`), with what was read as its fingerprint.
 */
export function installIdempotency(app: FastifyInstance, deps: Deps): void {
  app.decorateRequest('idempotency', null);
  app.decorateRequest('keyedBody', null);
  // Only the routes marked idempotent get the two hooks.
  app.addHook('onRoute', (route) => {
    const mode = route.config?.idempotent;
    if (!mode) return;
    addRouteHook(route, 'preHandler', claimKey(deps, mode));
    addRouteHook(route, 'onSend', storeAnswer);
  });
}

function claimKey(deps: Deps, mode: 'signed-in' | 'anyone') {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.headers[HEADER];
    if (raw === undefined) return;
    const key = Array.isArray(raw) ? raw.join(', ') : raw;
    if (!PRINTABLE_ASCII.test(key)) throw AppError.validation({ [HEADER]: idempotencyMessages.invalidKey });
    const user = request.auth?.user ?? null;
    if (!user && mode === 'signed-in') return;
    const keyed: KeyedRequest = {
      // A guest is known by a salted hash of the address, never the address itself.
      owner: user ? `user:${user.id}` : counterKey(deps.secret ?? '', 'address', request.ip),
      userId: user?.id ?? null,
      operation: `${request.method} ${request.routeOptions.url ?? request.url}`,
      key,
    };
    if (request.headers['content-type']?.toLowerCase().startsWith('multipart/')) {
      // The body is read by the handler as it streams: the key is claimed once it has been read.
      request.keyedBody = await bodyKey(deps, request, keyed);
      return;
    }
    const outcome = await claimOrFind(
      deps,
      request,
      keyed,
      requestFingerprint(request, request.body ?? null),
    );
    if ('stored' in outcome) return sendStored(reply, outcome.stored);
    request.idempotency = outcome.claim;
  };
}

type KeyedRequest = { owner: string; userId: number | null; operation: string; key: string };

/** A stored answer, as a repeat gets it. */
export type StoredAnswer = { status: number; type: string; body: string };

/**
 * The key of a request whose body its handler reads as it streams (a multipart upload): the request's
 * fingerprint is known only once the body has been read, so the key is claimed then, before anything
 * is stored.
 */
export type BodyKey = {
  /** Something is recorded under the key: read the body and `claim` before doing anything else. */
  readonly seen: boolean;
  /**
   * Claims the key for this body (what was read of it: fields, and the file's hash) and answers null;
   * or answers the stored answer of the same request. 422 when the key was used for another request,
   * 409 while the first is still running.
   */
  claim(body: unknown): Promise<StoredAnswer | null>;
};

async function bodyKey(deps: Deps, request: FastifyRequest, keyed: KeyedRequest): Promise<BodyKey> {
  const [found] = await deps.db
    .select({ id: idempotencyKeys.id })
    .from(idempotencyKeys)
    .where(keyWhere(keyed))
    .limit(1);
  return {
    seen: found !== undefined,
    async claim(body) {
      const outcome = await claimOrFind(deps, request, keyed, requestFingerprint(request, body));
      if ('stored' in outcome) return outcome.stored;
      request.idempotency = outcome.claim;
      return null;
    },
  };
}

const keyWhere = (keyed: KeyedRequest) =>
  and(
    eq(idempotencyKeys.owner, keyed.owner),
    eq(idempotencyKeys.operation, keyed.operation),
    eq(idempotencyKeys.key, keyed.key),
  );

/**
 * Inserts the pending row of a new key; or finds the row already there: a stale one is deleted and the
 * key claimed again, a finished one with the same fingerprint is answered, anything else refused.
 */
async function claimOrFind(
  deps: Deps,
  request: FastifyRequest,
  keyed: KeyedRequest,
  fingerprint: string,
): Promise<{ claim: IdempotencyClaim } | { stored: StoredAnswer }> {
  const now = deps.clock();
  // Twice at most: a stale row found the first time is deleted, then the key is claimed again.
  for (let attempt = 0; attempt < 2; attempt++) {
    const [claimed] = await deps.db
      .insert(idempotencyKeys)
      .values({ ...keyed, fingerprint, state: 'pending', createdAt: now })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (claimed) return { claim: claimFor(deps, request, claimed.id) };
    const [found] = await deps.db.select().from(idempotencyKeys).where(keyWhere(keyed));
    if (!found) continue;
    const age = now.getTime() - found.createdAt.getTime();
    const stale = age > IDEMPOTENCY_TTL_MS || (found.state === 'pending' && age > IDEMPOTENCY_LEASE_MS);
    if (stale) {
      await deps.db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, found.id));
      continue;
    }
    if (found.fingerprint !== fingerprint) {
      throw new AppError(ErrorCode.idempotencyKeyReused, 422, idempotencyMessages.keyReused);
    }
    if (found.state === 'pending') break;
    return {
      stored: {
        status: found.responseStatus ?? 200,
        type: found.responseType ?? 'application/json; charset=utf-8',
        body: found.responseBody ?? '',
      },
    };
  }
  throw new AppError(ErrorCode.idempotencyInProgress, 409, idempotencyMessages.inProgress, undefined, {
    'retry-after': '1',
  });
}

/** Answers a stored answer again, marked as a replay. */
export function sendStored(reply: FastifyReply, stored: StoredAnswer): FastifyReply {
  return reply.code(stored.status).header('idempotent-replayed', 'true').type(stored.type).send(stored.body);
}

/** A JSON answer: stored when it is a success, else the key is given back. */
async function storeAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const claim = request.idempotency;
  if (!claim) return payload;
  request.idempotency = null;
  const ok = reply.statusCode >= 200 && reply.statusCode < 300;
  if (ok && typeof payload === 'string') {
    const type = reply.getHeader('content-type');
    await claim.complete(reply.statusCode, typeof type === 'string' ? type : 'application/json', payload);
  } else await claim.release();
  return payload;
}

/**
 * A streamed operation's body that records what it sends: when it ends with `done`, the whole event
 * stream is stored as the answer (a repeat replays it at once, with the same events). A body that
 * ends without `done` but resolves with what it stored (a reply cut short when the client left) is
 * stored as the events sent followed by `done` with that result. Otherwise (an `error` event, nothing
 * stored) the key is given back.
 */
export function recordedStream(request: FastifyRequest, body: StreamBody): StreamBody {
  const claim = request.idempotency;
  if (!claim) return body;
  request.idempotency = null;
  return async (events) => {
    let transcript = '';
    let done = false;
    // Passed through unchanged: the event and data already match (the checker cannot follow K here).
    const send = ((event: StreamEvent['event'], data: unknown) => {
      (events.send as (event: string, data: unknown) => void)(event, data);
      transcript += formatEvent(event, data);
      done ||= event === 'done';
    }) as EventSink['send'];
    let stored: unknown;
    try {
      stored = await body({ send, signal: events.signal });
    } catch (err) {
      await claim.release();
      throw err;
    }
    if (!done && stored !== undefined) transcript += formatEvent('done', stored);
    if (done || stored !== undefined) await claim.complete(200, EVENT_STREAM, transcript);
    else await claim.release();
    return stored;
  };
}

/** Deletes the rows whose answers are no longer replayed. */
export async function deleteExpiredIdempotencyKeys(deps: Deps): Promise<void> {
  const cutoff = new Date(deps.clock().getTime() - IDEMPOTENCY_TTL_MS);
  await deps.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
}

function claimFor(deps: Deps, request: FastifyRequest, id: number): IdempotencyClaim {
  const pendingRow = and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.state, 'pending'));
  // The operation has already happened: a failure to store its answer is logged, and the answer
  // still goes out (the pending row then stops repeats until its lease ends).
  const settle = async (write: () => Promise<unknown>) => {
    try {
      await write();
    } catch (err) {
      request.log.error({ err: loggableError(err) }, 'idempotency record not written');
    }
  };
  return {
    complete: (status, contentType, body) =>
      settle(() =>
        deps.db
          .update(idempotencyKeys)
          .set({ state: 'done', responseStatus: status, responseType: contentType, responseBody: body })
          .where(pendingRow),
      ),
    release: () => settle(() => deps.db.delete(idempotencyKeys).where(pendingRow)),
  };
}

/**
 * SHA-256 of the request as the router understood it: the matched route, its decoded parameters, the
 * query and the body, each with its keys sorted. The same request gives the same print however its
 * path was written (`/%61pi/x` is `/api/x`) and in whatever order its query names come.
 */
function requestFingerprint(request: FastifyRequest, body: unknown): string {
  const text = JSON.stringify([
    request.routeOptions.url ?? request.url,
    canonical(request.params ?? null),
    canonical(request.query ?? null),
    canonical(body),
  ]);
  return createHash('sha256').update(text).digest('hex');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((k) => [k, canonical(record[k])]),
    );
  }
  return value;
}
