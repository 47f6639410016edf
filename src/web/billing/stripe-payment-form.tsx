import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import {
  loadStripe,
  type Stripe,
  type StripeElementLocale,
  type StripeElementsOptions,
} from '@stripe/stripe-js';
import { CreditCard } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import type { CreateSubscriptionResponse } from '../../contract/billing.js';
import type { DisplayLocale } from '../../i18n/locales.js';
import { useLocale, useT } from '../i18n/i18n.js';
import { Alert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.js';
import { Spinner } from '../ui/spinner.js';
import { checkoutAction } from './money.js';
import { PaymentRefusal, unexpectedPaymentError } from './payment-refusal.js';
import { PaymentUnavailable } from './payment-unavailable.js';
import { syncStripeSubscription } from './queries.js';
import type { CheckoutConfirmation } from './use-confirm-checkout.js';

/**
 * Stripe.js, loaded from Stripe once per publishable key; null when it could not load. This module is
 * itself loaded only by a checkout that goes through Stripe, so no other page fetches Stripe's script.
 */
const loads = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let load = loads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey).catch(() => null);
    loads.set(publishableKey, load);
    void load.then((stripe) => {
      if (!stripe) loads.delete(publishableKey); // a later visit tries again
    });
  }
  return load;
}

/**
 * The checkout's confirmation (its pending state, problems, and what follows a success) is kept by the
 * checkout page; this form hands it the Stripe.js call to run.
 */
type StripeFormProps = {
  checkout: CreateSubscriptionResponse;
  confirmation: CheckoutConfirmation<() => Promise<unknown>>;
};

/** Large, calm text in Stripe's card fields, in the app's colours (the fields live in Stripe's frame). */
const appearance: StripeElementsOptions['appearance'] = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#4338ca',
    fontSizeBase: '18px',
    spacingUnit: '5px',
    borderRadius: '10px',
  },
};

/** Stripe's fields in the page's language (Stripe has no Hindi: the browser's language there). */
function stripeLocale(locale: DisplayLocale): StripeElementLocale {
  if (locale === 'en-XA') return 'en';
  if (locale === 'hi') return 'auto';
  return locale;
}

/**
 * Stripe mode's payment form: Stripe's Payment Element for the checkout's client secret. A setup
 * intent (Basic's trial) is confirmed with confirmSetup, a payment intent (a first invoice) with
 * confirmPayment; cards need no redirect, so the answer comes back here. If Stripe.js or the element
 * cannot load, the 'Payment System Temporarily Unavailable' panel is shown.
 */
export default function StripePaymentForm({ checkout, confirmation }: StripeFormProps) {
  const locale = useLocale();
  const key = checkout.publishableKey ?? '';
  const stripe = useMemo(() => (key ? stripeFor(key) : null), [key]);
  const [unavailable, setUnavailable] = useState(!key);
  useEffect(() => {
    let current = true;
    void stripe?.then((loaded) => {
      if (current && !loaded) setUnavailable(true);
    });
    return () => {
      current = false;
    };
  }, [stripe]);

  if (unavailable || !stripe) return <PaymentUnavailable />;
  return (
    <Elements
      stripe={stripe}
      options={{ clientSecret: checkout.clientSecret, appearance, locale: stripeLocale(locale) }}
    >
      <StripeForm
        checkout={checkout}
        confirmation={confirmation}
        onUnavailable={() => setUnavailable(true)}
      />
    </Elements>
  );
}

function StripeForm({
  checkout,
  confirmation,
  onUnavailable,
}: StripeFormProps & { onUnavailable: () => void }) {
  const t = useT();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const { confirm, problem } = confirmation;
  const pay = async () => {
    if (!stripe || !elements) throw new PaymentRefusal('other', unexpectedPaymentError());
    const confirmParams = {
      return_url: new URL(`/payment-success?plan=${checkout.plan}`, window.location.origin).href,
    };
    const result = checkout.clientSecret.startsWith('seti_')
      ? await stripe.confirmSetup({ elements, confirmParams, redirect: 'if_required' })
      : await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' });
    if (result.error) {
      const aboutTheCard = result.error.type === 'card_error' || result.error.type === 'validation_error';
      throw new PaymentRefusal(
        aboutTheCard ? 'card' : 'other',
        result.error.message ?? unexpectedPaymentError(),
      );
    }
    // Stripe has the card: the plan applies now, not when the webhook arrives (which then stores the same).
    await syncStripeSubscription().catch(() => undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) confirm.mutate(pay);
  };

  return (
    <Card data-testid="payment-form" data-plan={checkout.plan} data-provider="stripe">
      <CardHeader>
        <CardTitle>{t('Payment Details')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" noValidate onSubmit={submit} aria-label={t('Card details')}>
          {!ready && <Spinner label={t('Loading the secure card form')} />}
          <PaymentElement
            options={{ layout: 'tabs' }}
            onReady={() => setReady(true)}
            onLoadError={onUnavailable}
          />
          {problem && (
            <Alert tone="error" title={problem.title}>
              {problem.message}
            </Alert>
          )}
          <Button
            type="submit"
            size="lg"
            className="w-full whitespace-normal"
            disabled={!ready || confirm.isPending}
          >
            <CreditCard aria-hidden="true" />
            {confirm.isPending ? t('Processing...') : checkoutAction(checkout, t)}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
