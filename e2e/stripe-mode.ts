import { type FakeStripe, startFakeStripe } from '../test/fake-stripe/server.js';
import type { RunningServer } from '../tools/server-process.js';
import { test as base } from './fixtures.js';
import { startOwnServer } from './own-server.js';

const WEBHOOK_SECRET = 'whsec_e2e_voxpert';

export type StripeModeApp = { url: string; fake: FakeStripe };

/**
 * Tests against a second copy of the production server in Stripe mode (its own embedded database), with
 * the official SDK pointed at the local fake Stripe, which also sends it signed webhooks. Every test of
 * a file that uses this runs against that server: `baseURL` is its address.
 */
export const test = base.extend<{ stripeApp: StripeModeApp }, { stripeServer: StripeModeApp }>({
  stripeServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const fake = await startFakeStripe();
      let server: RunningServer | null = null;
      try {
        server = await startOwnServer({
          STRIPE_SECRET_KEY: 'sk_test_e2e',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_BASE: fake.url,
        });
        fake.forwardWebhooks(`${server.url}/api/stripe/webhook`, WEBHOOK_SECRET);
        await use({ url: server.url, fake });
      } finally {
        await server?.stop();
        await fake.close();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  stripeApp: async ({ stripeServer }, use) => use(stripeServer),
  baseURL: async ({ stripeServer }, use) => use(stripeServer.url),
});

export { expect, expectToast } from './fixtures.js';
