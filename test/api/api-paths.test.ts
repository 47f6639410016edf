import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

/**
 * The router decodes a path before it matches it, so `/%61pi/user` is the route `/api/user`. Whatever
 * way an API path is written, the API's hooks (the session, no-store) run before its handler, or the
 * request matches no API route at all. Sent over real HTTP: the raw path reaches the server as written.
 */
let t: TestApp;
let port: number;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const client = t.client();
  await client.register();
  cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function get(path: string): Promise<{ status: number; cacheControl: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { cookie } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, cacheControl: res.headers['cache-control'], body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('API paths written another way', () => {
  it.each([
    '/%61pi/user',
    '/%61%70%69/user',
    '/%61pi/user/settings',
    '/api/%75ser',
    '/API/user',
    '//api/user',
    '/api%2fuser',
    '/api%2Fuser',
    '/api/%2e%2e/api/user',
    '/%2e/api/user',
    '/api/./user',
    '/x/../api/user',
    '/api//user',
  ])('GET %s answers as /api/user does, signed in and no-store, or matches no API route', async (path) => {
    const direct = await get(path.includes('settings') ? '/api/user/settings' : '/api/user');
    expect(direct.status).toBe(200);
    const res = await get(path);
    if (res.status === 200 && res.body.startsWith('{')) {
      // An API handler answered: with the session (the signed-in answer), and not to be cached.
      expect(res.body).toBe(direct.body);
      expect(res.cacheControl).toBe('no-store');
    } else {
      // No API route: the plain 404 (no handler ran, so no 401 for a missing session).
      expect(res.status).toBe(404);
    }
  });
});
