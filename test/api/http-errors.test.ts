import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../../src/server/app.js';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.js';
import { expectError, expectErrorShape } from '../helpers/http-assertions.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const json = { 'content-type': 'application/json' };
const badRequest = 'The request could not be understood. Please check what was sent.';
const unsupported = 'Send the request body as JSON (application/json) or multipart/form-data.';
const notAnObject = 'The request body is missing or is not a JSON object.';

describe('error answers', () => {
  it('answers a validation failure with 400 and the field messages', async () => {
    const res = await t.client().post('/api/login', {});
    expectError(res, 400, 'VALIDATION_ERROR', 'Email is required');
    expect(res.json.fields).toEqual({ username: 'Email is required', password: 'Password is required' });
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const res = await t.client().request('POST', '/api/login', '{"username": "a@example.com",', json);
    expectError(res, 400, 'BAD_REQUEST', badRequest);
    expect(res.json.fields).toBeUndefined();
  });

  it('answers a JSON body over 256 KB with 413 PAYLOAD_TOO_LARGE', async () => {
    expect(JSON_BODY_LIMIT).toBe(256 * 1024);
    const over = { username: 'a@example.com', password: 'x'.repeat(JSON_BODY_LIMIT) };
    expectError(
      await t.client().post('/api/login', over),
      413,
      'PAYLOAD_TOO_LARGE',
      'The request is too large.',
    );
    // Just under the limit is read and validated instead.
    const under = { username: 'a@example.com', password: 'x'.repeat(JSON_BODY_LIMIT - 100) };
    expectError(await t.client().post('/api/login', under), 400, 'VALIDATION_ERROR');
  });

  it.each([
    ['text/plain', 'username=a@example.com'],
    ['text/plain; charset=utf-8', '{"username":"a@example.com","password":"x"}'],
    ['application/x-www-form-urlencoded', 'username=a%40example.com&password=x'],
    [
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--xyz--',
    ],
    ['application/xml', '<login/>'],
  ])('refuses a %s body with 415 UNSUPPORTED_MEDIA_TYPE', async (type, body) => {
    const res = await t.client().request('POST', '/api/login', body, { 'content-type': type });
    expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', unsupported);
  });

  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers %s on an unknown /api path with a JSON 404',
    async (method) => {
      const client = t.client();
      const res = await client.request(method, '/api/no-such-thing?x=1', method === 'POST' ? {} : undefined);
      expectError(res, 404, 'NOT_FOUND', `No such path: ${method} /api/no-such-thing`);
      expectError(await client.request(method, '/api'), 404, 'NOT_FOUND', `No such path: ${method} /api`);
    },
  );
});

type Row = { name: string; body: string | Buffer; type?: string; expect: 'invalid' | [number, string] };

const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const raw = (name: string, body: string | Buffer): Row => ({ name, body, expect: [400, 'BAD_REQUEST'] });
const value = (name: string, v: unknown): Row => ({ name, body: JSON.stringify(v), expect: 'invalid' });

/** Bodies no endpoint accepts. 'invalid' means 400 VALIDATION_ERROR (a body-less endpoint takes any JSON). */
const garbage: Row[] = [
  raw('truncated object', '{"username":'),
  raw('missing value', '{"username":}'),
  raw('single quotes', "{'username':'a@example.com'}"),
  raw('bare word', 'undefined'),
  raw('NaN', 'NaN'),
  raw('trailing junk', '{"username":"a@example.com"} and more'),
  raw('unterminated string', '"abc'),
  raw('NUL byte', '\u0000'),
  raw('empty body', ''),
  // Undecodable bytes are read as U+FFFD, so this is the object {"\ufffd\ufffd": 1}.
  {
    name: 'invalid UTF-8',
    body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    expect: 'invalid',
  },
  raw('__proto__ key', '{"__proto__":{"isAdmin":true},"username":"a@example.com"}'),
  raw('constructor.prototype key', '{"constructor":{"prototype":{"isAdmin":true}}}'),
  { name: 'null', body: 'null', expect: 'invalid' },
  value('empty array', []),
  value('array of objects', [{ username: 'a@example.com', password: 'secret-password' }]),
  value('number', 42),
  { name: 'huge number', body: '-1e999', expect: 'invalid' },
  value('string', 'a@example.com'),
  value('boolean', true),
  { name: 'deeply nested arrays', body: deep(20_000), expect: 'invalid' },
  value('nulls', { username: null, password: null, notificationsEnabled: null }),
  value('wrong types', {
    username: 123,
    password: true,
    notificationsEnabled: 'yes',
    enableTranscriptions: 1,
  }),
  value('arrays for strings', { username: ['a@example.com'], password: ['x'], securityAnswer: ['y'] }),
  value('operator objects', { username: { $ne: '' }, password: { $gt: '' }, timeZone: { $ne: null } }),
  value('huge strings', {
    username: 'not-an-email',
    password: 'x'.repeat(5000),
    newPassword: 'x'.repeat(5000),
    securityQuestion: 'q'.repeat(5000),
    securityAnswer: 'a'.repeat(5000),
    notificationsEnabled: 'x'.repeat(1000),
  }),
  value('huge username', { username: `${'a'.repeat(200_000)}@example.com`, notificationsEnabled: [] }),
  {
    name: 'nested structure',
    body: `{"username":${deep(5000)},"timeZone":{"a":{"b":{"c":[]}}}}`,
    expect: 'invalid',
  },
  value('settings of wrong types', {
    notificationsEnabled: 'true',
    timeZone: 5,
    genderPreference: 'robot',
    onboardingCompleted: 'yes',
  }),
  value('blank strings', { username: '   ', password: '', securityAnswer: ' ', notificationsEnabled: '' }),
  {
    name: 'JSON over 256 KB',
    body: JSON.stringify({ username: 'x'.repeat(300_000) }),
    expect: [413, 'PAYLOAD_TOO_LARGE'],
  },
  ...['text/plain', 'application/x-www-form-urlencoded', 'text/html', 'application/octet-stream'].map(
    (type): Row => ({
      name: type,
      body: '{"username":"a@example.com"}',
      type,
      expect: [415, 'UNSUPPORTED_MEDIA_TYPE'],
    }),
  ),
];

