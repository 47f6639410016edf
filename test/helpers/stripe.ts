import Stripe from 'stripe';
import { type FakeStripe, startFakeStripe } from '../fake-stripe/server.js';
import { startTestApp, type TestApp, type TestClient, type TestResponse } from './app.js';

export const WEBHOOK_SECRET = 'whsec_test_secret_for_voxpert';
const sdk = new Stripe('sk_test_signing_only');

/** The app in Stripe mode, its SDK pointed at a fresh fake Stripe. */
export async function startStripeApp(
  options: { clock?: () => Date; admins?: string[] } = {},
): Promise<{ t: TestApp; fake: FakeStripe; close: () => Promise<void> }> {
  const fake = await startFakeStripe();
  const t = await startTestApp({
    ...(options.clock ? { clock: options.clock } : {}),
    config: {
      STRIPE_SECRET_KEY: 'sk_test_voxpert',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_voxpert',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      ADMIN_EMAILS: options.admins ?? [],
    },
  });
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

/** The headers of a webhook delivery of `payload`, signed as Stripe signs it (at `timestamp`, seconds; default now). */
export function webhookHeaders(
  payload: string,
  options: { timestamp?: number; secret?: string } = {},
): Record<string, string> {
  const signature = sdk.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return { 'content-type': 'application/json', 'stripe-signature': signature };
}

/** Posts a webhook payload signed as Stripe signs it. */
export function deliver(
  client: TestClient,
  payload: string,
  options: { timestamp?: number; secret?: string } = {},
): Promise<TestResponse> {
  return client.post('/api/stripe/webhook', payload, webhookHeaders(payload, options));
}

/** Starts a checkout and confirms it at the fake Stripe (the card saved, or the first invoice paid). */
export async function checkout(client: TestClient, fake: FakeStripe, plan: 'basic' | 'premium') {
  const created = await client.post('/api/create-subscription', { plan });
  if (created.status !== 200) throw new Error(`checkout failed: ${created.status} ${created.body}`);
  const sub = [...fake.subscriptions.values()].at(-1);
  if (!sub) throw new Error('no subscription at the fake Stripe');
  fake.confirm(sub.id);
  return { created, subId: sub.id };
}
