/**
 * The method and path of each billing route, plain data the browser loads without zod; the routes'
 * contracts are in ../billing-routes.ts (decision 0025).
 */
export const billingPaths = {
  subscription: { method: 'GET', path: '/api/subscription' },
  create: { method: 'POST', path: '/api/create-subscription' },
  sandboxConfirm: { method: 'POST', path: '/api/billing/sandbox/confirm' },
  cancel: { method: 'POST', path: '/api/subscription/cancel' },
  resubscribe: { method: 'POST', path: '/api/subscription/resubscribe' },
  changePlan: { method: 'POST', path: '/api/subscription/change-plan' },
  quote: { method: 'GET', path: '/api/subscription/plan-change-quote' },
  mode: { method: 'GET', path: '/api/billing/mode' },
  sync: { method: 'POST', path: '/api/subscription/sync' },
  stripeWebhook: { method: 'POST', path: '/api/stripe/webhook' },
} as const;
