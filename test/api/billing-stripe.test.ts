import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../src/server/db/schema/index.js';
import { obj } from '../fake-stripe/form.js';
import type { FakeStripe } from '../fake-stripe/server.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { expectError } from '../helpers/http-assertions.js';
import { checkout, deliver, startStripeApp } from '../helpers/stripe.js';

let t: TestApp;
let fake: FakeStripe;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close } = await startStripeApp({ admins: ['boss@example.com'] }));
}, 60_000);
afterAll(async () => {
  await close?.();
});

async function signedIn() {
  const client = t.client();
  const { user } = await client.register();
  return { client, userId: user.id as number };
}

const callsSince = (n: number) => fake.calls.slice(n);
const rowOf = async (userId: number) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

describe('POST /api/create-subscription in Stripe mode', () => {
  it('creates the customer and a Basic subscription with its trial; the setup intent is the secret', async () => {
    const { client, userId } = await signedIn();
    const before = fake.calls.length;
    const res = await client.post('/api/create-subscription', { plan: 'basic' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      mode: 'stripe',
      publishableKey: 'pk_test_voxpert',
      plan: 'basic',
      amountDueNowCents: 0,
      trialDays: 7,
      monthlyPriceCents: 2000,
    });
    expect(res.json.clientSecret).toMatch(/^seti_\w+_secret_x$/);
    const calls = callsSince(before);
    const customer = calls.find((c) => c.path === '/v1/customers');
    expect(customer?.idempotencyKey).toBe(`voxpert-customer-${userId}`);
    const created = calls.find((c) => c.method === 'POST' && c.path === '/v1/subscriptions');
    expect(created?.idempotencyKey).toMatch(new RegExp(`^voxpert-subscription-${userId}-`));
    expect(created?.params).toMatchObject({
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      trial_period_days: '7',
      expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
    });
    // The prices were found or created by lookup key on first use.
    const prices = fake.calls.filter((c) => c.path === '/v1/prices' && c.method === 'POST');
    expect(prices.map((p) => p.params.lookup_key).sort()).toEqual([
      'voxpert_basic_monthly',
      'voxpert_premium_monthly',
    ]);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(row).toMatchObject({ provider: 'stripe', status: 'incomplete', plan: 'basic', trialEnd: null });
    expectError(await client.get('/api/subscription'), 404, 'NO_SUBSCRIPTION');
  });

  it('creates Premium paid at once: the first invoice payment is the secret', async () => {
    const { client } = await signedIn();
    const before = fake.calls.length;
    const res = await client.post('/api/create-subscription', { plan: 'premium' });
    expect(res.json).toMatchObject({
      mode: 'stripe',
      plan: 'premium',
      amountDueNowCents: 3500,
      trialDays: 0,
    });
    expect(res.json.clientSecret).toMatch(/^pi_\w+_secret_x$/);
    const created = callsSince(before).find((c) => c.method === 'POST' && c.path === '/v1/subscriptions');
    expect(created?.params.trial_period_days).toBeUndefined();
    expect(created?.params.items).toEqual([{ price: expect.stringMatching(/^price_/) }]);
  });

  it('answers the same checkout to a second click, and 50 at once make one Stripe subscription', async () => {
    const { client, userId } = await signedIn();
    const before = fake.calls.length;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => client.post('/api/create-subscription', { plan: 'premium' })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(new Set(results.map((r) => r.json.clientSecret)).size).toBe(1);
    const creates = callsSince(before).filter((c) => c.method === 'POST' && c.path === '/v1/subscriptions');
    expect(creates).toHaveLength(1);
    expect(callsSince(before).filter((c) => c.path === '/v1/customers')).toHaveLength(1);
    const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a second checkout while subscribed, and gives the trial once', async () => {
    const { client } = await signedIn();
    const { subId } = await checkout(client, fake, 'basic');
    expect(
      (
        await deliver(
          client,
          fake.event('customer.subscription.updated', fake.subscriptions.get(subId)).payload,
        )
      ).status,
    ).toBe(200);
    expect((await client.get('/api/subscription')).json).toMatchObject({ status: 'trialing', plan: 'basic' });
    expectError(await client.post('/api/create-subscription', { plan: 'basic' }), 409, 'ALREADY_SUBSCRIBED');
    fake.patch(subId, { status: 'canceled', canceled_at: fake.now(), ended_at: fake.now() });
    await deliver(client, fake.event('customer.subscription.deleted', fake.subscriptions.get(subId)).payload);
    const again = await client.post('/api/create-subscription', { plan: 'basic' });
    expect(again.json).toMatchObject({ plan: 'basic', trialDays: 0, amountDueNowCents: 2000 });
    expect(again.json.clientSecret).toMatch(/^pi_/);
  });
});

