import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetHeaders } from '../../src/server/http/security.js';
import { startTestApp, type TestApp, type TestResponse } from '../helpers/app.js';
import { expectError } from '../helpers/http-assertions.js';

// One database; a second app on it is configured as if served at https://voxpert.example.
let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  https = await startTestApp({
    database: t.database,
    config: { PUBLIC_URL: 'https://voxpert.example', secureCookies: true },
  });
}, 60_000);
afterAll(async () => {
  await https?.close();
  await t?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const crossSiteMessage = 'This request came from another site and was refused. Please use Voxpert directly.';

/** A sample of answers: success, validation error, 401, unknown path, non-API 404, refused media type. */
async function sampleAnswers(app: TestApp): Promise<[string, TestResponse][]> {
  const c = app.client();
  return [
    ['GET /healthz', await c.get('/healthz')],
    ['GET /', await c.get('/')],
    ['GET /api/user', await c.get('/api/user')],
    ['POST /api/login', await c.post('/api/login', {})],
    ['GET /api/nope', await c.get('/api/nope')],
    ['POST text/plain', await c.request('POST', '/api/login', 'x', { 'content-type': 'text/plain' })],
    ['POST cross-site', await c.post('/api/login', {}, { origin: 'https://evil.example' })],
    ['GET /api/openapi.json', await c.get('/api/openapi.json')],
  ];
}

describe('request ids', () => {
  it('puts a generated x-request-id on every answer, a new one each time', async () => {
    const answers = await sampleAnswers(t);
    const ids = answers.map(([, res]) => String(res.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(['abc-123', 'A.b_c-9', 'x'.repeat(64)])('echoes a plain incoming id %s', async (id) => {
    const res = await t.client().get('/healthz', { 'x-request-id': id });
    expect(res.headers['x-request-id']).toBe(id);
    const refused = await t.client().post('/api/login', {}, { 'x-request-id': id });
    expect(refused.headers['x-request-id']).toBe(id);
  });

  it.each(['x'.repeat(65), '<script>', 'a b', 'id;drop', 'ünïcode', '../etc/passwd'])(
    'replaces the unsafe incoming id %j with a UUID',
    async (id) => {
      const res = await t.client().get('/healthz', { 'x-request-id': id });
      expect(res.headers['x-request-id']).toMatch(UUID);
    },
  );
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff and no HSTS on every answer over plain HTTP', async () => {
    for (const [what, res] of await sampleAnswers(t)) {
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '));
      expect(scriptSrc?.trim(), what).toBe("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp, what).toContain("frame-ancestors 'none'");
      expect(csp, what).toContain("object-src 'none'");
      expect(csp, what).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
      expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], what).toBeUndefined();
    }
  });

  it('sends a Permissions-Policy: the microphone and autoplay for this site only, the rest off', async () => {
    for (const [what, res] of [...(await sampleAnswers(t)), ...(await sampleAnswers(https))]) {
      const policy = Object.fromEntries(
        String(res.headers['permissions-policy'])
          .split(',')
          .map((item) => item.trim().split('=')),
      );
      expect(policy.microphone, what).toBe('(self)');
      expect(policy.autoplay, what).toBe('(self)');
      for (const feature of ['camera', 'geolocation', 'payment', 'usb', 'display-capture', 'serial']) {
        expect(policy[feature], `${what}: ${feature}`).toBe('()');
      }
    }
  });

  it('sends HSTS and upgrade-insecure-requests when served over HTTPS', async () => {
    for (const [what, res] of await sampleAnswers(https)) {
      expect(res.headers['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
      expect(String(res.headers['content-security-policy']), what).toContain('upgrade-insecure-requests');
    }
  });

  it('marks every /api answer Cache-Control: no-store, signed in or not', async () => {
    const client = t.client();
    const answers = (await sampleAnswers(t)).filter(
      ([what]) => what.includes('/api/') || what.startsWith('POST'),
    );
    await client.register();
    answers.push(['GET /api/user signed in', await client.get('/api/user')]);
    answers.push(['GET /api/user/settings signed in', await client.get('/api/user/settings')]);
    expect(answers.find(([what]) => what === 'GET /api/user signed in')?.[1].status).toBe(200);
    for (const [what, res] of answers) expect(res.headers['cache-control'], what).toBe('no-store');
  });

  it('sends every security header, the request id and no-store on an event stream too', async () => {
    const client = t.client();
    const res = await client.post('/api/chat/stream', { message: 'Hello there', category: 'science' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(res.headers['permissions-policy'])).toContain('microphone=(self)');
  });

  it('sends the same helmet headers as helmet itself, the same on every answer', async () => {
    const reference = helmetHeaders({ hsts: false, crossOriginEmbedderPolicy: false });
    const names = reference
      .map(([name]) => name)
      .filter((name) => name !== 'content-security-policy' && name !== 'referrer-policy');
    expect(names).toEqual(
      expect.arrayContaining(['x-content-type-options', 'x-frame-options', 'cross-origin-opener-policy']),
    );
    for (const [what, res] of await sampleAnswers(t)) {
      for (const name of names) {
        expect(res.headers[name], `${what}: ${name}`).toBe(reference.find(([n]) => n === name)?.[1]);
      }
    }
  });
});

describe('cross-site check on state-changing requests', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin null (sandboxed frame, data: URL)', { origin: 'null' }],
    ['an Origin that is not a URL', { origin: 'not a url' }],
    ['Sec-Fetch-Site cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    [
      'a foreign Origin with a same-origin Sec-Fetch-Site',
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    ],
  ])('refuses %s with 403 CROSS_SITE_REQUEST', async (_what, headers) => {
    const res = await t.client().post('/api/login', { username: 'a@example.com', password: 'x' }, headers);
    expectError(res, 403, 'CROSS_SITE_REQUEST', crossSiteMessage);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('refuses a cross-site %s too', async (method) => {
    const res = await t.client().request(method, '/api/user', {}, { origin: 'https://evil.example' });
    expectError(res, 403, 'CROSS_SITE_REQUEST', crossSiteMessage);
  });

  it('refuses before anything changes: a cross-site registration creates no account', async () => {
    const account = {
      username: `csrf-${Date.now()}@example.com`,
      password: 'correct horse battery',
      securityQuestion: 'What was the name of your first pet?',
      securityAnswer: 'Biscuit',
    };
    const client = t.client();
    expectError(
      await client.post('/api/register', account, { origin: 'https://evil.example' }),
      403,
      'CROSS_SITE_REQUEST',
    );
    expect(client.cookies.size).toBe(0);
    expect((await client.post('/api/register', account)).status).toBe(201);
  });

  it.each([
    ['the Host the browser reached', { host: 'voxpert.test', origin: 'http://voxpert.test' }],
    ['the Host with a port', { host: 'voxpert.test:5000', origin: 'http://voxpert.test:5000' }],
    ['a landing subdomain of the Host', { host: 'voxpert.test', origin: 'http://my.voxpert.test' }],
    ['no Origin and no Sec-Fetch-Site (curl, scripts)', {}],
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site none (typed by the user)', { 'sec-fetch-site': 'none' }],
  ])('lets a request from %s through', async (_what, headers) => {
    const res = await t.client().post('/api/login', {}, headers);
    expectError(res, 400, 'VALIDATION_ERROR', 'Email is required');
  });

  it.each([
    'https://voxpert.example',
    'https://voxpert.example:443',
    'https://my.voxpert.example',
    'https://your.voxpert.example',
    'https://mentor.voxpert.example',
  ])('lets Origin %s through when PUBLIC_URL is https://voxpert.example', async (origin) => {
    const res = await https
      .client()
      .post('/api/login', { username: 'nobody@example.com', password: 'x' }, { origin });
    expectError(res, 401, 'INVALID_CREDENTIALS', 'Invalid email or password');
  });

  it.each([
    'https://voxpert.example.evil.example',
    'https://evilvoxpert.example',
    'https://other.voxpert.example',
    'https://my.my.voxpert.example',
    'https://my.evil.example',
    'https://voxpert.example:8443',
    'http://voxpert.example',
    'http://my.voxpert.example',
    'ws://voxpert.example',
  ])('refuses the look-alike Origin %s', async (origin) => {
    const res = await https.client().post('/api/login', {}, { origin });
    expectError(res, 403, 'CROSS_SITE_REQUEST', crossSiteMessage);
  });

  it.each([
    ['another scheme', { host: 'voxpert.test', origin: 'https://voxpert.test' }],
    ['another port', { host: 'voxpert.test:5000', origin: 'http://voxpert.test:5001' }],
    ['the default port of another scheme', { host: 'voxpert.test', origin: 'https://voxpert.test:80' }],
    ['a landing subdomain with another scheme', { host: 'voxpert.test', origin: 'https://my.voxpert.test' }],
  ])('refuses the Host the browser reached with %s', async (_what, headers) => {
    expectError(await t.client().post('/api/login', {}, headers), 403, 'CROSS_SITE_REQUEST');
  });

  it('with an https PUBLIC_URL, refuses http:// on the Host the browser reached (a proxy speaks HTTP to us)', async () => {
    const headers = { host: 'voxpert.example', origin: 'http://voxpert.example' };
    expectError(await https.client().post('/api/login', {}, headers), 403, 'CROSS_SITE_REQUEST');
    const other = { host: 'internal.example:5000', origin: 'https://internal.example:5000' };
    expectError(await https.client().post('/api/login', {}, other), 400, 'VALIDATION_ERROR');
  });

  it('never refuses a GET or HEAD, whatever its origin', async () => {
    const headers = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const client = t.client();
    expectError(await client.get('/api/user', headers), 401, 'UNAUTHORIZED', 'Please sign in to continue.');
    expect((await client.get('/healthz', headers)).status).toBe(200);
    expect((await client.get('/api/openapi.json', headers)).status).toBe(200);
    expect((await client.request('HEAD', '/healthz', undefined, headers)).status).toBe(200);
  });
});
