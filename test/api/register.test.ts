import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

const ADMIN = 'boss@example.com';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { ADMIN_EMAILS: [ADMIN] } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const uniqueEmail = (prefix = 'reg') => `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

const validBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  gender: 'female',
  username: uniqueEmail(),
  password: 'correct horse battery',
  securityQuestion: 'What was the name of your first pet?',
  securityAnswer: 'Biscuit',
  ...overrides,
});

const userKeys = [
  'avatarLastUpdated',
  'avatarUrl',
  'createdAt',
  'features',
  'firstName',
  'gender',
  'id',
  'isAdmin',
  'lastName',
  'plan',
  'subscriptionExpiresAt',
  'subscriptionStatus',
  'subscriptionType',
  'trialAvailable',
  'username',
];

/** Every key of a JSON value, at any depth. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [k, ...allKeys(v)]);
  }
  return [];
}

/** Registers with a body and answers the response, from a fresh client (its own IP) unless one is given. */
async function registerWith(body: Record<string, unknown>, client = t.client()) {
  return client.post('/api/register', body);
}

describe('POST /api/register', () => {
  it('answers 201 with the public user, sets the session cookie and signs in', async () => {
    const client = t.client();
    const body = validBody();
    const res = await client.post('/api/register', body);
    expect(res.status).toBe(201);
    expect(Object.keys(res.json).sort()).toEqual(userKeys);
    expect(res.json).toMatchObject({
      username: body.username,
      firstName: 'Grace',
      lastName: 'Hopper',
      gender: 'female',
      isAdmin: false,
      subscriptionType: 'free',
      subscriptionStatus: 'inactive',
      subscriptionExpiresAt: null,
      avatarUrl: null,
      avatarLastUpdated: null,
      // Free: no early-access feature.
      features: [],
    });
    expect(Number.isInteger(res.json.id)).toBe(true);
    expect(Number.isNaN(Date.parse(res.json.createdAt))).toBe(false);

    const cookieLine = res.setCookies.find((c) => c.startsWith('vox_session='));
    expect(cookieLine).toBeDefined();
    expect(client.cookies.get('vox_session')).toMatch(/^[\w-]{40,}$/);

    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.json).toEqual(res.json);
  });

  it('never shows the password, the security answer, hashes or payment ids', async () => {
    const body = validBody({ password: 'unusual-Secret-4711', securityAnswer: 'Mister Whiskers' });
    const client = t.client();
    const res = await client.post('/api/register', body);
    expect(res.status).toBe(201);
    const me = await client.get('/api/user');
    for (const answer of [res, me]) {
      const keys = allKeys(answer.json).map((k) => k.toLowerCase());
      for (const forbidden of ['password', 'securityanswer', 'hash', 'stripe']) {
        expect(keys.filter((k) => k.includes(forbidden))).toEqual([]);
      }
      expect(answer.body).not.toContain('unusual-Secret-4711');
      expect(answer.body.toLowerCase()).not.toContain('mister whiskers');
      expect(answer.body).not.toContain('$argon2');
      expect(answer.body.toLowerCase()).not.toContain('stripe');
    }
  });

  it('stores the e-mail trimmed and lower-cased, and signs in with any spelling of it', async () => {
    const local = uniqueEmail('Mixed.Case');
    const typed = `  ${local.toUpperCase()}  `;
    const res = await registerWith(validBody({ username: typed }));
    expect(res.status).toBe(201);
    expect(res.json.username).toBe(local.toLowerCase());

    for (const spelling of [local.toLowerCase(), local.toUpperCase(), ` ${local} `]) {
      const login = await t
        .client()
        .post('/api/login', { username: spelling, password: 'correct horse battery' });
      expect(login.status).toBe(200);
      expect(login.json.username).toBe(local.toLowerCase());
    }
  });

  it('accepts the optional fields left out or empty', async () => {
    const res = await registerWith({
      username: uniqueEmail(),
      password: 'correct horse battery',
      securityQuestion: 'In what city were you born?',
      securityAnswer: 'Paris',
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ firstName: null, lastName: null, gender: null });

    const empty = await registerWith(validBody({ firstName: '', lastName: '', gender: '' }));
    expect(empty.status).toBe(201);
    expect(empty.json).toMatchObject({ firstName: null, lastName: null, gender: null });
  });

  it.each(['male', 'female', 'neutral'])('accepts gender %s', async (gender) => {
    const res = await registerWith(validBody({ gender }));
    expect(res.status).toBe(201);
    expect(res.json.gender).toBe(gender);
  });

  it('accepts a password of exactly 6 and of exactly 128 characters', async () => {
    const six = await registerWith(validBody({ password: 'zq7!kp' }));
    expect(six.status).toBe(201);
    const long = `${'Zq7!kp-x'.repeat(16)}`;
    expect(long).toHaveLength(128);
    const body = validBody({ password: long });
    const max = await registerWith(body);
    expect(max.status).toBe(201);
    const login = await t.client().post('/api/login', { username: body.username, password: long });
    expect(login.status).toBe(200);
  });

  describe('validation of the registration form', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['username missing', { username: undefined }, 'username', 'Email is required'],
      ['username empty', { username: '' }, 'username', 'Email is required'],
      ['username blank', { username: '   ' }, 'username', 'Email is required'],
      ['username not an e-mail', { username: 'not-an-email' }, 'username', 'Invalid email address'],
      ['username without domain', { username: 'someone@' }, 'username', 'Invalid email address'],
      [
        'username too long',
        { username: `${'a'.repeat(250)}@example.com` },
        'username',
        'Invalid email address',
      ],
      ['password missing', { password: undefined }, 'password', 'Password must be at least 6 characters'],
      ['password too short', { password: 'abc12' }, 'password', 'Password must be at least 6 characters'],
      ['password empty', { password: '' }, 'password', 'Password must be at least 6 characters'],
      [
        'password too long',
        { password: 'x'.repeat(129) },
        'password',
        'Password must be at most 128 characters',
      ],
      ['password123', { password: 'password123' }, 'password', 'This password is too common'],
      ['qwerty', { password: 'qwerty' }, 'password', 'This password is too common'],
      ['a common password in capitals', { password: 'LETMEIN' }, 'password', 'This password is too common'],
      [
        'question missing',
        { securityQuestion: undefined },
        'securityQuestion',
        'Security question is required',
      ],
      ['question empty', { securityQuestion: '' }, 'securityQuestion', 'Security question is required'],
      ['question blank', { securityQuestion: '  ' }, 'securityQuestion', 'Security question is required'],
      // A question of one's own would tell anyone who looks it up that the account exists.
      [
        'question not in the list',
        { securityQuestion: 'Who was your favourite teacher?' },
        'securityQuestion',
        'Choose one of the listed security questions',
      ],
      ['answer missing', { securityAnswer: undefined }, 'securityAnswer', 'Security answer is required'],
      ['answer empty', { securityAnswer: '' }, 'securityAnswer', 'Security answer is required'],
      ['answer blank', { securityAnswer: ' \t ' }, 'securityAnswer', 'Security answer is required'],
      ['first name too long', { firstName: 'x'.repeat(101) }, 'firstName', 'Must be at most 100 characters'],
      ['last name too long', { lastName: 'x'.repeat(101) }, 'lastName', 'Must be at most 100 characters'],
      [
        'question too long',
        { securityQuestion: 'q'.repeat(201) },
        'securityQuestion',
        'Must be at most 200 characters',
      ],
      [
        'answer too long',
        { securityAnswer: 'a'.repeat(201) },
        'securityAnswer',
        'Must be at most 200 characters',
      ],
    ];

    it.each(cases)('%s -> 400 with the field message', async (_name, override, field, message) => {
      const client = t.client();
      const body = validBody(override);
      const res = await client.post('/api/register', body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: 'VALIDATION_ERROR', message, fields: { [field]: message } });
      expect(res.setCookies).toEqual([]);
      expect((await client.get('/api/user')).status).toBe(401);
      // Nothing was created: the same address can still register.
      if (field !== 'username')
        expect((await registerWith(validBody({ username: body.username }))).status).toBe(201);
    });

    it('reports every invalid field at once', async () => {
      const res = await registerWith({});
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('VALIDATION_ERROR');
      expect(res.json.fields).toEqual({
        username: 'Email is required',
        password: 'Password must be at least 6 characters',
        securityQuestion: 'Security question is required',
        securityAnswer: 'Security answer is required',
      });
      expect(Object.values(res.json.fields)).toContain(res.json.message);
    });

    it.each(['other', 'not_specified', 'MALE', 'x'])('refuses gender %j', async (gender) => {
      const res = await registerWith(validBody({ gender }));
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.json.fields)).toEqual(['gender']);
      expect(res.json.fields.gender).toEqual(expect.any(String));
      expect(res.json.fields.gender.length).toBeGreaterThan(0);
    });

    it('refuses a body that is not a JSON object', async () => {
      const res = await registerWith([] as unknown as Record<string, unknown>);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('VALIDATION_ERROR');
    });
  });

  describe('an e-mail that already has an account', () => {
    it.each([
      ['the same address', (e: string) => e],
      ['in capitals', (e: string) => e.toUpperCase()],
      ['with surrounding whitespace', (e: string) => `  ${e}\t`],
      ['mixed case and whitespace', (e: string) => ` ${e.charAt(0).toUpperCase()}${e.slice(1)} `],
    ])('%s -> 409 USERNAME_TAKEN', async (_name, spell) => {
      const first = await t.client().register({ username: uniqueEmail() });
      const client = t.client();
      const res = await client.post('/api/register', validBody({ username: spell(first.username) }));
      expect(res.status).toBe(409);
      expect(res.json).toEqual({
        error: 'USERNAME_TAKEN',
        message: 'An account with this email already exists',
        fields: { username: 'An account with this email already exists' },
      });
      expect(res.setCookies).toEqual([]);
      expect((await client.get('/api/user')).status).toBe(401);
      // The existing account is untouched: its password still works, the new one does not.
      const login = await t
        .client()
        .post('/api/login', { username: first.username, password: first.password });
      expect(login.status).toBe(200);
      expect(login.json.firstName).toBe('Ada');
    });

    it('keeps the first of two simultaneous registrations of one address', async () => {
      const email = uniqueEmail('race');
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) => registerWith(validBody({ username: email, firstName: `N${i}` }))),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    });
  });

  it('registering while signed in replaces the old session', async () => {
    const client = t.client();
    await client.register();
    const before = client.cookies.get('vox_session');
    const second = await client.register();
    const after = client.cookies.get('vox_session');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const me = await client.get('/api/user');
    expect(me.json.username).toBe(second.username);
    const replay = await t.client().get('/api/user', { cookie: `vox_session=${before}` });
    expect(replay.status).toBe(401);
  });

  describe('ADMIN_EMAILS', () => {
    it('makes a listed address an admin when it registers, in any spelling', async () => {
      const client = t.client();
      const res = await client.post('/api/register', validBody({ username: ` ${ADMIN.toUpperCase()} ` }));
      expect(res.status).toBe(201);
      expect(res.json.username).toBe(ADMIN);
      expect(res.json.isAdmin).toBe(true);
      expect((await client.get('/api/user')).json.isAdmin).toBe(true);
    });

    it('does not make other addresses admins', async () => {
      const res = await registerWith(validBody({ username: `not-${ADMIN}` }));
      expect(res.status).toBe(201);
      expect(res.json.isAdmin).toBe(false);
    });
  });

  describe('registrations per IP', () => {
    it('allows 20 from one IP an hour, then answers 429 with Retry-After; other IPs are unaffected', {
      timeout: 60_000,
    }, async () => {
      const ip = '10.200.0.1';
      for (let i = 0; i < 20; i++) {
        const res = await registerWith(validBody(), t.client(ip));
        expect(res.status, `registration ${i + 1}`).toBe(201);
      }
      const body = validBody();
      const blocked = await registerWith(body, t.client(ip));
      expect(blocked.status).toBe(429);
      expect(blocked.json.error).toBe('TOO_MANY_REQUESTS');
      expect(blocked.json.message).toMatch(
        /^Too many attempts\. Please try again in [\d,]+ (seconds?|minutes?)\.$/,
      );
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(blocked.setCookies).toEqual([]);

      // The refused registration created nothing, and another IP can still register (that address too).
      const other = await registerWith(body, t.client('10.200.0.2'));
      expect(other.status).toBe(201);
    });
  });
});
