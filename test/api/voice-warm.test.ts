import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { type FakeOpenAI, startFakeOpenAI } from '../fake-openai/server.js';
import { startTestApp, type TestApp, testClock, testConfig } from '../helpers/app.js';

// The warm-up before the first turn: POST /api/voice/warm (and start-up) opens the provider
// connection through the shared keep-alive agent, and the first turn reuses it. A TCP proxy in front
// of the fake provider counts the connections the app opened.
type CountingProxy = { url: string; readonly connections: number; close(): Promise<void> };

async function countingProxy(target: string): Promise<CountingProxy> {
  const { hostname, port, pathname } = new URL(target);
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((client) => {
    connections++;
    const upstream = connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}${pathname}`,
    get connections() {
      return connections;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let fake: FakeOpenAI;
let proxy: CountingProxy;
let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  // A provider's own idle time (minutes at the big ones), not Node's 5 s: on a busy machine the time
  // between the warm-up and the turn could pass 5 s and measure the fake, not the app.
  fake = await startFakeOpenAI({ reply: 'Warm hello. Nice to see you!', keepAliveMs: 120_000 });
  proxy = await countingProxy(fake.url);
  t = await startTestApp({
    // The safety check runs beside each reply on a connection of its own; this counts the reply's.
    config: {
      AI_BASE_URL: proxy.url,
      AI_API_KEY: 'sk-warm',
      AI_MODEL: 'fake-chat',
      AI_MAX_RETRIES: 0,
      AI_SAFETY_CHECK: false,
    },
    clock: clock.now,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await fake?.close();
});

const warmUps = () => fake.requests.filter((r) => r.method === 'GET' && r.path === '/v1/models');

describe('POST /api/voice/warm', () => {
  it('opens the provider connection, which the first turn then reuses', async () => {
    const client = t.client();
    await client.register();
    const created = await client.post('/api/conversations', { goatCategory: 'science' });
    expect(proxy.connections).toBe(0);

    const warm = await t.client().post('/api/voice/warm');
    expect(warm.status).toBe(204);
    expect(warm.body).toBe('');
    expect(warmUps()).toHaveLength(1);
    // No key travels with the warm-up: any answer opens the connection.
    expect(warmUps()[0]?.headers.authorization).toBeUndefined();
    expect(proxy.connections).toBe(1);

    const turn = await client.post(`/api/conversations/${created.json.id}/messages`, { content: 'Hi' });
    expect(turn.status, turn.body).toBe(200);
    expect(proxy.connections).toBe(1);
    // Speech goes through the same agent to the same provider.
    const speech = await client.get(`/api/tts?text=${encodeURIComponent(`Warm hello ${Date.now()}`)}`);
    expect(speech.status, speech.body).toBe(200);
    expect(speech.headers['x-tts-engine']).toBe('openai');
    expect(proxy.connections).toBe(1);
  });

  it('warms at most once per 20 s, and concurrent calls share one warm-up', async () => {
    clock.advance(20_000);
    const before = warmUps().length;
    const answers = await Promise.all([1, 2, 3].map(() => t.client().post('/api/voice/warm')));
    expect(answers.map((a) => a.status)).toEqual([204, 204, 204]);
    expect(warmUps()).toHaveLength(before + 1);
    clock.advance(19_999);
    expect((await t.client().post('/api/voice/warm')).status).toBe(204);
    expect(warmUps()).toHaveLength(before + 1);
    clock.advance(1);
    await t.client().post('/api/voice/warm');
    expect(warmUps()).toHaveLength(before + 2);
  });

  it('answers 204 and calls nothing when no provider is configured (offline responder)', async () => {
    const providerFetch = vi.fn<typeof fetch>();
    const app = await buildApp({
      config: testConfig({ TTS_ENGINE: 'none' }),
      database: t.database,
      providerFetch,
    });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/voice/warm' });
      expect(res.statusCode).toBe(204);
      expect(providerFetch).not.toHaveBeenCalled();
    } finally {
      await app.close();
    }
  });
});

describe('start-up', () => {
  it('warms the provider as soon as the server listens', async () => {
    const started = await startTestApp({
      config: { AI_BASE_URL: fake.url, AI_MODEL: 'fake-chat' },
      database: t.database,
    });
    const before = warmUps().length;
    try {
      await started.app.listen({ port: 0, host: '127.0.0.1' });
      await vi.waitFor(() => expect(warmUps()).toHaveLength(before + 1));
    } finally {
      await started.close();
    }
  });
});
