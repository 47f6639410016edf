import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PaidPlan } from '../../contract/billing.js';
import { authKeys } from '../auth/queries.js';
import { translator } from '../i18n/current.js';
import { ApiError, errorFields, errorMessage } from '../lib/api.js';
import { queryClient } from '../lib/query-client.js';
import { toast } from '../ui/use-toast.js';
import { type CardForm, cardFieldErrors } from './card-input.js';
import { PaymentRefusal, unexpectedPaymentError } from './payment-refusal.js';
import { billingKeys } from './queries.js';

/** A problem to show above the button: its title and sentence. */
export type PaymentProblem = { title: string; message: string };

/** Basic confirms a card setup (its trial charges nothing), Premium a payment. */
export function failureTitle(plan: PaidPlan): string {
  const t = translator();
  return plan === 'basic' ? t('Setup Failed') : t('Payment Failed');
}

/**
 * Confirms a checkout, with the sandbox's card form or with Stripe.js. Success: the subscription and
 * the user (plan limits) are refetched, then /payment-success. A declined card (402, or Stripe.js's card
 * error) or a refused checkout: an inline message and a toast, and the form keeps what was typed; field
 * messages (400) go on their fields; no answer at all: 'Payment Error'.
 */
export function useConfirmCheckout<T>(
  plan: PaidPlan,
  confirmPayment: (input: T) => Promise<unknown>,
  onFieldErrors: (errors: Partial<CardForm>) => void = () => {},
) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<PaymentProblem | null>(null);

  const confirm = useMutation({
    mutationFn: confirmPayment,
    onMutate: () => setProblem(null),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.subscription }),
        queryClient.invalidateQueries({ queryKey: authKeys.user }),
      ]);
      navigate(`/payment-success?plan=${plan}&redirect_status=succeeded`);
    },
    onError: (err) => {
      if (err instanceof PaymentRefusal) {
        report({
          title: err.kind === 'card' ? failureTitle(plan) : translator()('Payment Error'),
          message: err.message,
        });
        return;
      }
      if (!(err instanceof ApiError)) {
        report({ title: translator()('Payment Error'), message: unexpectedPaymentError() });
        return;
      }
      const fields = cardFieldErrors(errorFields(err));
      if (err.status === 400 && Object.keys(fields).length > 0) {
        onFieldErrors(fields);
        return;
      }
      report({
        title: err.status === 402 ? failureTitle(plan) : translator()('Payment Error'),
        message: errorMessage(err),
      });
    },
  });

  function report(next: PaymentProblem) {
    setProblem(next);
    toast({ title: next.title, description: next.message, variant: 'destructive' });
  }

  return { confirm, problem };
}

export type CheckoutConfirmation<T> = ReturnType<typeof useConfirmCheckout<T>>;
