import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UserRow, users } from '../../src/server/db/schema/index.js';
import { startTestApp, type TestApp, type TestClient, testClock } from '../helpers/app.js';
import { expectError } from '../helpers/http-assertions.js';

const clock = testClock(new Date('2026-06-15T12:00:00.000Z'));
const DAY = 24 * 3600 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: clock.now });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Stored = Pick<UserRow, 'subscriptionType' | 'subscriptionStatus' | 'subscriptionExpiresAt'>;

async function subscriber(stored: Stored): Promise<TestClient> {
  const client = t.client();
  const { user } = await client.register();
  await t.database.db.update(users).set(stored).where(eq(users.id, user.id));
  return client;
}

const inDays = (days: number) => new Date(clock.now().getTime() + days * DAY);

describe('GET /api/subscription', () => {
  it('answers 404 NO_SUBSCRIPTION for a new (Free) account', async () => {
    const client = t.client();
    await client.register();
    const res = await client.get('/api/subscription');
    expectError(res, 404, 'NO_SUBSCRIPTION', 'No subscription');
    expect(res.json).toEqual({ error: 'NO_SUBSCRIPTION', message: 'No subscription' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 when signed out', async () => {
    const res = await t.client().get('/api/subscription');
    expectError(res, 401, 'UNAUTHORIZED');
  });

  it.each([
    ['basic', 'trial', 7, { status: 'trialing', plan: 'basic', cancelAtPeriodEnd: false }],
    ['premium', 'trial', 7, { status: 'trialing', plan: 'premium', cancelAtPeriodEnd: false }],
    ['basic', 'active', 30, { status: 'active', plan: 'basic', cancelAtPeriodEnd: false }],
    ['premium', 'active', 30, { status: 'active', plan: 'premium', cancelAtPeriodEnd: false }],
    ['basic', 'canceled', 3, { status: 'active', plan: 'basic', cancelAtPeriodEnd: true }],
    ['premium', 'canceled', 20, { status: 'active', plan: 'premium', cancelAtPeriodEnd: true }],
  ] as const)('%s / %s ending in %i days answers %j', async (type, status, days, expected) => {
    const end = inDays(days);
    const client = await subscriber({
      subscriptionType: type,
      subscriptionStatus: status,
      subscriptionExpiresAt: end,
    });
    const res = await client.get('/api/subscription');
    expect(res.status).toBe(200);
    // Set on the user alone, as the staff console does: granted, nothing billed behind it.
    expect(res.json).toEqual({
      ...expected,
      currentPeriodEnd: end.toISOString(),
      nextPlan: null,
      grantedBySupport: true,
    });
  });

  it('answers currentPeriodEnd null when no end is stored', async () => {
    const client = await subscriber({
      subscriptionType: 'premium',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: null,
    });
    const res = await client.get('/api/subscription');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      status: 'active',
      plan: 'premium',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      nextPlan: null,
      grantedBySupport: true,
    });
  });

  it.each([
    ['free', 'inactive', 30],
    ['free', 'active', 30],
    ['free', 'trial', 7],
    ['basic', 'inactive', 30],
    ['premium', 'inactive', null],
    ['basic', 'canceled', -1],
    ['premium', 'canceled', null],
  ] as const)('%s / %s (end in %s days) answers 404', async (type, status, days) => {
    const client = await subscriber({
      subscriptionType: type,
      subscriptionStatus: status,
      subscriptionExpiresAt: days === null ? null : inDays(days),
    });
    expectError(await client.get('/api/subscription'), 404, 'NO_SUBSCRIPTION', 'No subscription');
  });

  it('a canceled subscription stays active until its period ends, then answers 404', async () => {
    const end = inDays(2);
    const client = await subscriber({
      subscriptionType: 'basic',
      subscriptionStatus: 'canceled',
      subscriptionExpiresAt: end,
    });
    const before = await client.get('/api/subscription');
    expect(before.json).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    clock.advance(2 * DAY);
    try {
      expectError(await client.get('/api/subscription'), 404, 'NO_SUBSCRIPTION');
    } finally {
      clock.advance(-2 * DAY);
    }
  });

  it('shows each user only their own subscription', async () => {
    const premium = await subscriber({
      subscriptionType: 'premium',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: inDays(30),
    });
    const free = t.client();
    await free.register();
    expect((await premium.get('/api/subscription')).json.plan).toBe('premium');
    expect((await free.get('/api/subscription')).status).toBe(404);
  });
});
