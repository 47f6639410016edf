import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PaidPlan } from '../../contract/billing.js';
import { apiRequest, errorMessage } from '../lib/api.js';
import { toast } from '../ui/use-toast.js';

export const noClientSecret = 'No client secret received from server';
const unavailable = 'The payment service is not available right now';

/** POST /api/create-subscription {plan}: the client secret of the payment (or card setup) to confirm. */
async function createSubscription(plan: PaidPlan): Promise<string> {
  const res = await apiRequest('POST', '/api/create-subscription', { plan });
  const body = (await res.json().catch(() => ({}))) as { clientSecret?: unknown };
  if (typeof body.clientSecret !== 'string' || body.clientSecret === '') throw new Error(noClientSecret);
  return body.clientSecret;
}

/** The message for 'Error: {message}. Please try again or contact support.' */
export function setupErrorText(err: Error): string {
  const status = Number(/^(\d{3}): /.exec(err.message)?.[1] ?? 0);
  // A missing endpoint, or an answer that is not ours (a proxy's page), says nothing useful to a customer.
  const message = status === 404 ? unavailable : errorMessage(err);
  const plain = status >= 500 && message.trimStart().startsWith('<') ? unavailable : message;
  return plain.trim().replace(/\.+$/, '') || unavailable;
}

/**
 * Creates the subscription when checkout opens (spec section 4). Not cached across visits: each visit
 * asks for a fresh client secret. A failure raises the 'Subscription Setup Failed' toast.
 */
export function useCreateSubscription(plan: PaidPlan) {
  const query = useQuery({
    queryKey: ['/api/create-subscription', plan],
    queryFn: () => createSubscription(plan),
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (!query.error) return;
    toast({
      title: 'Subscription Setup Failed',
      description: `Error: ${setupErrorText(query.error)}. Please try again or contact support.`,
      variant: 'destructive',
    });
  }, [query.error]);

  return { isPending: query.isPending, clientSecret: query.data ?? null };
}
