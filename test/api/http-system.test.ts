import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestResponse } from '../helpers/app.js';
import { expectError } from '../helpers/http-assertions.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('health', () => {
  it('answers liveness and readiness', async () => {
    const client = t.client();
    const health = await client.get('/healthz');
    expect([health.status, health.json]).toEqual([200, { status: 'ok' }]);
    const ready = await client.get('/readyz');
    expect([ready.status, ready.json]).toEqual([200, { status: 'ready' }]);
  });

  it('answers 503 on /readyz when the database is gone, while /healthz stays up', async () => {
    const own = await startTestApp();
    try {
      await own.database.close();
      const client = own.client();
      expectError(await client.get('/readyz'), 503, 'SERVICE_UNAVAILABLE', 'The database is not reachable.');
      expect((await client.get('/healthz')).json).toEqual({ status: 'ok' });
    } finally {
      await own.close();
    }
  }, 30_000);
});

type OpenApiDocument = {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: {
    schemas: Record<string, { type?: string; properties?: Record<string, unknown>; required?: string[] }>;
  };
};

describe('OpenAPI', () => {
  it('describes every account route with the shared Error and User schemas', async () => {
    const res = await t.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    const doc = res.json as OpenApiDocument;
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBe('Voxpert API');
    const methods = Object.fromEntries(
      Object.entries(doc.paths).map(([p, ops]) => [p, Object.keys(ops).sort()]),
    );
    expect(methods).toMatchObject({
      '/api/register': ['post'],
      '/api/login': ['post'],
      '/api/logout': ['post'],
      '/api/user': ['get', 'patch'],
      '/api/user/email': ['post'],
      '/api/user/password': ['post'],
      '/api/user/picture': ['delete', 'get', 'put'],
      '/api/user/settings': ['get', 'post'],
      '/api/user/notification-settings': ['post'],
      '/api/verify-security-question': ['post'],
      '/api/reset-password': ['post'],
      '/healthz': ['get'],
      '/readyz': ['get'],
    });
    expect(Object.keys(doc.paths)).not.toContain('/api/openapi.json');

    const { Error: error, User: user } = doc.components.schemas;
    expect(error?.properties && Object.keys(error.properties).sort()).toEqual(['error', 'fields', 'message']);
    expect(error?.required?.sort()).toEqual(['error', 'message']);
    expect(user?.properties && Object.keys(user.properties)).toEqual(
      expect.arrayContaining(['id', 'username', 'isAdmin', 'subscriptionType', 'createdAt']),
    );
    expect(user?.properties).not.toHaveProperty('password');
    expect(user?.properties).not.toHaveProperty('securityAnswer');
    expect(JSON.stringify(doc.paths['/api/login']?.post?.responses['400'])).toContain(
      '#/components/schemas/Error',
    );
    // Signing in answers the user as the app knows them: with whether the trial is still theirs.
    expect(JSON.stringify(doc.paths['/api/login']?.post?.responses['200'])).toContain(
      '#/components/schemas/CurrentUser',
    );
    expect(doc.components?.schemas?.CurrentUser?.properties).toHaveProperty('trialAvailable');
  });
});

async function followRedirects(client: TestClient, url: string): Promise<{ res: TestResponse; url: string }> {
  let current = url;
  for (let hops = 0; hops < 5; hops++) {
    const res = await client.get(current);
    if (res.status < 300 || res.status >= 400) return { res, url: current };
    current = new URL(String(res.headers.location), `http://localhost${current}`).pathname;
  }
  throw new Error(`too many redirects from ${url}`);
}

describe('API docs page', () => {
  it.each(['/api/docs', '/api/docs/'])(
    '%s answers HTML that loads every script from a file',
    async (start) => {
      const client = t.client();
      const { res, url } = await followRedirects(client, start);
      expect(res.status).toBe(200);
      expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
      const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes = '', code = ''] of scripts) {
        expect(code.trim()).toBe('');
        const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
        expect(src).toBeDefined();
        const script = await client.get(new URL(String(src), `http://localhost${url}`).pathname);
        expect(script.status, src).toBe(200);
        expect(String(script.headers['content-type']), src).toMatch(/^(application|text)\/javascript/);
      }
      expect(res.body).not.toMatch(/\son[a-z]+\s*=/i);
    },
  );

  // The docs plugin's own CSP (staticCSP: true) replaces the app's on /api/docs: it allows framing by the
  // same origin and always sends upgrade-insecure-requests, even when the app is served over plain HTTP.
  it("keeps the app's CSP on the docs page: not frameable, no upgrade to HTTPS over plain HTTP", async () => {
    const { res } = await followRedirects(t.client(), '/api/docs/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
