import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/**
 * How long a client may keep the server waiting while it is the one expected to send. The defaults
 * drop a client that stops sending within 30 seconds.
 */
export type ClientTimeouts = {
  /** The whole request head (request line and headers), from the connection's first byte. */
  headersMs: number;
  /** The window in which a request body must advance by BODY_MIN_BYTES (or end) while it arrives. */
  bodyIdleMs: number;
  /** The whole request, head and body, however steadily it arrives (a large upload on a slow line). */
  requestMs: number;
  /** An idle connection between two requests. */
  keepAliveMs: number;
};

export function clientTimeouts(config: Config): ClientTimeouts {
  return {
    headersMs: config.HEADERS_TIMEOUT_MS ?? 20_000,
    bodyIdleMs: config.BODY_TIMEOUT_MS ?? 15_000,
    requestMs: config.REQUEST_TIMEOUT_MS ?? 600_000,
    keepAliveMs: config.KEEP_ALIVE_TIMEOUT_MS ?? 20_000,
  };
}

/**
 * The server options of these limits. Node's `headersTimeout` and `requestTimeout` end when the
 * request has been received (never during the answer, so an event stream lasts as long as it needs);
 * Node checks them every `connectionsCheckingInterval`, a quarter of the head's limit here (at most 5
 * seconds). No idle timeout is set on the whole connection (`connectionTimeout`): an answer may go
 * quiet for a while (a streamed reply while the model thinks) without the client being at fault.
 */
export function serverTimeoutOptions(limits: ClientTimeouts): Pick<
  FastifyServerOptions,
  'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    keepAliveTimeout: limits.keepAliveMs,
    requestTimeout: limits.requestMs,
    connectionTimeout: 0,
    http: {
      headersTimeout: limits.headersMs,
      requestTimeout: limits.requestMs,
      connectionsCheckingInterval: Math.max(50, Math.min(5000, Math.floor(limits.headersMs / 4))),
    },
  };
}

/** What a body must advance by in each `bodyIdleMs` while it arrives (unless it ends first). */
export const BODY_MIN_BYTES = 1024;

/**
 * While a request's body is being received, the connection is dropped when the body does not advance
 * by `BODY_MIN_BYTES` within `bodyIdleMs` (nor end): a client that stops half-way through a body, or
 * trickles it a few bytes at a time, is let go, and whatever was waiting on the body (an upload's
 * temporary file and its claim on the day's uploads) is given back by the body's error. A body that
 * stops is dropped within two windows; a slow line passes (1 KB in 15 s is 70 bytes a second). The
 * watch ends when the body has been read, before the answer, so an answer may take as long as it needs.
 */
export function installBodyTimeout(app: FastifyInstance, bodyIdleMs: number): void {
  app.addHook('onRequest', async (request) => {
    const raw = request.raw;
    const hasBody =
      raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;
    if (!hasBody || raw.complete) return;
    const socket = raw.socket;
    // app.inject's requests have no real socket.
    if (typeof socket?.bytesRead !== 'number') return;
    let before = socket.bytesRead;
    const watch = setInterval(() => {
      const now = socket.bytesRead;
      if (now - before < BODY_MIN_BYTES && !raw.complete) socket.destroy();
      before = now;
    }, bodyIdleMs);
    watch.unref();
    const stop = () => clearInterval(watch);
    raw.once('end', stop);
    raw.once('close', stop);
    socket.once('close', stop);
  });
}
