import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usedTrialEmails } from '../../src/server/db/schema/index.js';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.js';
import { buy } from '../helpers/billing.js';

/** Basic's trial is once per e-mail address: deleting the account and registering again starts none. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const password = 'correct horse battery';

async function registerAs(username: string): Promise<TestClient> {
  const client = t.client();
  await client.register({ username, password });
  return client;
}

async function deleteAccount(client: TestClient) {
  expect((await client.post('/api/user/delete', { password })).status).toBe(200);
}

describe('one Basic trial per e-mail address', () => {
  it('register, trial, delete, register again with the address: Basic is charged now, no trial', async () => {
    const email = 'Trial.Once@example.com';
    const first = await registerAs(email);
    const offer = await first.post('/api/create-subscription', { plan: 'basic' });
    expect(offer.json).toMatchObject({ amountDueNowCents: 0, trialDays: 7 });
    const trial = await buy(first, 'basic');
    expect(trial.json).toMatchObject({ subscription: { status: 'trialing' }, amountChargedCents: 0 });
    await deleteAccount(first);

    // The same address, written in another case.
    const again = await registerAs('trial.once@EXAMPLE.com');
    const second = await again.post('/api/create-subscription', { plan: 'basic' });
    expect(second.status).toBe(200);
    expect(second.json).toMatchObject({ plan: 'basic', amountDueNowCents: 2000, trialDays: 0 });
    const bought = await buy(again, 'basic');
    expect(bought.json).toMatchObject({ subscription: { status: 'active' }, amountChargedCents: 2000 });

    // And a third time: the address is kept once, and still no trial.
    await deleteAccount(again);
    const third = await registerAs(email);
    expect((await third.post('/api/create-subscription', { plan: 'basic' })).json).toMatchObject({
      trialDays: 0,
    });
    const kept = await t.database.db.select().from(usedTrialEmails);
    expect(kept).toHaveLength(1);
    // Only a salted hash: no e-mail, in any case, in the table.
    expect(JSON.stringify(kept).toLowerCase()).not.toContain('trial.once');
  });

  it('an address whose deleted account never had a trial still gets one', async () => {
    const email = 'never-tried@example.com';
    const first = await registerAs(email);
    expect((await buy(first, 'premium')).json).toMatchObject({ subscription: { status: 'active' } });
    await deleteAccount(first);
    const again = await registerAs(email);
    expect((await again.post('/api/create-subscription', { plan: 'basic' })).json).toMatchObject({
      amountDueNowCents: 0,
      trialDays: 7,
    });
  });
});
