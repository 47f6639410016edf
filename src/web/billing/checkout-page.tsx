import { ArrowLeft, Lock } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { CreateSubscriptionResponse, PaidPlan } from '../../contract/billing.js';
import { useAuth } from '../auth/use-auth.js';
import { useT } from '../i18n/i18n.js';
import { signInPath } from '../lib/return-path.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.js';
import { Spinner } from '../ui/spinner.js';
import { AlreadySubscribed } from './already-subscribed.js';
import { toastAuthRequired, toastNoPlanSelected } from './billing-toasts.js';
import { OrderSummary } from './order-summary.js';
import { PaymentForm } from './payment-form.js';
import { PaymentUnavailable } from './payment-unavailable.js';
import { findPlan, isPaidPlan } from './plans.js';
import { RedirectWithToast } from './redirect-with-toast.js';
import { useServerFeatures } from './server-features.js';
import { offeredPlan, useTrialAvailable } from './trial.js';
import { useConfirmCheckout } from './use-confirm-checkout.js';
import { useCreateSubscription } from './use-create-subscription.js';

/** Stripe's form (and Stripe.js) load only when the server says checkout goes through Stripe. */
const StripePaymentForm = lazy(() => import('./stripe-payment-form.js'));

/** A missing or invalid plan goes back to /pricing after 500 ms. */
export const NO_PLAN_REDIRECT_DELAY = 500;

/**
 * /checkout?plan=basic|premium (signed in): order summary, then the payment form. Signed out, it sends
 * the person to sign in and back here, the plan (and the trial offer) still chosen.
 */
export default function CheckoutPage() {
  const t = useT();
  usePageTitle(t('Checkout'));
  const { user, isPending: isLoading } = useAuth();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const requested = params.get('plan');

  if (isLoading) return <Spinner label={t('Loading your account')} className="min-h-[50vh]" />;
  if (!user) {
    return (
      <RedirectWithToast
        to={signInPath(pathname + search)}
        delay={0}
        notify={() => toastAuthRequired(t('Please sign in to continue to checkout'))}
        title={t('Checkout')}
        message={t('Please sign in first. Taking you to the sign-in page...')}
      />
    );
  }
  if (!isPaidPlan(requested)) {
    return (
      <RedirectWithToast
        to="/pricing"
        delay={NO_PLAN_REDIRECT_DELAY}
        notify={toastNoPlanSelected}
        title={t('Checkout')}
        message={t('No plan was chosen. Taking you to the plans...')}
      />
    );
  }
  return <Checkout plan={requested} plansPath={`/pricing${search}`} />;
}

/** plansPath: Back to Plans, with the plan (and the trial offer) of this checkout. */
function Checkout({ plan, plansPath }: { plan: PaidPlan; plansPath: string }) {
  const t = useT();
  const details = offeredPlan(findPlan(plan, t, useServerFeatures()), useTrialAvailable());
  const setup = useCreateSubscription(plan);
  // The server's answer decides (the trial is once per e-mail address); the plan's own until it comes.
  const trialDays = setup.checkout ? setup.checkout.trialDays : details.trialDays;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      <div className="flex flex-col items-start gap-3">
        <Button asChild variant="ghost" className="-ms-3">
          <Link to={plansPath}>
            <ArrowLeft aria-hidden="true" />
            {t('Back to Plans')}
          </Link>
        </Button>
        <h1 className="text-3xl font-bold text-foreground">{t('Checkout')}</h1>
        <p className="text-lg text-muted">
          {trialDays > 0
            ? t(
                '{days, plural, one {Start your #-day free trial of {plan}. Review your order, then add your card.} other {Start your #-day free trial of {plan}. Review your order, then add your card.}}',
                { days: trialDays, plan: details.name },
              )
            : t('Subscribe to {plan}. Review your order, then add your card.', { plan: details.name })}
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <OrderSummary plan={details} due={setup.checkout} />
        <div className="flex flex-col gap-3">
          {setup.isPending ? (
            <PreparingForm />
          ) : setup.checkout?.mode === 'stripe' ? (
            <StripeCheckout checkout={setup.checkout} />
          ) : setup.checkout ? (
            <PaymentForm checkout={setup.checkout} />
          ) : setup.alreadySubscribed ? (
            <AlreadySubscribed />
          ) : (
            <PaymentUnavailable />
          )}
          <p className="flex items-center gap-2 text-muted">
            <Lock className="size-5 shrink-0" aria-hidden="true" />
            {t('Payments are secure. We accept all major credit cards.')}
          </p>
        </div>
      </div>
    </div>
  );
}

/** Stripe mode: the confirmation lives here, so Stripe's own code is all that loads on demand. */
function StripeCheckout({ checkout }: { checkout: CreateSubscriptionResponse }) {
  const confirmation = useConfirmCheckout(checkout.plan, (pay: () => Promise<unknown>) => pay());
  return (
    <Suspense fallback={<PreparingForm />}>
      <StripePaymentForm checkout={checkout} confirmation={confirmation} />
    </Suspense>
  );
}

function PreparingForm() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Payment Details')}</CardTitle>
      </CardHeader>
      <CardContent>
        <Spinner label={t('Preparing the secure payment form')} />
      </CardContent>
    </Card>
  );
}
