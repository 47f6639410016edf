import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

/**
 * The router decodes a path before it matches it, so `/%61pi/user` is the route `/api/user`. Whatever
 * way an API path is written, the API's hooks (the session, no-store) run before its handler, or the
 * request matches no API route at all. Sent over real HTTP: the raw path reaches the server as written.
 * The app serves a web root, as in production, so a path that is no API route gets the app's page.
 */
let t: TestApp;
let port: number;
let cookie: string;
let webRoot: string;
const SHELL = '<!doctype html><html><head><title>Voxpert</title></head><body></body></html>';
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'vox-paths-'));
  writeFileSync(path.join(webRoot, 'index.html'), SHELL);
  t = await startTestApp({ webRoot });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const client = t.client();
  await client.register();
  cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}, 60_000);
afterAll(async () => {
  await t?.close();
  if (webRoot) rmSync(webRoot, { recursive: true, force: true });
});

type Answer = { status: number; cacheControl: string | undefined; type: string; body: string };

function get(target: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: target, headers: { cookie } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          cacheControl: res.headers['cache-control'],
          type: res.headers['content-type'] ?? '',
          body,
        }),
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
  ])('GET %s answers as /api/user does, signed in and no-store, or is no API route', async (target) => {
    const direct = await get(target.includes('settings') ? '/api/user/settings' : '/api/user');
    expect(direct.status).toBe(200);
    const res = await get(target);
    if (res.status === 200 && res.type.startsWith('application/json')) {
      // An API handler answered: with the session (the signed-in answer), and not to be cached.
      expect(res.body).toBe(direct.body);
      expect(res.cacheControl).toBe('no-store');
    } else if (res.status === 200) {
      // No API route: the web app's page, which no API handler wrote.
      expect(res.body).toBe(SHELL);
    } else {
      // Refused before any API handler ran (the static files refuse dot segments and //); never the
      // 401 of a handler that found no session.
      expect([400, 403, 404]).toContain(res.status);
    }
  });

  it('an unknown API path is a JSON 404 with no-store, not the web app', async () => {
    const res = await get('/api/no-such-route');
    expect(res).toMatchObject({ status: 404, cacheControl: 'no-store' });
    expect(res.type).toMatch(/^application\/json/);
  });
});
