import { queryOptions } from '@tanstack/react-query';
import type { SuccessResponse } from '../../contract/accounts.js';
import {
  type ChangePlanRequest,
  type CreateSubscriptionRequest,
  type CreateSubscriptionResponse,
  createSubscriptionResponseSchema,
  type PaidPlan,
  type PlanChangeQuote,
  type SandboxConfirmRequest,
  type SandboxConfirmResponse,
  type StripeSyncResponse,
  type Subscription,
  type SubscriptionChangeResponse,
} from '../../contract/billing.js';
import { translator } from '../i18n/current.js';
import { apiGet, apiJson, apiRequest, errorStatus } from '../lib/api.js';

/**
 * Subscriptions: the cache keys and queries of the profile's Subscription tab and of checkout, and the
 * cancel call. Keys start with the endpoint's path.
 */
export const billingKeys = {
  subscription: ['/api/subscription'] as const,
  checkout: (plan: PaidPlan) => ['/api/create-subscription', plan] as const,
  quote: (plan: PaidPlan) => ['/api/subscription/plan-change-quote', plan] as const,
};

/** GET /api/subscription; 404 means the Free plan (null). */
async function fetchSubscription(signal: AbortSignal): Promise<Subscription | null> {
  try {
    return await apiGet<Subscription>('/api/subscription', { signal });
  } catch (err) {
    if (errorStatus(err) === 404) return null;
    throw err;
  }
}

/**
 * POST /api/create-subscription {plan}: the client secret of the payment (or card setup) to confirm,
 * and what it costs now and later.
 */
async function createSubscription(plan: PaidPlan): Promise<CreateSubscriptionResponse> {
  const request: CreateSubscriptionRequest = { plan };
  const res = await apiRequest('POST', '/api/create-subscription', request, { idempotencyKey: true });
  // An OK answer that is not JSON, or has no secret, cannot start a payment.
  const body: unknown = await res.json().catch(() => ({}));
  const parsed = createSubscriptionResponseSchema.safeParse(body);
  if (!parsed.success || parsed.data.clientSecret === '')
    throw new Error(translator()('No client secret received from server'));
  return parsed.data;
}

export const billingQueries = {
  subscription: () =>
    queryOptions({
      queryKey: billingKeys.subscription,
      queryFn: ({ signal }) => fetchSubscription(signal),
    }),
  /** What a plan change costs now; asked afresh each time the question is shown (the amount moves by the day). */
  quote: (plan: PaidPlan) =>
    queryOptions({
      queryKey: billingKeys.quote(plan),
      queryFn: ({ signal }) =>
        apiGet<PlanChangeQuote>(`/api/subscription/plan-change-quote?plan=${plan}`, { signal }),
      gcTime: 0,
    }),
  /** Not cached across visits: each visit to checkout asks for a fresh client secret. */
  checkout: (plan: PaidPlan) =>
    queryOptions({
      queryKey: billingKeys.checkout(plan),
      queryFn: () => createSubscription(plan),
      gcTime: 0,
    }),
};

/** Cancels at the end of the paid period. */
export const cancelSubscription = () => apiJson<SuccessResponse>('POST', '/api/subscription/cancel', {});

/** Sandbox mode: confirms the checkout with one of Stripe's test cards (no real charge). */
export const confirmSandboxCheckout = (body: SandboxConfirmRequest) =>
  apiJson<SandboxConfirmResponse>('POST', '/api/billing/sandbox/confirm', body, { idempotencyKey: true });

/** Undoes a cancellation before the period's end. */
export const resubscribe = () =>
  apiJson<SubscriptionChangeResponse>('POST', '/api/subscription/resubscribe', {});

/**
 * Changes the plan: Basic -> Premium at once (the prorated difference charged now), Premium -> Basic at
 * the period's end; the current plan again undoes a pending downgrade.
 */
export const changePlan = (plan: PaidPlan) => {
  const body: ChangePlanRequest = { plan };
  return apiJson<SubscriptionChangeResponse>('POST', '/api/subscription/change-plan', body);
};

/**
 * Stripe mode, once Stripe.js has confirmed the card: the server re-reads the subscription from Stripe,
 * so the new plan applies before Stripe's webhook arrives.
 */
export const syncStripeSubscription = () => apiJson<StripeSyncResponse>('POST', '/api/subscription/sync', {});
