import { queryOptions } from '@tanstack/react-query';
import {
  type ChangePlanRequest,
  type CreateSubscriptionRequest,
  type CreateSubscriptionResponse,
  createSubscriptionResponseSchema,
  type PaidPlan,
  type SandboxConfirmRequest,
  type Subscription,
} from '../../contract/billing.js';
import type { billingContract } from '../../contract/billing-routes.js';
import { billingPaths } from '../../contract/paths/billing.js';
import { translator } from '../i18n/current.js';
import { apiRequest, errorStatus } from '../lib/api.js';
import { apiClient, routeUrl } from '../lib/api-client.js';

const billingApi = apiClient<typeof billingContract>(billingPaths);

/**
 * Subscriptions: the cache keys and queries of the profile's Subscription tab and of checkout, and the
 * cancel call. Keys start with the endpoint's path.
 */
export const billingKeys = {
  subscription: [billingPaths.subscription.path] as const,
  checkout: (plan: PaidPlan) => [billingPaths.create.path, plan] as const,
  quote: (plan: PaidPlan) => [billingPaths.quote.path, plan] as const,
};

/** GET /api/subscription; 404 means the Free plan (null). */
async function fetchSubscription(signal: AbortSignal): Promise<Subscription | null> {
  try {
    return await billingApi.subscription(undefined, { signal });
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
  const { method } = billingPaths.create;
  const res = await apiRequest(method, routeUrl(billingPaths.create), request, { idempotencyKey: true });
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
      queryFn: ({ signal }) => billingApi.quote({ query: { plan } }, { signal }),
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
export const cancelSubscription = () => billingApi.cancel();

/** Sandbox mode: confirms the checkout with one of Stripe's test cards (no real charge). */
export const confirmSandboxCheckout = (body: SandboxConfirmRequest) =>
  billingApi.sandboxConfirm({ body }, { idempotencyKey: true });

/** Undoes a cancellation before the period's end. */
export const resubscribe = () => billingApi.resubscribe();

/**
 * Changes the plan: Basic -> Premium at once (the prorated difference charged now), Premium -> Basic at
 * the period's end; the current plan again undoes a pending downgrade.
 */
export const changePlan = (plan: PaidPlan) => {
  const body: ChangePlanRequest = { plan };
  return billingApi.changePlan({ body });
};

/**
 * Stripe mode, once Stripe.js has confirmed the card: the server re-reads the subscription from Stripe,
 * so the new plan applies before Stripe's webhook arrives.
 */
export const syncStripeSubscription = () => billingApi.sync();
