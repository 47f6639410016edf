import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/**
 * How long a client may keep the server waiting while it is the one expected to send. The defaults
 * drop a client that stops sending within 30 seconds.
 */
export type ClientTimeouts = {
  /** The whole request head (request line and headers), from the connection's first byte. */
  headersMs: number;
  /** Between two pieces of a request body: a body that stops arriving for this long is dropped. */
  bodyIdleMs: number;
  /** The whole request, head and body, however steadily it arrives (a large upload on a slow line). */
  requestMs: number;
  /** An idle connection between two requests. */
  keepAliveMs: number;
};

export function clientTimeouts(config: Config): ClientTimeouts {
  return {
    headersMs: config.HEADERS_TIMEOUT_MS ?? 20_000,
    bodyIdleMs: config.BODY_TIMEOUT_MS ?? 20_000,
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

/**
 * While a request's body is being received, the connection is dropped when no byte of it arrives for
 * `bodyIdleMs` (a socket inactivity timeout, lifted once the body has been read): a client that stops
 * half-way through a body is let go, and whatever was waiting on the body (an upload's temporary file
 * and its claim on the day's uploads) is given back by the body's error.
 */
export function installBodyTimeout(app: FastifyInstance, bodyIdleMs: number): void {
  app.addHook('onRequest', async (request) => {
    const raw = request.raw;
    const hasBody =
      raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;
    if (!hasBody || raw.complete) return;
    const socket = raw.socket;
    // app.inject's requests have no real socket.
    if (typeof socket?.setTimeout !== 'function') return;
    const drop = () => socket.destroy();
    socket.setTimeout(bodyIdleMs);
    socket.on('timeout', drop);
    // Lifted when the body has been read; Node sets the keep-alive timeout after the answer.
    raw.once('end', () => {
      socket.setTimeout(0);
      socket.off('timeout', drop);
    });
    raw.once('close', () => socket.off('timeout', drop));
  });
}
