import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { conversations, idempotencyKeys } from '../../src/server/db/schema/index.js';
import { COMPRESS_MIN_BYTES, chooseEncoding } from '../../src/server/http/compression.js';
import { TestClient, testConfig } from '../helpers/app.js';
import { type ChatTestApp, parseEvents, startChatApp, waitForAbort } from '../helpers/chat.js';

// JSON answers over the threshold are compressed per Accept-Encoding; small ones and event streams never.
let t: ChatTestApp;
let base: string;
beforeAll(async () => {
  t = await startChatApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
}, 60_000);
afterAll(async () => {
  t.app.server.closeAllConnections();
  await t?.close();
});

/** A signed-in user with 40 conversations: their list is several KB of JSON. */
async function userWithManyConversations() {
  const client = t.client();
  const { user } = await client.register();
  await t.database.db.insert(conversations).values(
    Array.from({ length: 40 }, (_, i) => ({
      userId: user.id as number,
      goatCategory: 'science',
      title: `Conversation number ${i} about the stars and the sea`,
    })),
  );
  return client;
}

/** The raw bytes of an answer (inject gives them untouched, as sent on the wire). */
async function rawGet(client: ReturnType<ChatTestApp['client']>, url: string, acceptEncoding?: string) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return t.app.inject({
    method: 'GET',
    url,
    headers: { cookie, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });
}

describe('JSON compression', () => {
  it('compresses a large JSON list with brotli when accepted, decoding to the same answer', async () => {
    const client = await userWithManyConversations();
    const plain = await rawGet(client, '/api/conversations');
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const res = await rawGet(client, '/api/conversations', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const decoded = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(decoded).toBe(plain.body);
    expect(JSON.parse(decoded)).toHaveLength(40);
    // The answer keeps every header an answer has.
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
  ])('Accept-Encoding %j answers %s', async (accept, expected) => {
    const client = await userWithManyConversations();
    const res = await rawGet(client, '/api/conversations?limit=40', accept);
    expect(res.headers['content-encoding']).toBe(expected);
    const decoded = (expected === 'br' ? brotliDecompressSync : gunzipSync)(res.rawPayload).toString('utf8');
    expect(JSON.parse(decoded).items).toHaveLength(40);
  });

  it.each(['identity', 'deflate', 'gzip;q=0, br;q=0', 'br;q=0, gzip;q=0, *'])(
    'answers plain when Accept-Encoding %j offers neither brotli nor gzip',
    async (accept) => {
      const client = await userWithManyConversations();
      const res = await rawGet(client, '/api/conversations', accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(res.body)).toHaveLength(40);
    },
  );

  it('compresses the OpenAPI document too (a route a plugin declares)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('leaves a small JSON answer plain', async () => {
    const client = t.client();
    await client.register();
    const res = await rawGet(client, '/api/user', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary ?? '').not.toMatch(/accept-encoding/i);
    expect(JSON.parse(res.body).username).toMatch(/@example\.com$/);
  });

  it('stores the plain JSON of a large idempotent answer, and replays it compressed or plain per request', async () => {
    // An app with one more create route whose answer is large (no real create answers that much).
    const app = await buildApp({ config: testConfig(), database: t.database });
    const big = { items: Array.from({ length: 100 }, (_, i) => ({ i, text: `item number ${i}` })) };
    app.post('/api/test-large-create', { config: { idempotent: 'signed-in' } }, async (_request, reply) =>
      reply.code(201).send(big),
    );
    await app.ready();
    try {
      const client = new TestClient(app, '10.9.0.1');
      await client.register();
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const send = (acceptEncoding: string) =>
        app.inject({
          method: 'POST',
          url: '/api/test-large-create',
          headers: { cookie, 'idempotency-key': 'large-1', 'accept-encoding': acceptEncoding },
          payload: {},
        });
      const first = await send('br');
      expect(first.statusCode).toBe(201);
      expect(first.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString('utf8'))).toEqual(big);
      const [row] = await t.database.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, 'large-1'));
      expect(JSON.parse(row?.responseBody ?? 'null')).toEqual(big);

      const gzipped = await send('gzip');
      expect(gzipped.headers['idempotent-replayed']).toBe('true');
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(big);
      const plain = await send('identity');
      expect(plain.headers['idempotent-replayed']).toBe('true');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toEqual(big);
    } finally {
      await app.close();
    }
  });
});

describe('event streams are never compressed', () => {
  it('sends the first sentence at once, plain, even when the client accepts brotli and gzip', async () => {
    const client = t.client();
    await client.register();
    const created = await client.post('/api/conversations', { goatCategory: 'science' });
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // The model writes one sentence and then waits until the client leaves: the sentence can only
    // arrive if it was sent as soon as it was written.
    t.model.behaviour = waitForAbort('The first sentence is here. And then');
    const controller = new AbortController();
    const res = await fetch(`${base}/api/conversations/${created.json.id}/messages/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip', cookie },
      body: JSON.stringify({ content: 'Tell me something' }),
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    const decoder = new TextDecoder();
    let text = '';
    while (!parseEvents(text).some((e) => e.event === 'sentence')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended early');
      text += decoder.decode(value, { stream: true });
    }
    expect(parseEvents(text).find((e) => e.event === 'sentence')?.data.text).toBe(
      'The first sentence is here.',
    );
    controller.abort();
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['br', 'br'],
    ['gzip, br', 'br'],
    ['GZIP', 'gzip'],
    ['br;q=0', null],
    ['br; q=0.5, gzip; q=1', 'br'],
    ['identity;q=1, *;q=0', null],
    [['gzip', 'br'], 'br'],
    ['br;q=abc, gzip', 'gzip'],
  ] as const)('%j -> %s', (header, expected) => {
    expect(chooseEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});
