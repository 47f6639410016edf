import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PaidPlan } from '../../contract/billing.js';
import { billingErrorCodes } from '../../contract/billing-values.js';
import { translator } from '../i18n/current.js';
import { ApiError, errorMessage, errorStatus } from '../lib/api.js';
import { toast } from '../ui/use-toast.js';
import { billingQueries } from './queries.js';

/** The message for 'Error: {message}. Please try again or contact support.' */
export function setupErrorText(err: Error): string {
  const unavailable = translator()('The payment service is not available right now');
  const status = errorStatus(err) ?? 0;
  // A missing endpoint, or an answer that is not ours (a proxy's page), says nothing useful to a customer.
  const message = status === 404 ? unavailable : errorMessage(err);
  const plain = status >= 500 && message.trimStart().startsWith('<') ? unavailable : message;
  return plain.trim().replace(/\.+$/, '') || unavailable;
}

/**
 * Creates the subscription when checkout opens. Not cached across visits: each visit
 * asks for a fresh client secret. A failure (other than already having a plan) raises the 'Subscription Setup Failed' toast.
 */
export function useCreateSubscription(plan: PaidPlan) {
  const query = useQuery(billingQueries.checkout(plan));

  const alreadySubscribed = isAlreadySubscribed(query.error);

  useEffect(() => {
    // Someone who already has a plan is told so on the page, not with a failure toast.
    if (!query.error || isAlreadySubscribed(query.error)) return;
    const t = translator();
    toast({
      title: t('Subscription Setup Failed'),
      description: t('Error: {message}. Please try again or contact support.', {
        message: setupErrorText(query.error),
      }),
      variant: 'destructive',
    });
  }, [query.error]);

  return { isPending: query.isPending, checkout: query.data ?? null, alreadySubscribed };
}

/** 409 ALREADY_SUBSCRIBED: one subscription at a time. */
function isAlreadySubscribed(err: Error | null): boolean {
  return err instanceof ApiError && err.status === 409 && err.code === billingErrorCodes.alreadySubscribed;
}
