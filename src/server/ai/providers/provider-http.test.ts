import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProviderHttp } from './provider-http.js';

// A provider that sends no Keep-Alive hint (keepAliveTimeout 0: Node then neither sends one nor
// closes idle connections), as many proxies and CDNs do: the idle time is then ours to choose.
async function hintlessServer() {
  const server: Server = createServer((_req, res) => res.end('{}'));
  server.keepAliveTimeout = 0;
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/models`;
  return { url, connections: () => connections, server };
}

afterEach(() => {
  vi.useRealTimers();
});

async function idleThenCall(idleMs: number, pauseMs: number) {
  const { url, connections, server } = await hintlessServer();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const http = createProviderHttp(idleMs);
  try {
    await (await http.fetch(url)).text();
    await vi.advanceTimersByTimeAsync(pauseMs);
    await (await http.fetch(url)).text();
    return connections();
  } finally {
    vi.useRealTimers();
    await http.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('createProviderHttp', () => {
  it('keeps an idle connection for a minute when the provider gives no hint', async () => {
    expect(await idleThenCall(60_000, 30_000)).toBe(1);
  });

  it('opens a new connection once the idle time has passed', async () => {
    expect(await idleThenCall(4_000, 30_000)).toBe(2);
  });
});
