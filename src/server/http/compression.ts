import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addRouteHook } from './route-hooks.js';

/** JSON answers of at least this many bytes are compressed; smaller ones gain too little for the work. */
export const COMPRESS_MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses the JSON answers of the /api routes of at least COMPRESS_MIN_BYTES, with brotli when the
 * client accepts it, else gzip, and says `Vary: Accept-Encoding` on every answer that size. Only
 * finished JSON bodies: an event stream is written by its route as it goes (it never passes here, and
 * a stored one replayed is text/event-stream, left as it is), and static files are another matter.
 * The work runs on libuv's thread pool, at a level fit for answers made per request (brotli 4, gzip 6).
 * Installed after the idempotency hooks, so a stored answer is the plain JSON.
 */
export function installCompression(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    addRouteHook(route, 'onSend', compressJson);
  });
}

function compressJson(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: Done): void {
  if (!eligible(reply, payload)) {
    done(null, payload);
    return;
  }
  varyOnEncoding(reply);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) {
    done(null, payload);
    return;
  }
  encode(payload as string | Buffer, encoding, { brotli: 4, gzip: 6 }).then(
    (out) => {
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      done(null, out);
    },
    (err: unknown) => done(err as Error),
  );
}

/** A JSON body of the size worth compressing, not yet encoded. */
function eligible(reply: FastifyReply, payload: unknown): boolean {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  if (size < COMPRESS_MIN_BYTES || reply.hasHeader('content-encoding')) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

/** Text compressed on libuv's thread pool, at the level given for each encoding. */
function encode(body: string | Buffer, encoding: Encoding, level: Record<'brotli' | 'gzip', number>) {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: level.brotli,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipAsync(body, { level: level.gzip });
}

type Done = (err: Error | null, payload?: unknown) => void;

export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (!current) reply.header('vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) {
    reply.header('vary', `${current}, Accept-Encoding`);
  }
}

/**
 * The encoding to answer in from an Accept-Encoding header: brotli when acceptable, else gzip, else
 * none. Weights count only to refuse (q=0); `*` stands for any encoding not named.
 */
export function chooseEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(q) ? q : 0);
  }
  const acceptable = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (acceptable('br')) return 'br';
  if (acceptable('gzip')) return 'gzip';
  return null;
}

/**
 * HTML made on the server but the same for many requests (a landing page for one address), sent
 * compressed like the build's own files: each text is compressed once per encoding, on the thread
 * pool, and kept; at most `limit` texts are kept, the oldest going first. `key` names the text.
 */
export function compressedTexts(limit = 64) {
  const kept = new Map<string, { text: string; encoded: Partial<Record<Encoding, Promise<Buffer>>> }>();
  return function send(request: FastifyRequest, reply: FastifyReply, key: string, make: () => string) {
    let entry = kept.get(key);
    if (!entry) {
      entry = { text: make(), encoded: {} };
      kept.set(key, entry);
      if (kept.size > limit) kept.delete(kept.keys().next().value as string);
    }
    varyOnEncoding(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(entry.text);
    const text = entry.text;
    entry.encoded[encoding] ??= encode(text, encoding, { brotli: 9, gzip: 9 });
    return entry.encoded[encoding].then((body) => reply.header('content-encoding', encoding).send(body));
  };
}
