import type { BillingMode, BillingModeResponse } from '../../contract/billing.js';

/** Which provider takes payments: Stripe when its keys are set, else the sandbox (test cards, no money). */
export const getBillingMode = (mode: BillingMode): BillingModeResponse => ({ mode });
