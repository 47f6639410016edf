import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../src/server/db/schema/index.js';
import { startTestApp, type TestApp, testClock } from '../helpers/app.js';
import { buy, card, cards } from '../helpers/billing.js';
import { expectError } from '../helpers/http-assertions.js';

const clock = testClock(new Date('2026-06-15T12:00:00.000Z'));
const DAY = 24 * 3600 * 1000;
const at = (days: number) =>
  new Date(new Date('2026-06-15T12:00:00.000Z').getTime() + days * DAY).toISOString();

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: clock.now, config: { ADMIN_EMAILS: ['boss@example.com'] } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function signedIn() {
  const client = t.client();
  const { user } = await client.register();
  return { client, userId: user.id as number };
}

describe('POST /api/create-subscription', () => {
  it('offers Basic with its 7-day trial and nothing due now', async () => {
    const { client } = await signedIn();
    const res = await client.post('/api/create-subscription', { plan: 'basic' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      mode: 'sandbox',
      plan: 'basic',
      amountDueNowCents: 0,
      trialDays: 7,
      monthlyPriceCents: 2000,
      expiresAt: new Date(clock.now().getTime() + 3600_000).toISOString(),
    });
    expect(res.json.clientSecret).toMatch(/^sandbox_cs_[\w-]{40,}$/);
    expectError(await client.get('/api/subscription'), 404, 'NO_SUBSCRIPTION');
  });

  it('offers Premium at $35 due now, no trial', async () => {
    const { client } = await signedIn();
    const res = await client.post('/api/create-subscription', { plan: 'premium' });
    expect(res.json).toMatchObject({ plan: 'premium', amountDueNowCents: 3500, trialDays: 0 });
  });

  it('refuses an unknown plan, no body, and a guest', async () => {
    const { client } = await signedIn();
    expectError(await client.post('/api/create-subscription', { plan: 'gold' }), 400, 'VALIDATION_ERROR');
    expectError(await client.post('/api/create-subscription', {}), 400, 'VALIDATION_ERROR');
    expectError(await t.client().post('/api/create-subscription', { plan: 'basic' }), 401, 'UNAUTHORIZED');
  });
});

