import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityQuestions } from '../../src/contract/accounts.js';
import { users } from '../../src/server/db/schema/index.js';
import { startTestApp, type TestApp, type TestResponse } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const RESET_FAILED = { error: 'RESET_FAILED', message: 'The security answer does not match our records' };
const RESET_OK = {
  success: true,
  message: 'Your password has been reset. You can now log in with your new password.',
};
const NEW_PASSWORD = 'brand new Passphrase 9';

let counter = 0;
const unknownEmail = () => `nobody-${Date.now().toString(36)}-${++counter}@example.com`;
let ipCounter = 0;
/** An IP no other test uses, for tests that exhaust per-IP limits. */
const freshIp = () => `10.150.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const headerNames = (r: TestResponse) =>
  Object.keys(r.headers)
    .filter((h) => !['date', 'x-request-id'].includes(h))
    .sort();

async function account(overrides: Record<string, unknown> = {}) {
  return t.client().register(overrides);
}

describe('POST /api/verify-security-question', () => {
  it('answers the question of a known e-mail, in any spelling of it', async () => {
    const { username } = await account({ securityQuestion: 'What is your favourite book?' });
    for (const spelling of [username, username.toUpperCase(), `  ${username} `]) {
      const res = await t.client().post('/api/verify-security-question', { username: spelling });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ securityQuestion: 'What is your favourite book?' });
    }
  });

  it('answers real and unknown e-mails alike: the same status, headers and shape, a question from the list', async () => {
    const answers: TestResponse[] = [];
    for (const securityQuestion of securityQuestions) {
      const { username } = await account({ securityQuestion });
      const real = await t.client().post('/api/verify-security-question', { username });
      expect(real.json).toEqual({ securityQuestion });
      answers.push(
        real,
        await t.client().post('/api/verify-security-question', { username: unknownEmail() }),
      );
    }
    const [first] = answers;
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(Object.keys(res.json)).toEqual(['securityQuestion']);
      expect(securityQuestions as readonly string[]).toContain(res.json.securityQuestion);
      expect(headerNames(res)).toEqual(headerNames(first as TestResponse));
      expect(res.headers['content-type']).toBe(first?.headers['content-type']);
    }
  });

  it('still answers an account saved with a question of its own (before the list was enforced) with it', async () => {
    const { username, user } = await account();
    await t.database.db
      .update(users)
      .set({ securityQuestion: 'Who was your favourite teacher?' })
      .where(eq(users.id, user.id));
    const res = await t.client().post('/api/verify-security-question', { username });
    expect(res.json).toEqual({ securityQuestion: 'Who was your favourite teacher?' });
  });

  it('answers an unknown e-mail with a stable decoy from the offered questions', async () => {
    const email = unknownEmail();
    const first = await t.client().post('/api/verify-security-question', { username: email });
    expect(first.status).toBe(200);
    expect(securityQuestions as readonly string[]).toContain(first.json.securityQuestion);
    for (const spelling of [email, email.toUpperCase(), ` ${email} `]) {
      const again = await t.client().post('/api/verify-security-question', { username: spelling });
      expect(again.status).toBe(200);
      expect(again.json).toEqual(first.json);
    }
  });

  it('does not always give the same decoy', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = await t.client().post('/api/verify-security-question', { username: unknownEmail() });
      seen.add(res.json.securityQuestion);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('answers known and unknown e-mails in the same shape', async () => {
    const { username } = await account();
    const known = await t.client().post('/api/verify-security-question', { username });
    const unknown = await t.client().post('/api/verify-security-question', { username: unknownEmail() });
    expect(unknown.status).toBe(known.status);
    expect(Object.keys(unknown.json).sort()).toEqual(Object.keys(known.json).sort());
    expect(typeof unknown.json.securityQuestion).toBe(typeof known.json.securityQuestion);
    expect(headerNames(unknown)).toEqual(headerNames(known));
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
  });

  it.each([
    [{}, 'Email is required'],
    [{ username: '' }, 'Email is required'],
    [{ username: '   ' }, 'Email is required'],
    [{ username: 'not-an-email' }, 'Invalid email address'],
    [{ username: 'a@' }, 'Invalid email address'],
    [{ username: 42 }, 'Email is required'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const res = await t.client().post('/api/verify-security-question', body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'VALIDATION_ERROR', message, fields: { username: message } });
  });

  it('limits look-ups per IP (60 an hour)', { timeout: 60_000 }, async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++) {
      const res = await t.client(ip).post('/api/verify-security-question', { username: unknownEmail() });
      expect(res.status, `look-up ${i + 1}`).toBe(200);
    }
    const blocked = await t.client(ip).post('/api/verify-security-question', { username: unknownEmail() });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toBe('TOO_MANY_REQUESTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await t.client(freshIp()).post('/api/verify-security-question', { username: unknownEmail() })).status,
    ).toBe(200);
  });
});

describe('POST /api/reset-password', () => {
  it('answers a wrong answer and an unknown account identically (400 RESET_FAILED)', async () => {
    const { username } = await account();
    const wrong = await t
      .client()
      .post('/api/reset-password', { username, securityAnswer: 'Rex', newPassword: NEW_PASSWORD });
    const unknown = await t.client().post('/api/reset-password', {
      username: unknownEmail(),
      securityAnswer: 'Rex',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual(RESET_FAILED);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toBe(wrong.body);
    expect(headerNames(unknown)).toEqual(headerNames(wrong));
  });

  it('a wrong answer changes nothing', async () => {
    const owner = t.client();
    const { username, password } = await owner.register();
    const res = await t
      .client()
      .post('/api/reset-password', { username, securityAnswer: 'Rex', newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect((await owner.get('/api/user')).status).toBe(200);
    expect((await t.client().post('/api/login', { username, password })).status).toBe(200);
    expect((await t.client().post('/api/login', { username, password: NEW_PASSWORD })).status).toBe(401);
  });

  it.each([
    ['Biscuit', 'biscuit'],
    ['Biscuit', '  BISCUIT  '],
    ['Biscuit', '\tbIsCuIt\n'],
    ['  New York ', 'new york'],
    ['Mister Whiskers', 'mister   whiskers'],
  ])(
    'matches the answer %j when %j is given (case and surrounding whitespace ignored)',
    async (stored, given) => {
      const { username } = await account({ securityAnswer: stored });
      const res = await t
        .client()
        .post('/api/reset-password', { username, securityAnswer: given, newPassword: NEW_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.json).toEqual(RESET_OK);
    },
  );

  it('does not match an answer that differs by more than case and whitespace', async () => {
    const { username } = await account({ securityAnswer: 'Biscuit' });
    for (const given of ['Biscuits', 'Bisc uit', 'Biscui']) {
      const res = await t
        .client()
        .post('/api/reset-password', { username, securityAnswer: given, newPassword: NEW_PASSWORD });
      expect(res.status, given).toBe(400);
      expect(res.json).toEqual(RESET_FAILED);
    }
  });

  it('on success: every session ends, the old password fails, the new one works, and nobody is signed in', async () => {
    const first = t.client();
    const { username, password } = await first.register();
    const second = t.client();
    expect((await second.post('/api/login', { username, password })).status).toBe(200);
    const firstToken = first.cookies.get('vox_session');

    const caller = t.client();
    const res = await caller.post('/api/reset-password', {
      username: username.toUpperCase(),
      securityAnswer: 'biscuit',
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(RESET_OK);

    // No sign-in after a reset.
    expect(res.setCookies.filter((c) => c.startsWith('vox_session=') && !/^vox_session=;/.test(c))).toEqual(
      [],
    );
    expect(caller.cookies.has('vox_session')).toBe(false);
    expect((await caller.get('/api/user')).status).toBe(401);

    // Every session from before the reset is dead.
    expect((await first.get('/api/user')).status).toBe(401);
    expect((await second.get('/api/user')).status).toBe(401);
    const replay = await t.client().get('/api/user', { cookie: `vox_session=${firstToken}` });
    expect(replay.status).toBe(401);

    const oldLogin = await t.client().post('/api/login', { username, password });
    expect(oldLogin.status).toBe(401);
    expect(oldLogin.json.error).toBe('INVALID_CREDENTIALS');
    const newLogin = await t.client().post('/api/login', { username, password: NEW_PASSWORD });
    expect(newLogin.status).toBe(200);
    expect(newLogin.json.username).toBe(username);
  });

  it('a signed-in caller resetting their own password is signed out too', async () => {
    const client = t.client();
    const { username } = await client.register();
    const res = await client.post('/api/reset-password', {
      username,
      securityAnswer: 'Biscuit',
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('leaves other accounts’ sessions alone', async () => {
    const bystander = t.client();
    await bystander.register();
    const { username } = await account();
    const res = await t
      .client()
      .post('/api/reset-password', { username, securityAnswer: 'Biscuit', newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect((await bystander.get('/api/user')).status).toBe(200);
  });

  it.each(['password123', 'qwerty', 'Iloveyou', '123456'])(
    'refuses the common new password %j and changes nothing',
    async (newPassword) => {
      const owner = t.client();
      const { username, password } = await owner.register();
      const res = await t
        .client()
        .post('/api/reset-password', { username, securityAnswer: 'Biscuit', newPassword });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({
        error: 'VALIDATION_ERROR',
        message: 'This password is too common',
        fields: { newPassword: 'This password is too common' },
      });
      expect((await owner.get('/api/user')).status).toBe(200);
      expect((await t.client().post('/api/login', { username, password })).status).toBe(200);
    },
  );

  it.each([
    [
      'newPassword too short',
      { newPassword: 'abc' },
      'newPassword',
      'Password must be at least 6 characters',
    ],
    [
      'newPassword missing',
      { newPassword: undefined },
      'newPassword',
      'Password must be at least 6 characters',
    ],
    [
      'newPassword too long',
      { newPassword: 'x'.repeat(129) },
      'newPassword',
      'Password must be at most 128 characters',
    ],
    ['answer missing', { securityAnswer: undefined }, 'securityAnswer', 'Security answer is required'],
    ['answer blank', { securityAnswer: '   ' }, 'securityAnswer', 'Security answer is required'],
    ['username missing', { username: undefined }, 'username', 'Email is required'],
    ['username invalid', { username: 'nope' }, 'username', 'Invalid email address'],
  ])('%s -> 400 "%s"', async (_name, override, field, message) => {
    const body = {
      username: 'someone@example.com',
      securityAnswer: 'Biscuit',
      newPassword: NEW_PASSWORD,
      ...override,
    };
    const res = await t.client().post('/api/reset-password', body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'VALIDATION_ERROR', message, fields: { [field]: message } });
  });

  describe('attempt limits', () => {
    it('after 10 wrong answers for an account from one IP answers 429, even for the right answer', {
      timeout: 60_000,
    }, async () => {
      const { username, password } = await account();
      const ip = freshIp();
      for (let i = 0; i < 10; i++) {
        const res = await t
          .client(ip)
          .post('/api/reset-password', { username, securityAnswer: `wrong ${i}`, newPassword: NEW_PASSWORD });
        expect(res.status, `attempt ${i + 1}`).toBe(400);
        expect(res.json).toEqual(RESET_FAILED);
      }
      const blocked = await t
        .client(ip)
        .post('/api/reset-password', { username, securityAnswer: 'Biscuit', newPassword: NEW_PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.json.error).toBe('TOO_MANY_REQUESTS');
      expect(blocked.json.message).toMatch(
        /^Too many attempts\. Please try again in [\d,]+ (seconds?|minutes?|hours?)\.$/,
      );
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // The refused right answer did not change the password.
      expect((await t.client().post('/api/login', { username, password })).status).toBe(200);

      // From another IP the right answer still works.
      const elsewhere = await t
        .client(freshIp())
        .post('/api/reset-password', { username, securityAnswer: 'Biscuit', newPassword: NEW_PASSWORD });
      expect(elsewhere.status).toBe(200);
    });

    it('wrong answers count as failed logins: after 10, login for that account from that IP is 429', {
      timeout: 60_000,
    }, async () => {
      const { username, password } = await account();
      const ip = freshIp();
      for (let i = 0; i < 10; i++) {
        const res = await t
          .client(ip)
          .post('/api/reset-password', { username, securityAnswer: `wrong ${i}`, newPassword: NEW_PASSWORD });
        expect(res.status).toBe(400);
      }
      const login = await t.client(ip).post('/api/login', { username, password });
      expect(login.status).toBe(429);
      expect(login.json.error).toBe('TOO_MANY_REQUESTS');
      expect(login.headers['retry-after']).toBeDefined();
      expect((await t.client(freshIp()).post('/api/login', { username, password })).status).toBe(200);
    });

    it('wrong answers and wrong passwords add up for the same account and IP', async () => {
      const { username, password } = await account();
      const ip = freshIp();
      for (let i = 0; i < 5; i++) {
        expect((await t.client(ip).post('/api/login', { username, password: `nope-${i}-x` })).status).toBe(
          401,
        );
        expect(
          (
            await t.client(ip).post('/api/reset-password', {
              username,
              securityAnswer: `wrong ${i}`,
              newPassword: NEW_PASSWORD,
            })
          ).status,
        ).toBe(400);
      }
      expect((await t.client(ip).post('/api/login', { username, password })).status).toBe(429);
    });

    it('limits unknown accounts the same way', async () => {
      const username = unknownEmail();
      const ip = freshIp();
      for (let i = 0; i < 10; i++) {
        const res = await t
          .client(ip)
          .post('/api/reset-password', { username, securityAnswer: 'Rex', newPassword: NEW_PASSWORD });
        expect(res.status).toBe(400);
      }
      const blocked = await t
        .client(ip)
        .post('/api/reset-password', { username, securityAnswer: 'Rex', newPassword: NEW_PASSWORD });
      expect(blocked.status).toBe(429);
    });

    it('a successful reset starts the counters of that account and IP over', {
      timeout: 60_000,
    }, async () => {
      const { username } = await account();
      const ip = freshIp();
      for (let i = 0; i < 9; i++) {
        const res = await t
          .client(ip)
          .post('/api/reset-password', { username, securityAnswer: `wrong ${i}`, newPassword: NEW_PASSWORD });
        expect(res.status).toBe(400);
      }
      const ok = await t
        .client(ip)
        .post('/api/reset-password', { username, securityAnswer: 'Biscuit', newPassword: NEW_PASSWORD });
      expect(ok.status).toBe(200);
      for (let i = 0; i < 10; i++) {
        const res = await t
          .client(ip)
          .post('/api/reset-password', { username, securityAnswer: `again ${i}`, newPassword: NEW_PASSWORD });
        expect(res.status, `attempt ${i + 1} after the reset`).toBe(400);
      }
    });

    it('limits wrong answers from one IP across accounts (100 a day)', { timeout: 60_000 }, async () => {
      const ip = freshIp();
      const accounts = await Promise.all(Array.from({ length: 10 }, () => account()));
      for (const { username } of accounts) {
        for (let i = 0; i < 10; i++) {
          const res = await t.client(ip).post('/api/reset-password', {
            username,
            securityAnswer: `wrong ${i}`,
            newPassword: NEW_PASSWORD,
          });
          expect(res.status).toBe(400);
        }
      }
      const { username } = await account();
      const blocked = await t
        .client(ip)
        .post('/api/reset-password', { username, securityAnswer: 'Biscuit', newPassword: NEW_PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.json.error).toBe('TOO_MANY_REQUESTS');
    });
  });
});
