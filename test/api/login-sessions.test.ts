import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestResponse, testClock } from '../helpers/app.js';

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;
const COOKIE = 'vox_session';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: clock.now });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function sessionCookieLine(res: TestResponse, name = COOKIE): string {
  const line = res.setCookies.find((c) => c.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in ${JSON.stringify(res.setCookies)}`);
  return line;
}

/** The attributes of a Set-Cookie line, names lower-cased. */
function cookieAttributes(line: string): Map<string, string> {
  const [, ...attrs] = line.split(';');
  return new Map(
    attrs.map((a) => {
      const [k = '', ...v] = a.trim().split('=');
      return [k.toLowerCase(), v.join('=')];
    }),
  );
}

/** A request carrying exactly this cookie, from a browser that has no other. */
function withCookie(token: string | undefined, name = COOKIE) {
  if (!token) throw new Error('no token');
  return t.client().get('/api/user', { cookie: `${name}=${token}` });
}

async function signedOutClient(): Promise<{ client: TestClient; username: string; password: string }> {
  const owner = t.client();
  const { username, password } = await owner.register();
  return { client: t.client(), username, password };
}

describe('POST /api/login', () => {
  it('signs in and answers the user', async () => {
    const { client, username, password } = await signedOutClient();
    expect((await client.get('/api/user')).status).toBe(401);
    const res = await client.post('/api/login', { username, password });
    expect(res.status).toBe(200);
    expect(res.json.username).toBe(username);
    expect(res.json.firstName).toBe('Ada');
    expect(res.json).not.toHaveProperty('password');
    expect(res.json).not.toHaveProperty('securityAnswer');
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.json).toEqual(res.json);
  });

  it.each([
    ['username missing', { password: 'whatever1' }, 'username', 'Email is required'],
    ['username empty', { username: '', password: 'whatever1' }, 'username', 'Email is required'],
    ['username blank', { username: '   ', password: 'whatever1' }, 'username', 'Email is required'],
    ['password missing', { username: 'a@example.com' }, 'password', 'Password is required'],
    ['password empty', { username: 'a@example.com', password: '' }, 'password', 'Password is required'],
  ])('%s -> 400 "%s"', async (_name, body, field, message) => {
    const res = await t.client().post('/api/login', body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'VALIDATION_ERROR', message, fields: { [field]: message } });
  });

  it('reports both missing fields at once', async () => {
    const res = await t.client().post('/api/login', {});
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ username: 'Email is required', password: 'Password is required' });
  });

  it('answers a wrong password and an unknown account identically (401 INVALID_CREDENTIALS)', async () => {
    const { username } = await signedOutClient();
    const wrong = await t.client().post('/api/login', { username, password: 'not the password' });
    const unknown = await t
      .client()
      .post('/api/login', { username: `nobody-${Date.now()}@example.com`, password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ error: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(unknown.body).toBe(wrong.body);
    const headerNames = (r: TestResponse) =>
      Object.keys(r.headers)
        .filter((h) => !['date', 'x-request-id'].includes(h))
        .sort();
    expect(headerNames(unknown)).toEqual(headerNames(wrong));
    expect(wrong.setCookies).toEqual([]);
    expect(unknown.setCookies).toEqual([]);
  });

  it('a failed login leaves an existing session of the browser alone', async () => {
    const client = t.client();
    const { username } = await client.register();
    const res = await client.post('/api/login', { username, password: 'not the password' });
    expect(res.status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('rotates the session: a new token at login, and the pre-login cookie no longer works', async () => {
    const client = t.client();
    const { username, password } = await client.register();
    const before = client.cookies.get(COOKIE);
    expect(before).toBeDefined();

    const res = await client.post('/api/login', { username, password });
    expect(res.status).toBe(200);
    const after = client.cookies.get(COOKIE);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);

    expect((await client.get('/api/user')).status).toBe(200);
    const replay = await withCookie(before);
    expect(replay.status).toBe(401);
    expect(replay.json.error).toBe('UNAUTHORIZED');
    expect((await withCookie(after)).status).toBe(200);
  });

  it('each login makes a separate session: two browsers stay signed in side by side', async () => {
    const { username, password } = await signedOutClient();
    const a = t.client();
    const b = t.client();
    expect((await a.post('/api/login', { username, password })).status).toBe(200);
    expect((await b.post('/api/login', { username, password })).status).toBe(200);
    expect(a.cookies.get(COOKIE)).not.toBe(b.cookies.get(COOKIE));
    expect((await a.get('/api/user')).status).toBe(200);
    expect((await b.get('/api/user')).status).toBe(200);
  });

  it('sets an HttpOnly, SameSite=Lax, Path=/ cookie that lasts 30 days', async () => {
    const { client, username, password } = await signedOutClient();
    const res = await client.post('/api/login', { username, password });
    const line = sessionCookieLine(res);
    const attrs = cookieAttributes(line);
    expect(attrs.has('httponly')).toBe(true);
    expect(attrs.get('samesite')).toBe('Lax');
    expect(attrs.get('path')).toBe('/');
    expect(attrs.get('max-age')).toBe(String(30 * 24 * 3600));
    expect(attrs.has('secure')).toBe(false);
    expect(attrs.has('domain')).toBe(false);
    // The token is long and random (base64url of 32 bytes), not something derived from the account.
    const token = client.cookies.get(COOKIE) ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toContain(username.split('@')[0]);
  });

  it('rememberMe: true is the default, rememberMe: false gives a browser-session cookie (no Max-Age)', async () => {
    const { username, password } = await signedOutClient();
    const remembered = await t.client().post('/api/login', { username, password, rememberMe: true });
    expect(cookieAttributes(sessionCookieLine(remembered)).get('max-age')).toBe(String(30 * 24 * 3600));

    const client = t.client();
    const res = await client.post('/api/login', { username, password, rememberMe: false });
    expect(res.status).toBe(200);
    const attrs = cookieAttributes(sessionCookieLine(res));
    expect(attrs.has('max-age')).toBe(false);
    expect(attrs.has('expires')).toBe(false);
    expect(attrs.has('httponly')).toBe(true);
    expect(attrs.get('samesite')).toBe('Lax');
    expect((await client.get('/api/user')).status).toBe(200);

    // When the server slides the idle window it does not turn the cookie into a persistent one.
    clock.advance(2 * HOUR);
    const later = await client.get('/api/user');
    expect(later.status).toBe(200);
    expect(later.setCookies.filter((c) => /max-age=[1-9]/i.test(c))).toEqual([]);
  });

  it('refuses rememberMe that is not a boolean', async () => {
    const res = await t
      .client()
      .post('/api/login', { username: 'a@example.com', password: 'x', rememberMe: 'yes' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields)).toEqual(['rememberMe']);
  });

  describe('attempt limits', () => {
    it('after 10 wrong passwords for one account from one IP answers 429 with Retry-After, even for the right password', {
      timeout: 60_000,
    }, async () => {
      const { username, password } = await signedOutClient();
      const ip = '10.99.1.1';
      for (let i = 0; i < 10; i++) {
        const res = await t.client(ip).post('/api/login', { username, password: `wrong-${i}` });
        expect(res.status, `attempt ${i + 1}`).toBe(401);
      }
      const blocked = await t.client(ip).post('/api/login', { username, password: 'wrong-again' });
      expect(blocked.status).toBe(429);
      expect(blocked.json.error).toBe('TOO_MANY_REQUESTS');
      expect(blocked.json.message).toMatch(
        /^Too many attempts\. Please try again in [\d,]+ (seconds?|minutes?)\.$/,
      );
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);

      const client = t.client(ip);
      const right = await client.post('/api/login', { username, password });
      expect(right.status).toBe(429);
      expect(right.headers['retry-after']).toBeDefined();
      expect(right.setCookies).toEqual([]);
      expect((await client.get('/api/user')).status).toBe(401);

      // The same account from another IP, and another account from the blocked IP, still sign in.
      const elsewhere = await t.client('10.99.1.2').post('/api/login', { username, password });
      expect(elsewhere.status).toBe(200);
      const other = await signedOutClient();
      const otherLogin = await t
        .client(ip)
        .post('/api/login', { username: other.username, password: other.password });
      expect(otherLogin.status).toBe(200);
    });

    it('counts the account in any spelling of its e-mail', async () => {
      const { username, password } = await signedOutClient();
      const ip = '10.99.2.1';
      for (let i = 0; i < 10; i++) {
        const spelling = i % 2 ? username.toUpperCase() : ` ${username} `;
        expect(
          (await t.client(ip).post('/api/login', { username: spelling, password: 'nope-nope' })).status,
        ).toBe(401);
      }
      expect((await t.client(ip).post('/api/login', { username, password })).status).toBe(429);
    });

    it('a successful login clears the per-account counter', { timeout: 60_000 }, async () => {
      const { username, password } = await signedOutClient();
      const ip = '10.99.3.1';
      for (let i = 0; i < 9; i++) {
        expect((await t.client(ip).post('/api/login', { username, password: 'nope-nope' })).status).toBe(401);
      }
      expect((await t.client(ip).post('/api/login', { username, password })).status).toBe(200);
      // Without the reset the second of these would already be refused.
      for (let i = 0; i < 10; i++) {
        const res = await t.client(ip).post('/api/login', { username, password: 'nope-nope' });
        expect(res.status, `attempt ${i + 1} after success`).toBe(401);
      }
      expect((await t.client(ip).post('/api/login', { username, password: 'nope-nope' })).status).toBe(429);
    });

    it('limits unknown accounts the same way', async () => {
      const ip = '10.99.4.1';
      const username = `ghost-${Date.now()}@example.com`;
      for (let i = 0; i < 10; i++) {
        expect((await t.client(ip).post('/api/login', { username, password: 'nope-nope' })).status).toBe(401);
      }
      expect((await t.client(ip).post('/api/login', { username, password: 'nope-nope' })).status).toBe(429);
    });
  });
});

describe('POST /api/logout', () => {
  it('ends the session: the old cookie is dead afterwards', async () => {
    const client = t.client();
    await client.register();
    const token = client.cookies.get(COOKIE);
    const res = await client.post('/api/logout');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'You have been successfully logged out' });
    const cleared = sessionCookieLine(res);
    expect(cleared).toMatch(/^vox_session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect(client.cookies.has(COOKIE)).toBe(false);

    expect((await client.get('/api/user')).status).toBe(401);
    const replay = await withCookie(token);
    expect(replay.status).toBe(401);
    expect(replay.json).toEqual({ error: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  });

  it('ends only this browser’s session', async () => {
    const { username, password } = await signedOutClient();
    const a = t.client();
    const b = t.client();
    await a.post('/api/login', { username, password });
    await b.post('/api/login', { username, password });
    expect((await a.post('/api/logout')).status).toBe(200);
    expect((await a.get('/api/user')).status).toBe(401);
    expect((await b.get('/api/user')).status).toBe(200);
  });

  it('works when signed out, and with an unknown cookie', async () => {
    const res = await t.client().post('/api/logout');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'You have been successfully logged out' });
    const stale = await t.client().post('/api/logout', undefined, { cookie: `${COOKIE}=not-a-real-token` });
    expect(stale.status).toBe(200);
    expect(stale.json.success).toBe(true);
  });

  it('accepts a JSON body as well', async () => {
    const client = t.client();
    await client.register();
    const res = await client.post('/api/logout', {});
    expect(res.status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);
  });
});

describe('GET /api/user', () => {
  it('answers 401 UNAUTHORIZED with a message when signed out, not cached', async () => {
    const res = await t.client().get('/api/user');
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is Cache-Control: no-store when signed in', async () => {
    const client = t.client();
    await client.register();
    const res = await client.get('/api/user');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 for a forged or unknown token and tells the browser to drop it', async () => {
    for (const token of ['forged', 'A'.repeat(43), '']) {
      const res = await t.client().get('/api/user', { cookie: `${COOKIE}=${token}` });
      expect(res.status).toBe(401);
      expect(res.json.error).toBe('UNAUTHORIZED');
    }
    const res = await t.client().get('/api/user', { cookie: `${COOKIE}=forged` });
    expect(sessionCookieLine(res)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
  });
});

describe('idle sessions', () => {
  it('a session idle for more than 30 days is dead', async () => {
    const client = t.client();
    await client.register();
    const token = client.cookies.get(COOKIE);
    clock.advance(30 * DAY + 60_000);
    const res = await client.get('/api/user');
    expect(res.status).toBe(401);
    expect(res.json.error).toBe('UNAUTHORIZED');
    // The session is gone for good, not only too old for now.
    expect((await withCookie(token)).status).toBe(401);
  });

  it('a session idle for just under 30 days is alive', async () => {
    const client = t.client();
    await client.register();
    clock.advance(30 * DAY - 60_000);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('activity within the window keeps it alive (20 days, request, 20 days)', async () => {
    const client = t.client();
    await client.register();
    clock.advance(20 * DAY);
    const first = await client.get('/api/user');
    expect(first.status).toBe(200);
    // The persistent cookie slides with the server-side window.
    expect(cookieAttributes(sessionCookieLine(first)).get('max-age')).toBe(String(30 * 24 * 3600));
    clock.advance(20 * DAY);
    expect((await client.get('/api/user')).status).toBe(200);
    clock.advance(20 * DAY);
    expect((await client.get('/api/user')).status).toBe(200);
    clock.advance(31 * DAY);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('any API request counts as activity, not only GET /api/user', async () => {
    const client = t.client();
    await client.register();
    clock.advance(20 * DAY);
    expect((await client.get('/api/user/settings')).status).toBe(200);
    clock.advance(20 * DAY);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('after an idle expiry, signing in again gives a fresh session', async () => {
    const client = t.client();
    const { username, password } = await client.register();
    clock.advance(31 * DAY);
    expect((await client.get('/api/user')).status).toBe(401);
    // Logging in again works and gives a fresh session.
    const login = await client.post('/api/login', { username, password });
    expect(login.status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(200);
  });
});

describe('over HTTPS (secureCookies)', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await startTestApp({ config: { secureCookies: true }, database: t.database, clock: clock.now });
  });
  afterAll(async () => {
    await secure?.close();
  });

  it('names the cookie __Host-vox_session and marks it Secure', async () => {
    const client = secure.client();
    const res = await client.post('/api/register', {
      username: `secure-${Date.now()}@example.com`,
      password: 'correct horse battery',
      securityQuestion: 'What was your childhood nickname?',
      securityAnswer: 'Bean',
    });
    expect(res.status).toBe(201);
    expect(res.setCookies.some((c) => c.startsWith(`${COOKIE}=`))).toBe(false);
    const line = sessionCookieLine(res, '__Host-vox_session');
    const attrs = cookieAttributes(line);
    expect(attrs.has('secure')).toBe(true);
    expect(attrs.has('httponly')).toBe(true);
    expect(attrs.get('samesite')).toBe('Lax');
    expect(attrs.get('path')).toBe('/');
    expect(attrs.has('domain')).toBe(false);
    expect(attrs.get('max-age')).toBe(String(30 * 24 * 3600));

    expect((await client.get('/api/user')).status).toBe(200);
    // The plain name is not read when the server runs with secure cookies.
    const token = client.cookies.get('__Host-vox_session');
    const plain = await secure.client().get('/api/user', { cookie: `${COOKIE}=${token}` });
    expect(plain.status).toBe(401);

    const logout = await client.post('/api/logout');
    const cleared = sessionCookieLine(logout, '__Host-vox_session');
    expect(cookieAttributes(cleared).has('secure')).toBe(true);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('sends HSTS', async () => {
    const res = await secure.client().get('/api/user');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('the signed-in hint cookie', () => {
  const HINT = 'vox_signed_in';

  it('comes with the session, readable by the page and holding no secret, and goes with it', async () => {
    const { client, username, password } = await signedOutClient();
    const res = await client.post('/api/login', { username, password });
    const line = sessionCookieLine(res, HINT);
    expect(line.startsWith(`${HINT}=1;`)).toBe(true);
    const attrs = cookieAttributes(line);
    expect(attrs.has('httponly')).toBe(false);
    expect(attrs.get('samesite')).toBe('Lax');
    expect(attrs.get('path')).toBe('/');

    const logout = await client.post('/api/logout');
    expect(sessionCookieLine(logout, HINT)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect(client.cookies.has(HINT)).toBe(false);
  });

  it('is set again by a page load that carries a session cookie but not the hint, and never for a guest', async () => {
    const owner = t.client();
    await owner.register();
    const token = owner.cookies.get(COOKIE);
    const page = await t.client().get('/profile', { cookie: `${COOKIE}=${token}` });
    expect(sessionCookieLine(page, HINT).startsWith(`${HINT}=1;`)).toBe(true);
    const api = await t.client().get('/api/user', { cookie: `${COOKIE}=${token}` });
    expect(api.status).toBe(200);
    expect(sessionCookieLine(api, HINT).startsWith(`${HINT}=1;`)).toBe(true);

    const withHint = await t.client().get('/profile', { cookie: `${COOKIE}=${token}; ${HINT}=1` });
    expect(withHint.setCookies.some((c) => c.startsWith(`${HINT}=`))).toBe(false);
    const guest = await t.client().get('/profile');
    expect(guest.setCookies).toEqual([]);
  });

  it('is cleared with a session cookie the server no longer knows', async () => {
    const res = await t.client().get('/api/user', { cookie: `${COOKIE}=not-a-session; ${HINT}=1` });
    expect(res.status).toBe(401);
    expect(sessionCookieLine(res, HINT)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
  });
});