describe('POST /api/billing/sandbox/confirm', () => {
  it('starts the Basic trial with the 4242 card', async () => {
    const { client } = await signedIn();
    const res = await buy(client, 'basic');
    expect(res.status).toBe(200);
    const subscription = {
      status: 'trialing',
      plan: 'basic',
      currentPeriodEnd: at(7),
      cancelAtPeriodEnd: false,
    };
    expect(res.json).toEqual({ subscription, amountChargedCents: 0 });
    expect((await client.get('/api/subscription')).json).toEqual({
      ...subscription,
      nextPlan: null,
      // Paid through checkout: a billed subscription, not a grant.
      grantedBySupport: false,
    });
  });

  it('makes Premium active and charges $35', async () => {
    const { client } = await signedIn();
    const res = await buy(client, 'premium');
    expect(res.json).toEqual({
      subscription: {
        status: 'active',
        plan: 'premium',
        currentPeriodEnd: '2026-07-15T12:00:00.000Z',
        cancelAtPeriodEnd: false,
      },
      amountChargedCents: 3500,
    });
  });

  it('declines 0002 and 9995 with 402 and keeps the checkout usable', async () => {
    const { client } = await signedIn();
    const { clientSecret } = (await client.post('/api/create-subscription', { plan: 'premium' })).json;
    const declined = await client.post('/api/billing/sandbox/confirm', card(clientSecret, cards.declined));
    expectError(declined, 402, 'CARD_DECLINED', 'Your card was declined.');
    const poor = await client.post('/api/billing/sandbox/confirm', card(clientSecret, cards.insufficient));
    expectError(poor, 402, 'INSUFFICIENT_FUNDS', 'Your card has insufficient funds.');
    expectError(await client.get('/api/subscription'), 404, 'NO_SUBSCRIPTION');
    expect((await client.post('/api/billing/sandbox/confirm', card(clientSecret))).status).toBe(200);
  });

  it('answers 400 with field messages for an unknown card, a past expiry and a bad CVC', async () => {
    const { client } = await signedIn();
    const { clientSecret } = (await client.post('/api/create-subscription', { plan: 'basic' })).json;
    const confirm = (body: object) =>
      client.post('/api/billing/sandbox/confirm', { ...card(clientSecret), ...body });
    const unknown = await confirm({ cardNumber: '4111 1111 1111 1111' });
    expectError(unknown, 400, 'VALIDATION_ERROR');
    expect(unknown.json.fields).toEqual({
      cardNumber: 'Use a sandbox test card, such as 4242 4242 4242 4242.',
    });
    expect((await confirm({ cardNumber: 'abcd' })).json.fields).toHaveProperty('cardNumber');
    const expired = await confirm({ expMonth: 5, expYear: 2026 });
    expect(expired.json.fields).toEqual({ expYear: 'The card has expired.' });
    expect((await confirm({ expMonth: 6, expYear: 2026 })).status).toBe(200);
    for (const bad of [{ cvc: '12' }, { cvc: 'abc' }, { expMonth: 13 }, { expYear: 'soon' }, { extra: 1 }]) {
      expectError(await confirm(bad), 400, 'VALIDATION_ERROR');
    }
  });

  it('uses a client secret once; another user gets 404; an unknown one 404', async () => {
    const { client } = await signedIn();
    const { clientSecret } = (await client.post('/api/create-subscription', { plan: 'basic' })).json;
    const other = await signedIn();
    expectError(
      await other.client.post('/api/billing/sandbox/confirm', card(clientSecret)),
      404,
      'CHECKOUT_NOT_FOUND',
    );
    expectError(await other.client.get('/api/subscription'), 404, 'NO_SUBSCRIPTION');
    expect((await client.post('/api/billing/sandbox/confirm', card(clientSecret))).status).toBe(200);
    expectError(await client.post('/api/billing/sandbox/confirm', card(clientSecret)), 409, 'CHECKOUT_USED');
    expectError(
      await client.post('/api/billing/sandbox/confirm', card('sandbox_cs_made-up')),
      404,
      'CHECKOUT_NOT_FOUND',
    );
  });

  it('lets a client secret expire after an hour', async () => {
    const { client } = await signedIn();
    const { clientSecret } = (await client.post('/api/create-subscription', { plan: 'basic' })).json;
    clock.advance(3600_000);
    try {
      expectError(
        await client.post('/api/billing/sandbox/confirm', card(clientSecret)),
        410,
        'CHECKOUT_EXPIRED',
      );
    } finally {
      clock.advance(-3600_000);
    }
  });

  it('refuses a second checkout while subscribed', async () => {
    const { client } = await signedIn();
    const { clientSecret } = (await client.post('/api/create-subscription', { plan: 'premium' })).json;
    await buy(client, 'basic');
    expectError(
      await client.post('/api/create-subscription', { plan: 'premium' }),
      409,
      'ALREADY_SUBSCRIBED',
    );
    expectError(
      await client.post('/api/billing/sandbox/confirm', card(clientSecret)),
      409,
      'ALREADY_SUBSCRIBED',
    );
  });

  it('makes one subscription out of 50 concurrent checkouts by one user', async () => {
    const { client, userId } = await signedIn();
    const secrets = await Promise.all(
      Array.from(
        { length: 50 },
        async () =>
          (await client.post('/api/create-subscription', { plan: 'premium' })).json.clientSecret as string,
      ),
    );
    const results = await Promise.all(
      secrets.map((s) => client.post('/api/billing/sandbox/confirm', card(s))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.json.error === 'ALREADY_SUBSCRIBED')).toHaveLength(49);
    const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(rows).toHaveLength(1);
  });
});

describe('the plan follows the subscription at once', () => {
  it('lifts the daily conversation limit right after checkout', async () => {
    const { client } = await signedIn();
    for (let i = 0; i < 2; i++)
      expect((await client.post('/api/conversations', { goatCategory: 'science' })).status).toBe(201);
    const refused = await client.post('/api/conversations', { goatCategory: 'science' });
    expect([refused.status, refused.json.error]).toEqual([403, 'USAGE_LIMIT_REACHED']);
    expect((await buy(client, 'basic')).status).toBe(200);
    const third = await client.post('/api/conversations', { goatCategory: 'science' });
    expect(third.status).toBe(201);
    expect(third.json.showTrialOffer).toBe(false);
  });
});

