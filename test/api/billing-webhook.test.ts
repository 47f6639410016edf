import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeEvents, subscriptions, users } from '../../src/server/db/schema/index.js';
import type { FakeStripe } from '../fake-stripe/server.js';
import type { TestApp } from '../helpers/app.js';
import { expectError } from '../helpers/http-assertions.js';
import { checkout, deliver, startStripeApp } from '../helpers/stripe.js';

let t: TestApp;
let fake: FakeStripe;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close } = await startStripeApp());
}, 60_000);
afterAll(async () => {
  await close?.();
});

async function signedIn() {
  const client = t.client();
  const { user } = await client.register();
  return { client, userId: user.id as number };
}

const rowOf = async (subId: string) =>
  (
    await t.database.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subId))
  )[0];
const eventCount = async () => (await t.database.db.select().from(stripeEvents)).length;
const subEvent = (type: string, subId: string) => fake.event(type, fake.subscriptions.get(subId));

/** A deterministic shuffle (the same order on every run). */
function shuffled<T>(items: T[], seed = 7): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('POST /api/stripe/webhook: signatures', () => {
  it('refuses a bad signature with 400 and writes nothing', async () => {
    const { client } = await signedIn();
    const { subId } = await checkout(client, fake, 'premium');
    const before = await eventCount();
    const { payload } = subEvent('customer.subscription.updated', subId);
    const res = await deliver(client, payload, { secret: 'whsec_not_the_secret' });
    expectError(res, 400, 'VALIDATION_ERROR');
    expectError(
      await client.post('/api/stripe/webhook', payload, { 'content-type': 'application/json' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(await eventCount()).toBe(before);
    expect((await rowOf(subId))?.status).toBe('incomplete');
    const valid = await deliver(client, payload);
    expect(valid.status).toBe(200);
    expect(await eventCount()).toBe(before + 1);
  });

  it('refuses a body that is not JSON, or is not what was signed, without a 500', async () => {
    const { client } = await signedIn();
    const plain = await client.post('/api/stripe/webhook', 'hello', { 'content-type': 'text/plain' });
    expect(plain.status).toBe(415);
    const signedOther = await deliver(client, '{"id":"evt_1"}');
    expectError(signedOther, 400, 'VALIDATION_ERROR');
    const notJson = await deliver(client, 'not json');
    expectError(notJson, 400, 'VALIDATION_ERROR');
  });

  it('refuses a stale timestamp (older than five minutes) with 400', async () => {
    const { client } = await signedIn();
    const { subId } = await checkout(client, fake, 'premium');
    const before = await eventCount();
    const { payload } = subEvent('customer.subscription.updated', subId);
    const res = await deliver(client, payload, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(await eventCount()).toBe(before);
    expect((await rowOf(subId))?.status).toBe('incomplete');
  });

  it('answers unknown event types 200 and ignores them', async () => {
    const { client } = await signedIn();
    const before = await eventCount();
    const res = await deliver(
      client,
      fake.event('charge.refunded', { id: 'ch_1', object: 'charge' }).payload,
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: true });
    expect(await eventCount()).toBe(before);
  });
});

describe('POST /api/stripe/webhook: effects', () => {
  it('grants the plan when Stripe says the card was confirmed, and the trial counts as used', async () => {
    const { client } = await signedIn();
    const { subId } = await checkout(client, fake, 'basic');
    expect((await deliver(client, subEvent('customer.subscription.updated', subId).payload)).status).toBe(
      200,
    );
    expect((await client.get('/api/subscription')).json).toMatchObject({ status: 'trialing', plan: 'basic' });
    expect((await rowOf(subId))?.trialEnd).not.toBeNull();
  });

  it('applies every event once however often it is delivered (2 to 5 times)', async () => {
    const { client } = await signedIn();
    const { subId } = await checkout(client, fake, 'premium');
    const created = subEvent('customer.subscription.created', subId);
    const paid = fake.event('invoice.paid', fake.invoiceOf(subId));
    fake.patch(subId, { cancel_at_period_end: true });
    const updated = subEvent('customer.subscription.updated', subId);
    const before = await eventCount();
    const deliveries = [created, created, paid, paid, paid, updated, updated, updated, updated, updated];
    for (const event of deliveries) expect((await deliver(client, event.payload)).status).toBe(200);
    expect(await eventCount()).toBe(before + 3);
    const ids = (await t.database.db.select().from(stripeEvents)).map((e) => e.id);
    for (const event of [created, paid, updated]) expect(ids.filter((i) => i === event.id)).toHaveLength(1);
    expect((await client.get('/api/subscription')).json).toMatchObject({
      status: 'active',
      plan: 'premium',
      cancelAtPeriodEnd: true,
    });
  });

  it('redelivers at once in parallel and still applies each event once', async () => {
    const { client } = await signedIn();
    const { subId } = await checkout(client, fake, 'premium');
    const event = subEvent('customer.subscription.updated', subId);
    const before = await eventCount();
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(client, event.payload)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await eventCount()).toBe(before + 1);
  });

  it('ends at the newest state when the same events arrive shuffled', async () => {
    const { client } = await signedIn();
    const { subId } = await checkout(client, fake, 'premium');
    const events = [subEvent('customer.subscription.created', subId)];
    fake.patch(subId, { cancel_at_period_end: true });
    events.push(subEvent('customer.subscription.updated', subId));
    fake.patch(subId, { cancel_at_period_end: false });
    events.push(subEvent('customer.subscription.updated', subId));
    fake.renew(subId);
    events.push(fake.event('invoice.paid', fake.invoiceOf(subId)));
    events.push(subEvent('customer.subscription.updated', subId));
    for (const event of shuffled([...events, ...events])) await deliver(client, event.payload);
    const item = fake.subscriptions.get(subId)?.items.data[0];
    const row = await rowOf(subId);
    expect(row).toMatchObject({ status: 'active', plan: 'premium', cancelAtPeriodEnd: false });
    expect(row?.currentPeriodEnd.getTime()).toBe((item?.current_period_end ?? 0) * 1000);
  });

  it('gives the free limits back when the subscription is deleted', async () => {
    const { client, userId } = await signedIn();
    const { subId } = await checkout(client, fake, 'premium');
    await deliver(client, subEvent('customer.subscription.updated', subId).payload);
    expect((await client.get('/api/subscription')).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await client.post('/api/conversations', { goatCategory: 'science' })).status).toBe(201);
    fake.patch(subId, { status: 'canceled', canceled_at: fake.now(), ended_at: fake.now() });
    expect((await deliver(client, subEvent('customer.subscription.deleted', subId).payload)).status).toBe(
      200,
    );
    expectError(await client.get('/api/subscription'), 404, 'NO_SUBSCRIPTION');
    expect((await rowOf(subId))?.status).toBe('canceled');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.subscriptionStatus).toBe('canceled');
    const refused = await client.post('/api/conversations', { goatCategory: 'science' });
    expect([refused.status, refused.json.error]).toEqual([403, 'USAGE_LIMIT_REACHED']);
  });

  it('marks the subscription past_due (no access) on invoice.payment_failed', async () => {
    const { client } = await signedIn();
    const { subId } = await checkout(client, fake, 'premium');
    await deliver(client, subEvent('customer.subscription.updated', subId).payload);
    fake.failPayment(subId);
    expect(
      (await deliver(client, fake.event('invoice.payment_failed', fake.invoiceOf(subId)).payload)).status,
    ).toBe(200);
    expect((await rowOf(subId))?.status).toBe('past_due');
    expect((await client.get('/api/subscription')).json).toMatchObject({
      status: 'past_due',
      plan: 'premium',
    });
    expect((await client.get('/api/user')).json).toMatchObject({ subscriptionStatus: 'inactive' });
  });

  it('logs trial_will_end and changes nothing', async () => {
    const { client } = await signedIn();
    const { subId } = await checkout(client, fake, 'basic');
    const before = await eventCount();
    const res = await deliver(client, subEvent('customer.subscription.trial_will_end', subId).payload);
    expect(res.status).toBe(200);
    expect(await eventCount()).toBe(before);
    expect((await rowOf(subId))?.status).toBe('incomplete');
  });
});
