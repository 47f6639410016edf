import { CreditCard } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PaidPlan } from '../../contract/billing.js';
import { useAuth } from '../auth/use-auth.js';
import { useT } from '../i18n/i18n.js';
import { signInPath } from '../lib/return-path.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { Alert } from '../ui/alert.js';
import { toastAuthRequired, toastNoPlanSelected } from './billing-toasts.js';
import { ContinueBar } from './continue-bar.js';
import { FreePlanNote } from './free-plan-note.js';
import { PlanCard } from './plan-card.js';
import { findPlan, isPaidPlan, plansIn } from './plans.js';
import { PricingFaq } from './pricing-faq.js';
import { useServerFeatures } from './server-features.js';
import { offeredPlan, useTrialAvailable } from './trial.js';

/**
 * /pricing: the choice lives in ?plan= (so /pricing?plan=basic&trial=true preselects Basic, with the
 * trial offer); Continue to Checkout goes to /checkout?plan={plan}. Paying needs an account: a guest who
 * chooses a plan, or continues with one, signs in first and then lands on that plan's checkout.
 */
export default function PricingPage() {
  const t = useT();
  usePageTitle(t('Pricing'));
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('plan');
  const selected: PaidPlan | null = isPaidPlan(requested) ? requested : null;
  const trialAvailable = useTrialAvailable();
  const server = useServerFeatures();
  // The trial is offered only while it is this person's to take (once per e-mail address).
  const trialOffer = params.get('trial') === 'true' && trialAvailable;
  /** The offer of the trial goes along with Basic, to checkout and back. */
  const withTrial = (plan: PaidPlan) => (trialOffer && plan === 'basic' ? '&trial=true' : '');
  const checkoutPath = (plan: PaidPlan) => `/checkout?plan=${plan}${withTrial(plan)}`;

  const choose = (plan: PaidPlan) => {
    if (!user) {
      toastAuthRequired(t('Please sign in to choose a plan'));
      navigate(signInPath(checkoutPath(plan)));
      return;
    }
    setParams(new URLSearchParams(`plan=${plan}${withTrial(plan)}`), { replace: true });
  };

  const proceed = () => {
    if (!selected) {
      toastNoPlanSelected();
      return;
    }
    // A guest is sent on to sign in by the checkout itself, which comes back to it afterwards.
    navigate(checkoutPath(selected));
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:py-12">
      <header className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-foreground-strong sm:text-4xl">
          {t('Choose Your Plan')}
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-muted">
          {trialAvailable
            ? t(
                'Talk as much as you like, with the experts you like. Start with a 7-day free trial of Basic, or go straight to Premium. Cancel any time.',
              )
            : t(
                'Talk as much as you like, with the experts you like. Choose Basic or Premium. Cancel any time.',
              )}
        </p>
      </header>

      {trialOffer && (
        <Alert title={t('Your 7-day free trial is waiting')}>
          {t(
            'Choose Basic and continue to checkout. You will not be charged until the trial ends, and you can cancel any time before then.',
          )}
        </Alert>
      )}

      <FreePlanNote />

      <div className="grid gap-6 md:grid-cols-2">
        {plansIn(t, server).map((plan) => (
          <PlanCard
            key={plan.id}
            plan={offeredPlan(plan, trialAvailable)}
            selected={selected === plan.id}
            current={user?.plan === plan.id}
            disabled={isLoading}
            onChoose={() => choose(plan.id)}
          />
        ))}
      </div>

      <ContinueBar plan={selected ? findPlan(selected, t, server) : null} onContinue={proceed} />

      <p className="flex items-center justify-center gap-2 text-center text-lg text-muted">
        <CreditCard className="size-5 shrink-0" aria-hidden="true" />
        {t('Accepted payment methods: all major credit cards.')}
      </p>

      <PricingFaq />
    </div>
  );
}
