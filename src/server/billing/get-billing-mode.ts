import type { BillingModeResponse } from '../../contract/billing.js';

/**
 * Which provider takes payments. Stripe is not built yet, so every server runs the sandbox (test cards,
 * no money); this will read the Stripe keys when Stripe lands.
 */
export const getBillingMode = (): BillingModeResponse => ({ mode: 'sandbox' });
