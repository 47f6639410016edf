import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config.js';
import { billingModeOf, stripeSettings } from './stripe-settings.js';

describe('Stripe settings', () => {
  it('runs the sandbox unless both keys are set', () => {
    expect(billingModeOf(parseEnv({}))).toBe('sandbox');
    expect(billingModeOf(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_x' }))).toBe('sandbox');
    expect(billingModeOf(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: ' ' }))).toBe(
      'sandbox',
    );
    expect(
      billingModeOf(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' })),
    ).toBe('stripe');
  });

  it('reads the prices, the webhook secret and a local API base', () => {
    const settings = stripeSettings(
      parseEnv({
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_PRICE_BASIC: 'price_b',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }),
    );
    expect(settings).toMatchObject({
      webhookSecret: 'whsec_x',
      priceIds: { basic: 'price_b', premium: null },
    });
    expect(settings?.apiBase?.port).toBe('12111');
  });

  it('refuses an API base that is not a URL', () => {
    expect(() => parseEnv({ STRIPE_API_BASE: 'localhost' })).toThrow(
      /STRIPE_API_BASE must be an absolute URL/,
    );
  });
});
