import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdmin } from '../../src/server/accounts/admins.js';
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

  it('says whether the trial is still available: on sign-up, sign-in and GET /api/user', async () => {
    const email = 'says-so@example.com';
    const first = await registerAs(email);
    expect((await first.get('/api/user')).json.trialAvailable).toBe(true);
    await buy(first, 'basic');
    // Taken in this account: no longer available.
    expect((await first.get('/api/user')).json.trialAvailable).toBe(false);
    await deleteAccount(first);

    const client = t.client();
    const registered = await client.post('/api/register', {
      username: email,
      password,
      securityQuestion: 'What was the name of your first pet?',
      securityAnswer: 'Biscuit',
    });
    expect(registered.status).toBe(201);
    expect(registered.json.trialAvailable).toBe(false);
    expect((await client.get('/api/user')).json.trialAvailable).toBe(false);
    const signedIn = await t.client().post('/api/login', { username: email, password });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.trialAvailable).toBe(false);
    // Another address still has its trial.
    const fresh = await registerAs('says-so-too@example.com');
    expect((await fresh.get('/api/user')).json.trialAvailable).toBe(true);
  });

  it('changing the e-mail, then deleting the account, does not give the old address a second trial', async () => {
    const admin = await registerAs('trial-admin@example.com');
    await setAdmin(t.database.db, ['trial-admin@example.com'], true);
    const email = 'moved-away@example.com';
    const first = await registerAs(email);
    const id = (await first.get('/api/user')).json.id as number;
    await buy(first, 'basic');
    const moved = await admin.request('PUT', `/api/admin/users/${id}`, { username: 'moved-to@example.com' });
    expect(moved.status, moved.body).toBe(200);
    // The old address has had its trial, whichever account asks.
    const meanwhile = await registerAs(email);
    expect((await meanwhile.get('/api/user')).json.trialAvailable).toBe(false);
    await deleteAccount(meanwhile);
    await deleteAccount(first);
    for (const address of [email, 'moved-to@example.com']) {
      const again = await registerAs(address);
      expect((await again.get('/api/user')).json.trialAvailable, address).toBe(false);
      expect((await again.post('/api/create-subscription', { plan: 'basic' })).json, address).toMatchObject({
        trialDays: 0,
      });
    }
  });
});
