import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBillingRenewals } from '../../src/server/jobs/billing-renewals.js';
import { startTestApp, type TestApp, type TestClient, testClock } from '../helpers/app.js';
import { buy, cards } from '../helpers/billing.js';
import { expectError } from '../helpers/http-assertions.js';

const clock = testClock(new Date('2026-03-10T09:00:00.000Z'));
const DAY = 24 * 3600 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: clock.now });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const renew = () => runBillingRenewals({ db: t.database.db, clock: clock.now });
/** Moves the clock on, keeping the client's session alive (it ends after 30 idle days), then renews. */
const later = async (days: number, client?: TestClient) => {
  for (let left = days; left > 0; left -= 10) {
    clock.advance(Math.min(10, left) * DAY);
    await client?.get('/api/subscription');
  }
  return renew();
};

async function subscriber(plan: 'basic' | 'premium', number?: string): Promise<TestClient> {
  const client = t.client();
  await client.register();
  expect((await buy(client, plan, number)).status).toBe(200);
  return client;
}

const newConversation = (client: TestClient) =>
  client.post('/api/conversations', { goatCategory: 'science' });

describe('sandbox renewals by the server clock', () => {
  it('converts an ending trial to active and renews each month', async () => {
    const client = await subscriber('basic');
    const trialEnd = (await client.get('/api/subscription')).json.currentPeriodEnd as string;
    expect((await later(7)).renewed).toBeGreaterThanOrEqual(1);
    const active = (await client.get('/api/subscription')).json;
    expect(active).toMatchObject({ status: 'active', plan: 'basic', cancelAtPeriodEnd: false });
    const nextEnd = new Date(trialEnd);
    nextEnd.setUTCMonth(nextEnd.getUTCMonth() + 1);
    expect(active.currentPeriodEnd).toBe(nextEnd.toISOString());
    await later(31, client);
    expect(new Date((await client.get('/api/subscription')).json.currentPeriodEnd).getTime()).toBeGreaterThan(
      clock.now().getTime(),
    );
  });

  it('ends a canceled subscription at its period end; the free limits are back; no second trial', async () => {
    const client = await subscriber('basic');
    for (let i = 0; i < 3; i++) expect((await newConversation(client)).status).toBe(201);
    await client.post('/api/subscription/cancel');
    await later(6);
    expect((await client.get('/api/subscription')).json.cancelAtPeriodEnd).toBe(true);
    expect((await later(1)).ended).toBeGreaterThanOrEqual(1);
    expectError(await client.get('/api/subscription'), 404, 'NO_SUBSCRIPTION');
    for (let i = 0; i < 2; i++) expect((await newConversation(client)).status).toBe(201);
    expect((await newConversation(client)).status).toBe(403);
    expectError(await client.post('/api/subscription/resubscribe'), 404, 'NO_SUBSCRIPTION');

    const again = await client.post('/api/create-subscription', { plan: 'basic' });
    expect(again.json).toMatchObject({ amountDueNowCents: 2000, trialDays: 0 });
    const bought = await buy(client, 'basic');
    expect(bought.json).toMatchObject({ subscription: { status: 'active' }, amountChargedCents: 2000 });
  });

  it('starts a downgrade with the next period', async () => {
    const client = await subscriber('premium');
    await client.post('/api/subscription/change-plan', { plan: 'basic' });
    await later(31, client);
    expect((await client.get('/api/subscription')).json).toMatchObject({ plan: 'basic', status: 'active' });
  });

  it('goes past_due when a renewal fails, and cancels after the grace days', async () => {
    const client = await subscriber('premium', cards.laterChargesFail);
    expectError(await client.post('/api/subscription/change-plan', { plan: 'premium' }), 409, 'SAME_PLAN');
    expect((await later(31, client)).failed).toBeGreaterThanOrEqual(1);
    // Shown as it is (the plan with no access while unpaid), not as if there were none.
    expect((await client.get('/api/subscription')).json).toMatchObject({
      plan: 'premium',
      status: 'past_due',
      cancelAtPeriodEnd: false,
    });
    expect((await client.get('/api/user')).json).toMatchObject({ subscriptionStatus: 'inactive' });
    expect((await newConversation(client)).status).toBe(201);
    await later(1);
    expectError(await client.post('/api/create-subscription', { plan: 'basic' }), 409, 'ALREADY_SUBSCRIBED');
    await later(3);
    expectError(await client.get('/api/subscription'), 404, 'NO_SUBSCRIPTION');
    expect((await client.post('/api/create-subscription', { plan: 'basic' })).status).toBe(200);
  });

  it('declines a prorated upgrade on a card whose later charges fail', async () => {
    const client = t.client();
    await client.register();
    await buy(client, 'basic', cards.laterChargesFail);
    const upgrade = await client.post('/api/subscription/change-plan', { plan: 'premium' });
    expect([upgrade.status, upgrade.json.error]).toEqual([402, 'CARD_DECLINED']);
    expect((await client.get('/api/subscription')).json.plan).toBe('basic');
  });

  it('applies each renewal once when several runs race', async () => {
    const client = await subscriber('premium');
    clock.advance(20 * DAY);
    await client.get('/api/subscription');
    clock.advance(11 * DAY);
    const runs = await Promise.all([renew(), renew(), renew()]);
    expect(runs.reduce((n, r) => n + r.renewed, 0)).toBeGreaterThanOrEqual(1);
    const end = new Date((await client.get('/api/subscription')).json.currentPeriodEnd).getTime();
    expect(end).toBeGreaterThan(clock.now().getTime());
    expect(end).toBeLessThan(clock.now().getTime() + 31 * DAY);
  });
});
