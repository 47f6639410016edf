import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/server/db/schema/index.js';
import {
  AttemptLimiter,
  attemptRowKey,
  counterKey,
  type LimitName,
} from '../../src/server/http/brute-force.js';
import { speechMeter } from '../../src/server/speech/speech-quota.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

/**
 * What the attempt counters hold after each kind of answer: an attempt is taken before the check and
 * given back where it turns out not to be one the limit counts (refused, or a success).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function counter(name: LimitName, who: string): Promise<number | undefined> {
  const key = attemptRowKey(t.config.sessionSecret, [name, who]);
  const [row] = await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row?.points;
}

describe('attempt counters', () => {
  it('a request refused by one counter counts in none: the IP can still try other accounts', {
    timeout: 60_000,
  }, async () => {
    const ip = '10.80.0.1';
    const blocked = await t.client('10.80.9.1').register();
    for (let i = 0; i < 10; i++) {
      const res = await t
        .client(ip)
        .post('/api/login', { username: blocked.username, password: `nope-${i}-x` });
      expect(res.status).toBe(401);
    }
    // 100 more for the blocked account: refused before any check, and not failed logins of the IP.
    for (let i = 0; i < 100; i++) {
      const res = await t
        .client(ip)
        .post('/api/login', { username: blocked.username, password: 'nope-nope' });
      expect(res.status).toBe(429);
    }
    expect(await counter('loginIp', `${ip}`)).toBe(10);
    const other = await t.client('10.80.9.2').register();
    const res = await t.client(ip).post('/api/login', { username: other.username, password: 'nope-nope' });
    expect(res.status).toBe(401);
  });

  it('a successful login clears the account counter and is no failed login of the IP', async () => {
    const ip = '10.81.0.1';
    const { username, password } = await t.client('10.81.9.1').register();
    for (let i = 0; i < 3; i++) {
      expect((await t.client(ip).post('/api/login', { username, password: `nope-${i}-x` })).status).toBe(401);
    }
    expect((await t.client(ip).post('/api/login', { username, password })).status).toBe(200);
    expect(await counter('loginAccountIp', `${username}|${ip}`)).toBeUndefined();
    expect(await counter('loginIp', `${ip}`)).toBe(3);
  });

  it('a successful reset clears the account counters and is no wrong answer of the IP', async () => {
    const ip = '10.82.0.1';
    const { username } = await t.client('10.82.9.1').register();
    const reset = (securityAnswer: string) =>
      t
        .client(ip)
        .post('/api/reset-password', { username, securityAnswer, newPassword: 'a new long passphrase' });
    expect((await reset('wrong one')).status).toBe(400);
    expect((await reset('wrong two')).status).toBe(400);
    expect((await reset('Biscuit')).status).toBe(200);
    expect(await counter('resetAccountIp', `${username}|${ip}`)).toBeUndefined();
    expect(await counter('loginAccountIp', `${username}|${ip}`)).toBeUndefined();
    expect(await counter('resetIp', `${ip}`)).toBe(2);
    // Wrong answers counted as failed logins of the IP, and only the wrong ones.
    expect(await counter('loginIp', `${ip}`)).toBe(2);
  });

  it('a refund never goes below zero, so giving back what was never taken buys no extra attempt', async () => {
    const limiter = new AttemptLimiter(t.database.db);
    const ip = '10.83.0.1';
    await limiter.refund([['guestChatIp', ip]]);
    expect(await limiter.tryConsume([['guestChatIp', ip]])).toBe(true);
    await limiter.refund([['guestChatIp', ip]]);
    await limiter.refund([['guestChatIp', ip]]);
    let allowed = 0;
    for (let i = 0; i < 25; i++) if (await limiter.tryConsume([['guestChatIp', ip]])) allowed++;
    expect(allowed).toBe(20);
  });
});

describe('what the counters keep', () => {
  it('no IP address and no e-mail, only salted hashes', async () => {
    const ip = '10.84.0.1';
    const { username } = await t.client('10.84.9.1').register();
    expect((await t.client(ip).post('/api/login', { username, password: 'not-the-one' })).status).toBe(401);
    const keys = (await t.database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).not.toContain(ip);
      expect(key).not.toContain('10.84.');
      expect(key).not.toContain(username);
      expect(key).toMatch(/^\w+:[\w-]{43}$/);
    }
    expect(await counter('loginIp', ip)).toBe(1);
  });

  it("a guest's daily speech allowance is counted under a hashed address too", async () => {
    const meter = speechMeter(t.database.db, t.config.SPEECH_QUOTAS, t.config.sessionSecret);
    await meter.consume('tts', null, '10.85.0.1', 40, new Date());
    const keys = (await t.database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    const speech = keys.filter((key) => key.startsWith('ttsDay:'));
    expect(speech).toEqual([counterKey(t.config.sessionSecret, 'ttsDay', 'ip:10.85.0.1')]);
    expect(speech[0]).not.toContain('10.85.0.1');
  });
});
