import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, CreditCard, Mic } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Subscription } from '../../contract/billing.js';
import { useAuth } from '../auth/use-auth.js';
import { useT } from '../i18n/i18n.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardFooter } from '../ui/card.js';
import { Spinner } from '../ui/spinner.js';
import { toast } from '../ui/use-toast.js';
import { NoPaymentFound } from './no-payment-found.js';
import { billingQueries } from './queries.js';
import { successText } from './success-text.js';

/** The verifying state lasts 2000 ms. */
export const VERIFY_DURATION = 2000;

/**
 * /payment-success?plan=&redirect_status= : verifying for 2 s, then what the server says. The address
 * can be typed by hand, so 'Payment Successful' is shown only when the signed-in user has a
 * subscription of that plan (trialing or active, not an unpaid one); otherwise no success is claimed.
 */
export default function PaymentSuccessPage() {
  const t = useT();
  const [params] = useSearchParams();
  const plan = params.get('plan');
  const failed = params.get('redirect_status') === 'failed';
  const [waited, setWaited] = useState(failed);
  const { user, isPending: isLoading } = useAuth();
  const subscription = useQuery({
    ...billingQueries.subscription(),
    enabled: !failed && !!user,
    refetchOnMount: 'always',
  });

  const checking = !waited || isLoading || (!!user && subscription.isFetching);
  const current = subscription.data;
  const paid = !!user && !!current && current.plan === plan && current.status !== 'past_due';
  const status = current?.status;
  const outcome = failed ? 'failed' : checking ? 'verifying' : paid ? 'succeeded' : 'not-found';
  usePageTitle(
    {
      failed: t('Payment Failed'),
      verifying: t('Payment Verification'),
      succeeded: t('Payment Successful'),
      'not-found': t('No Payment Found'),
    }[outcome],
  );

  useEffect(() => {
    if (failed) return;
    const timer = setTimeout(() => setWaited(true), VERIFY_DURATION);
    return () => clearTimeout(timer);
  }, [failed]);

  useEffect(() => {
    if (outcome !== 'succeeded') return;
    toast({ title: t('Payment Successful'), description: successText(status), variant: 'success' });
  }, [outcome, status, t]);

  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-lg text-center">
        {outcome === 'failed' ? (
          <Failed />
        ) : outcome === 'verifying' ? (
          <Verifying />
        ) : outcome === 'succeeded' ? (
          <Succeeded status={status} />
        ) : (
          <NoPaymentFound signedIn={!!user} />
        )}
      </Card>
    </div>
  );
}

function Verifying() {
  const t = useT();
  return (
    <CardContent className="flex flex-col items-center gap-3 pt-8">
      <h1 className="text-3xl font-bold text-foreground">{t('Payment Verification')}</h1>
      <p className="text-lg text-muted">{t('We are verifying your payment. This takes just a moment...')}</p>
      <Spinner label={t('Verifying your payment')} />
    </CardContent>
  );
}

function Succeeded({ status }: { status: Subscription['status'] | undefined }) {
  const t = useT();
  return (
    <>
      <CardContent className="flex flex-col items-center gap-3 pt-8">
        <CircleCheck className="size-16 text-success" aria-hidden="true" />
        <h1 className="text-3xl font-bold text-foreground">{t('Payment Successful')}</h1>
        <p className="text-xl text-foreground-soft" role="status">
          {successText(status)}
        </p>
        <p className="text-lg text-muted">
          {t('Thank you for choosing Voxpert. Your expert is ready to talk.')}
        </p>
      </CardContent>
      <CardFooter className="flex-col items-stretch justify-center sm:flex-row sm:flex-wrap sm:items-center">
        <Button asChild size="lg">
          <Link to="/">
            <Mic aria-hidden="true" />
            {t('Start a Conversation')}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/profile?tab=subscription">
            <CreditCard aria-hidden="true" />
            {t('View My Subscription')}
          </Link>
        </Button>
      </CardFooter>
    </>
  );
}

function Failed() {
  const t = useT();
  return (
    <>
      <CardContent className="flex flex-col items-center gap-3 pt-8">
        <CircleX className="size-16 text-danger" aria-hidden="true" />
        <h1 className="text-3xl font-bold text-foreground">{t('Payment Failed')}</h1>
        <p className="text-xl text-foreground-soft" role="alert">
          {t('Your payment could not be completed, so your plan has not changed.')}
        </p>
        <p className="text-lg text-muted">
          {t('Please check your card details and try again, or choose another card.')}
        </p>
      </CardContent>
      <CardFooter className="flex-col items-stretch justify-center sm:flex-row sm:flex-wrap sm:items-center">
        <Button asChild size="lg">
          <Link to="/pricing">{t('Back to Pricing')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/contact">{t('Contact Support')}</Link>
        </Button>
      </CardFooter>
    </>
  );
}
