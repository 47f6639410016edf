import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StreamEvent } from '../../contract/chat.js';

export type EventStream = {
  send<K extends StreamEvent['event']>(event: K, data: Extract<StreamEvent, { event: K }>['data']): void;
  /** Aborted when the client goes away before end(). */
  readonly signal: AbortSignal;
  end(): void;
};

/**
 * Turns the reply into a Server-Sent Events stream: Fastify lets go of it (hijack), the headers are
 * written at once (with those already set on the reply, such as the security headers), and every
 * event is written as it happens. Errors before this point still answer as normal JSON.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const res = reply.raw;
  const controller = new AbortController();
  let ended = false;
  res.on('close', () => {
    if (!ended) controller.abort();
  });
  if (res.destroyed) controller.abort();
  const headers = Object.fromEntries(
    Object.entries(reply.getHeaders()).filter(
      (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
    ),
  );
  res.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  res.flushHeaders();
  return {
    signal: controller.signal,
    send(event, data) {
      if (ended || res.destroyed) return;
      res.write(formatEvent(event, data));
    },
    end() {
      if (ended) return;
      ended = true;
      if (!res.writableEnded) res.end();
      // A client that left may have half-closed its side: let go of the socket.
      if (controller.signal.aborted) res.destroy();
    },
  };
}

/** One Server-Sent Event as written on the wire. */
export function formatEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