describe('cancel, resubscribe and change plan', () => {
  it('cancels at the period end and resubscribes', async () => {
    const { client } = await signedIn();
    await buy(client, 'premium');
    const canceled = await client.post('/api/subscription/cancel');
    expect(canceled.status).toBe(200);
    expect(canceled.json).toMatchObject({
      subscription: { status: 'active', cancelAtPeriodEnd: true },
      amountChargedCents: 0,
    });
    expect((await client.get('/api/subscription')).json.cancelAtPeriodEnd).toBe(true);
    const back = await client.post('/api/subscription/resubscribe');
    expect(back.json.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expectError(await client.post('/api/subscription/resubscribe'), 409, 'SUBSCRIPTION_NOT_CHANGEABLE');
  });

  it('upgrades Basic to Premium with the prorated difference, and downgrades at the period end', async () => {
    const { client } = await signedIn();
    // A fresh account: its Basic trial is upgraded (Premium's first month in full), then downgraded.
    await buy(client, 'basic');
    const upgraded = await client.post('/api/subscription/change-plan', { plan: 'premium' });
    expect(upgraded.json).toMatchObject({
      subscription: { plan: 'premium', status: 'active' },
      amountChargedCents: 3500,
    });
    const down = await client.post('/api/subscription/change-plan', { plan: 'basic' });
    expect(down.json).toMatchObject({
      subscription: { plan: 'premium' },
      amountChargedCents: 0,
      nextPlan: 'basic',
    });
    expect((await client.get('/api/subscription')).json).toMatchObject({
      plan: 'premium',
      nextPlan: 'basic',
    });
    expect(
      (await client.post('/api/subscription/change-plan', { plan: 'premium' })).json.nextPlan,
    ).toBeNull();
    expect((await client.get('/api/subscription')).json).toMatchObject({ plan: 'premium', nextPlan: null });
    expectError(await client.post('/api/subscription/change-plan', { plan: 'premium' }), 409, 'SAME_PLAN');
  });

  it('charges an active Basic the remaining days of the $15 difference', async () => {
    const { client, userId } = await signedIn();
    await buy(client, 'basic');
    // A Basic period of 30 days with 10 days left.
    await t.database.db
      .update(subscriptions)
      .set({
        status: 'active',
        trialEnd: new Date(at(-20)),
        currentPeriodStart: new Date(at(-20)),
        currentPeriodEnd: new Date(at(10)),
      })
      .where(eq(subscriptions.userId, userId));
    // The quote before confirming says the same amount, and changes nothing.
    const quote = await client.get('/api/subscription/plan-change-quote?plan=premium');
    expect(quote.json).toEqual({ plan: 'premium', amountDueNowCents: 500, effective: 'now' });
    expect((await client.get('/api/subscription')).json.plan).toBe('basic');
    const res = await client.post('/api/subscription/change-plan', { plan: 'premium' });
    expect(res.json).toMatchObject({
      subscription: { plan: 'premium', currentPeriodEnd: at(10) },
      amountChargedCents: 500,
    });
    expect((await client.get('/api/subscription/plan-change-quote?plan=basic')).json).toEqual({
      plan: 'basic',
      amountDueNowCents: 0,
      effective: 'periodEnd',
    });
  });

  it("quotes a trial's upgrade as Premium's first month, and refuses what the change would refuse", async () => {
    const { client } = await signedIn();
    expectError(await client.get('/api/subscription/plan-change-quote?plan=premium'), 404, 'NO_SUBSCRIPTION');
    await buy(client, 'basic');
    expect((await client.get('/api/subscription/plan-change-quote?plan=premium')).json).toEqual({
      plan: 'premium',
      amountDueNowCents: 3500,
      effective: 'now',
    });
    expectError(await client.get('/api/subscription/plan-change-quote?plan=basic'), 409, 'SAME_PLAN');
    expectError(await client.get('/api/subscription/plan-change-quote?plan=free'), 400, 'VALIDATION_ERROR');
    expectError(
      await t.client().get('/api/subscription/plan-change-quote?plan=premium'),
      401,
      'UNAUTHORIZED',
    );
  });

  it('answers 404 without a subscription and 400 for a bad plan', async () => {
    const { client } = await signedIn();
    expectError(await client.post('/api/subscription/cancel'), 404, 'NO_SUBSCRIPTION');
    expectError(await client.post('/api/subscription/resubscribe'), 404, 'NO_SUBSCRIPTION');
    expectError(
      await client.post('/api/subscription/change-plan', { plan: 'premium' }),
      404,
      'NO_SUBSCRIPTION',
    );
    expectError(
      await client.post('/api/subscription/change-plan', { plan: 'free' }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(await client.post('/api/subscription/change-plan', { plan: 1 }), 400, 'VALIDATION_ERROR');
    expectError(await client.post('/api/subscription/change-plan', {}), 400, 'VALIDATION_ERROR');
  });
});

describe('GET /api/billing/mode', () => {
  it('tells admins the mode and refuses everyone else', async () => {
    const admin = t.client();
    await admin.register({ username: 'boss@example.com' });
    expect((await admin.get('/api/billing/mode')).json).toEqual({ mode: 'sandbox' });
    const { client } = await signedIn();
    expectError(await client.get('/api/billing/mode'), 403, 'FORBIDDEN');
    expectError(await t.client().get('/api/billing/mode'), 401, 'UNAUTHORIZED');
  });
});
