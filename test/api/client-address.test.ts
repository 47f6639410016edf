import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/server/config.js';
import { rateLimits } from '../../src/server/db/schema/index.js';
import { attemptRowKey } from '../../src/server/http/brute-force.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

/**
 * Behind a reverse proxy the client's address is the one the proxy appended to X-Forwarded-For; the
 * entries to its left are written by the client and must not move the attempt counters.
 */
let hops: TestApp;
let addresses: TestApp;
beforeAll(async () => {
  hops = await startTestApp({ config: { TRUST_PROXY: parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY } });
  addresses = await startTestApp({
    config: { TRUST_PROXY: parseEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY },
  });
}, 60_000);
afterAll(async () => {
  await hops?.close();
  await addresses?.close();
});

async function failedLogins(t: TestApp, who: string): Promise<number | undefined> {
  const key = attemptRowKey(t.config.sessionSecret, ['loginIp', who]);
  const [row] = await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row?.points;
}

async function failLogin(t: TestApp, socket: string, forwardedFor: string) {
  const res = await t
    .client(socket)
    .post(
      '/api/login',
      { username: 'nobody@example.com', password: 'not the password' },
      { 'x-forwarded-for': forwardedFor },
    );
  expect(res.status).toBe(401);
}

describe('the client address behind a proxy', () => {
  it('with 1 hop trusted, a forged left-most X-Forwarded-For does not change the address the login lockout counts', async () => {
    // The proxy (socket 127.0.0.1) appends the address it saw, 203.0.113.7, after what the client sent.
    for (let i = 0; i < 5; i++) await failLogin(hops, '127.0.0.1', `198.51.100.${i + 1}, 203.0.113.7`);
    expect(await failedLogins(hops, '203.0.113.7')).toBe(5);
    for (let i = 0; i < 5; i++) expect(await failedLogins(hops, `198.51.100.${i + 1}`)).toBeUndefined();
  });

  it('with proxy addresses trusted, a client that is not one of them is known by its socket address', async () => {
    await failLogin(addresses, '198.51.100.50', '203.0.113.9');
    expect(await failedLogins(addresses, '198.51.100.50')).toBe(1);
    expect(await failedLogins(addresses, '203.0.113.9')).toBeUndefined();
    // Relayed by a trusted proxy (10.1.2.3, itself behind 127.0.0.1): the first untrusted address counts.
    await failLogin(addresses, '127.0.0.1', '192.0.2.200, 203.0.113.10, 10.1.2.3');
    expect(await failedLogins(addresses, '203.0.113.10')).toBe(1);
    expect(await failedLogins(addresses, '192.0.2.200')).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  it('reads false, a number of hops or a list of addresses and CIDRs', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1,::1, 10.0.0.0/8,fd00::/8' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '::1',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
  });

  it('refuses true, which believed what the client writes, with a line saying what to set instead', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY true is no longer accepted: .*number of proxies in front of the server \(usually 1\)/,
    );
    for (const bad of ['yes', '11', '10.0.0.0/33', '10.0.0.300', 'proxy.example']) {
      expect(() => parseEnv({ TRUST_PROXY: bad })).toThrow(
        /TRUST_PROXY must be false, the number of proxies/,
      );
    }
  });
});
