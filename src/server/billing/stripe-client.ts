import Stripe from 'stripe';
import { type PaidPlan, planPriceCents } from '../../contract/billing.js';
import type { StripeSettings } from './stripe-settings.js';

/** The Stripe SDK, the settings and the price of each plan (found or created once, on first use). */
export type StripeBilling = {
  sdk: Stripe;
  settings: StripeSettings;
  priceIds: () => Promise<Record<PaidPlan, string>>;
};

/** Prices without STRIPE_PRICE_*: found by these lookup keys, else created, $20 / $35 a month. */
export const priceLookupKeys: Record<PaidPlan, string> = {
  basic: 'voxpert_basic_monthly',
  premium: 'voxpert_premium_monthly',
};

export function createStripeBilling(settings: StripeSettings): StripeBilling {
  const base = settings.apiBase;
  const sdk = new Stripe(settings.secretKey, {
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
    maxNetworkRetries: 1,
    timeout: 20_000,
  });
  let prices: Promise<Record<PaidPlan, string>> | null = null;
  const priceIds = () => {
    prices ??= resolvePrices(sdk, settings).catch((err: unknown) => {
      prices = null;
      throw err;
    });
    return prices;
  };
  return { sdk, settings, priceIds };
}

async function resolvePrices(sdk: Stripe, settings: StripeSettings): Promise<Record<PaidPlan, string>> {
  const { basic, premium } = settings.priceIds;
  if (basic && premium) return { basic, premium };
  const found = await sdk.prices.list({ lookup_keys: Object.values(priceLookupKeys), active: true });
  const byKey = new Map(found.data.map((p) => [p.lookup_key, p.id]));
  const priceOf = async (plan: PaidPlan, configured: string | null): Promise<string> => {
    if (configured) return configured;
    const existing = byKey.get(priceLookupKeys[plan]);
    if (existing) return existing;
    const created = await sdk.prices.create(
      {
        currency: 'usd',
        unit_amount: planPriceCents[plan],
        recurring: { interval: 'month' },
        lookup_key: priceLookupKeys[plan],
        product_data: { name: plan === 'basic' ? 'Voxpert Basic' : 'Voxpert Premium' },
      },
      { idempotencyKey: `voxpert-price-${priceLookupKeys[plan]}` },
    );
    return created.id;
  };
  return { basic: await priceOf('basic', basic), premium: await priceOf('premium', premium) };
}