const postEndpoints = [
  '/api/register',
  '/api/login',
  '/api/logout',
  '/api/user/settings',
  '/api/user/notification-settings',
  '/api/verify-security-question',
  '/api/reset-password',
];

async function sendAll(client: TestClient, url: string) {
  const answers = [];
  for (const row of garbage) {
    const res = await client.request('POST', url, row.body, {
      'content-type': row.type ?? 'application/json',
    });
    if (res.status >= 400) expectErrorShape(res);
    // A 2xx is recorded by its success flag (logout), an error by its code.
    answers.push({
      row: row.name,
      status: res.status,
      error: res.status < 400 ? res.json?.success : res.json?.error,
    });
  }
  return answers;
}

function expected(url: string) {
  return garbage.map((row) => {
    if (row.expect !== 'invalid') return { row: row.name, status: row.expect[0], error: row.expect[1] };
    // Logout reads no body: anything that parses as JSON signs out.
    if (url === '/api/logout') return { row: row.name, status: 200, error: true };
    return { row: row.name, status: 400, error: 'VALIDATION_ERROR' };
  });
}

describe('garbage input never causes a 500', () => {
  it.each(postEndpoints)('POST %s answers every malformed body with a 4xx error', async (url) => {
    expect(await sendAll(t.client(), url)).toEqual(expected(url));
  });

  it.each(['/api/user/settings', '/api/user/notification-settings'])(
    'POST %s refuses the same bodies when signed in, and leaves the settings alone',
    async (url) => {
      const client = t.client();
      await client.register();
      const before = await client.get('/api/user/settings');
      expect(await sendAll(client, url)).toEqual(expected(url));
      expect((await client.get('/api/user/settings')).json).toEqual(before.json);
      const mars = await client.post('/api/user/settings', { timeZone: 'Mars/Olympus_Mons' });
      expectError(mars, 400, 'VALIDATION_ERROR', 'Unknown time zone');
      expect(mars.json.fields).toEqual({ timeZone: 'Unknown time zone' });
    },
  );

  it('answers a non-object body with a message saying so', async () => {
    const res = await t.client().request('POST', '/api/register', '[1,2,3]', json);
    expectError(res, 400, 'VALIDATION_ERROR', notAnObject);
    expect(res.json.fields).toEqual({ _: notAnObject });
  });

  // Postgres text cannot hold U+0000; the request must be refused before it reaches the database.
  it('refuses text containing NUL characters with a 4xx, not a database error', async () => {
    const account = {
      password: 'correct horse battery',
      securityQuestion: 'What was the name of your first pet?',
      securityAnswer: 'Biscuit',
    };
    const requests: [string, string, Record<string, unknown>][] = [
      ['login username', '/api/login', { username: 'nul\u0000@example.com', password: 'secret-password' }],
      [
        'register question',
        '/api/register',
        { ...account, username: 'nul-q@example.com', securityQuestion: 'Q\u0000?' },
      ],
      [
        'register first name',
        '/api/register',
        { ...account, username: 'nul-f@example.com', firstName: 'Ada\u0000' },
      ],
      [
        'register last name',
        '/api/register',
        { ...account, username: 'nul-l@example.com', lastName: '\u0000' },
      ],
    ];
    const wrong = [];
    for (const [what, url, body] of requests) {
      const res = await t.client().post(url, body);
      if (res.status < 400 || res.status >= 500) wrong.push({ what, status: res.status, body: res.json });
      else expectErrorShape(res);
    }
    expect(wrong).toEqual([]);
  });
});