describe('cancel, resubscribe and change plan through Stripe', () => {
  async function activePremium() {
    const { client, userId } = await signedIn();
    const { subId } = await checkout(client, fake, 'premium');
    await deliver(client, fake.event('customer.subscription.updated', fake.subscriptions.get(subId)).payload);
    return { client, userId, subId };
  }

  it('cancels at the period end and resubscribes', async () => {
    const { client, subId } = await activePremium();
    const before = fake.calls.length;
    const canceled = await client.post('/api/subscription/cancel');
    expect(canceled.json.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const update = callsSince(before).find(
      (c) => c.path === `/v1/subscriptions/${subId}` && c.method === 'POST',
    );
    expect(update?.params).toMatchObject({ cancel_at_period_end: 'true' });
    expect((await client.get('/api/subscription')).json.cancelAtPeriodEnd).toBe(true);
    const back = await client.post('/api/subscription/resubscribe');
    expect(back.json.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(fake.subscriptions.get(subId)?.cancel_at_period_end).toBe(false);
  });

  it('downgrades at the period end and upgrades at once with prorations', async () => {
    const { client, subId } = await activePremium();
    const before = fake.calls.length;
    const down = await client.post('/api/subscription/change-plan', { plan: 'basic' });
    expect(down.status).toBe(200);
    expect(down.json).toMatchObject({ subscription: { plan: 'premium' }, nextPlan: 'basic' });
    const downCall = callsSince(before).find(
      (c) => c.method === 'POST' && c.path === `/v1/subscriptions/${subId}`,
    );
    expect(downCall?.params).toMatchObject({ proration_behavior: 'none' });
    const undo = await client.post('/api/subscription/change-plan', { plan: 'premium' });
    expect(undo.json).toMatchObject({ subscription: { plan: 'premium' }, nextPlan: null });

    const basic = await signedIn();
    await checkout(basic.client, fake, 'basic');
    const basicSub = [...fake.subscriptions.values()].at(-1);
    await deliver(basic.client, fake.event('customer.subscription.updated', basicSub).payload);
    const mark = fake.calls.length;
    // Ending the trial early: Premium's first month, as Stripe's invoice preview says.
    expect((await basic.client.get('/api/subscription/plan-change-quote?plan=premium')).json).toEqual({
      plan: 'premium',
      amountDueNowCents: 3500,
      effective: 'now',
    });
    const up = await basic.client.post('/api/subscription/change-plan', { plan: 'premium' });
    expect(up.json).toMatchObject({
      subscription: { plan: 'premium', status: 'active' },
      nextPlan: null,
      amountChargedCents: 3500,
    });
    const upCall = callsSince(mark).find(
      (c) => c.method === 'POST' && c.path.startsWith('/v1/subscriptions/'),
    );
    expect(upCall?.params).toMatchObject({
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      trial_end: 'now',
    });
  });

  it("quotes and charges an active Basic's upgrade with Stripe's proration for the same second", async () => {
    const { client } = await signedIn();
    const { subId } = await checkout(client, fake, 'basic');
    // An active Basic month, half of it left.
    const t0 = fake.now();
    const sub = fake.patch(subId, { status: 'active', trial_end: null });
    Object.assign(sub.items.data[0] ?? {}, {
      current_period_start: t0 - 15 * 86400,
      current_period_end: t0 + 15 * 86400,
    });
    fake.setNow(t0);
    try {
      await deliver(client, fake.event('customer.subscription.updated', sub).payload);
      const mark = fake.calls.length;
      const quote = await client.get('/api/subscription/plan-change-quote?plan=premium');
      expect(quote.json).toEqual({ plan: 'premium', amountDueNowCents: 750, effective: 'now' });
      const preview = callsSince(mark).find((c) => c.path === '/v1/invoices/create_preview');
      expect(preview?.params).toMatchObject({
        subscription: subId,
        subscription_details: { proration_behavior: 'always_invoice' },
      });
      expect((await client.get('/api/subscription')).json.plan).toBe('basic');
      const changeMark = fake.calls.length;
      const up = await client.post('/api/subscription/change-plan', { plan: 'premium' });
      expect(up.json).toMatchObject({ subscription: { plan: 'premium' }, amountChargedCents: 750 });
      // The change's own preview and the change itself prorate to the same second.
      const calls = callsSince(changeMark);
      const dates = calls
        .filter((c) => c.path === '/v1/invoices/create_preview' || c.path === `/v1/subscriptions/${subId}`)
        .map((c) => obj(c.params.subscription_details).proration_date ?? c.params.proration_date)
        .filter(Boolean);
      expect(new Set(dates).size).toBe(1);
    } finally {
      fake.setNow(Math.floor(Date.now() / 1000));
    }
  });

  it('refuses what the machine refuses, before calling Stripe', async () => {
    const { client } = await activePremium();
    const before = fake.calls.length;
    expectError(await client.post('/api/subscription/change-plan', { plan: 'premium' }), 409, 'SAME_PLAN');
    expect(callsSince(before)).toHaveLength(0);
    const nobody = await signedIn();
    expectError(await nobody.client.post('/api/subscription/cancel'), 404, 'NO_SUBSCRIPTION');
  });
});

/** What Stripe.js sends from the browser to confirm an intent with a card (publishable key in the body). */
async function confirmInBrowser(clientSecret: string, card: string) {
  const intentId = clientSecret.split('_secret_')[0] ?? '';
  const kind = intentId.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
  const body = new URLSearchParams({
    key: 'pk_test_voxpert',
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card,
  });
  const res = await fetch(`${fake.url}/v1/${kind}/${intentId}/confirm`, { method: 'POST', body });
  return { status: res.status, json: (await res.json()) as { error?: { message: string } } };
}

describe('POST /api/subscription/sync: the plan applies as soon as Stripe.js confirmed the card', () => {
  it('grants nothing before the card is confirmed, and the trial right after', async () => {
    const { client } = await signedIn();
    const created = await client.post('/api/create-subscription', { plan: 'basic' });
    const before = await client.post('/api/subscription/sync');
    expect(before.status).toBe(200);
    expect(before.json).toEqual({ subscription: null });
    expectError(await client.get('/api/subscription'), 404, 'NO_SUBSCRIPTION');

    const declined = await confirmInBrowser(created.json.clientSecret, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.json.error?.message).toBe('Your card was declined.');
    expect((await client.post('/api/subscription/sync')).json).toEqual({ subscription: null });

    expect((await confirmInBrowser(created.json.clientSecret, '4242 4242 4242 4242')).status).toBe(200);
    const after = await client.post('/api/subscription/sync');
    expect(after.json.subscription).toMatchObject({
      plan: 'basic',
      status: 'trialing',
      cancelAtPeriodEnd: false,
    });
    expect((await client.get('/api/subscription')).json).toMatchObject({ plan: 'basic', status: 'trialing' });
  });

  it('pays Premium at once; insufficient funds leaves the user on Free', async () => {
    const { client } = await signedIn();
    const created = await client.post('/api/create-subscription', { plan: 'premium' });
    const poor = await confirmInBrowser(created.json.clientSecret, '4000000000009995');
    expect(poor.json.error?.message).toBe('Your card has insufficient funds.');
    expect((await client.post('/api/subscription/sync')).json).toEqual({ subscription: null });
    expect((await confirmInBrowser(created.json.clientSecret, '4242424242424242')).status).toBe(200);
    expect((await client.post('/api/subscription/sync')).json.subscription).toMatchObject({
      plan: 'premium',
      status: 'active',
    });
  });

  it('is 404 without a Stripe checkout, and 401 signed out', async () => {
    const { client } = await signedIn();
    expectError(await client.post('/api/subscription/sync'), 404, 'NO_SUBSCRIPTION');
    expectError(await t.client().post('/api/subscription/sync'), 401, 'UNAUTHORIZED');
  });
});

describe('deleting an account with a Stripe subscription', () => {
  it('cancels the subscription at Stripe first, so nobody goes on being charged', async () => {
    const { client, userId } = await signedIn();
    const { subId } = await checkout(client, fake, 'premium');
    await deliver(client, fake.event('customer.subscription.updated', fake.subscriptions.get(subId)).payload);
    const res = await client.post('/api/user/delete', { password: 'correct horse battery' });
    expect(res.status).toBe(200);
    expect(fake.subscriptions.get(subId)?.status).toBe('canceled');
    expect(await rowOf(userId)).toBeUndefined();
  });

  it('keeps the account when Stripe cannot cancel it (502), so it can be tried again', async () => {
    const { client, userId } = await signedIn();
    const { subId } = await checkout(client, fake, 'premium');
    await deliver(client, fake.event('customer.subscription.updated', fake.subscriptions.get(subId)).payload);
    await t.database.db
      .update(subscriptions)
      .set({ providerSubscriptionId: 'sub_unknown_at_stripe' })
      .where(eq(subscriptions.userId, userId));
    expectError(
      await client.post('/api/user/delete', { password: 'correct horse battery' }),
      502,
      'PAYMENT_PROVIDER_ERROR',
    );
    expect(await rowOf(userId)).toMatchObject({ providerSubscriptionId: 'sub_unknown_at_stripe' });
    expect((await client.get('/api/user')).status).toBe(200);
  });
});

describe('Stripe mode is visible', () => {
  it('answers stripe to admins and lets Stripe.js in through the CSP', async () => {
    const admin = t.client();
    await admin.register({ username: 'boss@example.com' });
    const res = await admin.get('/api/billing/mode');
    expect(res.json).toEqual({ mode: 'stripe' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('https://api.stripe.com');
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(String(res.headers['permissions-policy'])).toContain('payment=(self "https://js.stripe.com")');
  });

  it('keeps the sandbox, and no Stripe hosts, without the keys', async () => {
    const sandbox = await startTestApp();
    try {
      const res = await sandbox.client().get('/healthz');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).not.toContain('stripe');
      expect(String(res.headers['permissions-policy'])).toContain('payment=()');
      expect(
        (await sandbox.client().post('/api/stripe/webhook', '{}', { 'content-type': 'application/json' }))
          .status,
      ).toBe(404);
    } finally {
      await sandbox.close();
    }
  });
});
