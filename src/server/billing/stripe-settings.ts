import type { BillingMode } from '../../contract/billing.js';
import type { Config } from '../config.js';

/** What Stripe mode needs; null when either key is missing (the sandbox runs). */
export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | null;
  priceIds: { basic: string | null; premium: string | null };
  /** The SDK's host, port and protocol (a local stand-in in tests); null: Stripe's own API. */
  apiBase: URL | null;
};

export type StripeEnv = Pick<
  Config,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_PUBLISHABLE_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_PRICE_BASIC'
  | 'STRIPE_PRICE_PREMIUM'
  | 'STRIPE_API_BASE'
>;

/** Stripe mode is on when both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set. */
export function stripeSettings(env: StripeEnv): StripeSettings | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY) return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
    priceIds: { basic: env.STRIPE_PRICE_BASIC ?? null, premium: env.STRIPE_PRICE_PREMIUM ?? null },
    apiBase: env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null,
  };
}

export const billingModeOf = (env: StripeEnv): BillingMode => (stripeSettings(env) ? 'stripe' : 'sandbox');
