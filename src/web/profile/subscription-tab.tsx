import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { billingQueries } from '../billing/queries.js';
import { useTrialAvailable } from '../billing/trial.js';
import { Alert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../ui/card.js';
import { Spinner } from '../ui/spinner.js';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog.js';
import { DowngradeDialog } from './downgrade-dialog.js';
import { KeepPremiumButton } from './keep-premium-button.js';
import { ResubscribeButton } from './resubscribe-button.js';
import {
  canCancel,
  canChangePlan,
  grantedText,
  periodText,
  planChangeText,
  planNames,
  planPrices,
  subscriptionStatusText,
} from './subscription-status.js';
import { UpgradeDialog } from './upgrade-dialog.js';

const freeLimits = [
  '2 new conversations per day',
  '10 replies per conversation',
  'Saved conversations and export',
  'Reminders',
];

/** Subscription tab: the plan, its status text, a pending switch to Basic, plan changes, Cancel or Resubscribe. */
export function SubscriptionTab() {
  const query = useQuery({ ...billingQueries.subscription(), retry: 1 });
  const trialAvailable = useTrialAvailable();

  if (query.isLoading) return <Spinner label="Loading your subscription" />;
  if (query.isError) {
    return (
      <Alert tone="error" title="We could not load your subscription.">
        <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  }

  const sub = query.data;
  if (!sub) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Free plan</CardTitle>
          <CardDescription>You are on the Free plan. It includes:</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-2">
            {freeLimits.map((item) => (
              <li key={item} className="flex items-center gap-2 text-foreground-soft">
                <Check className="size-5 text-success" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-muted">
            Upgrade for unlimited conversations and replies.
            {trialAvailable && ' Basic starts with a 7-day free trial.'}
          </p>
        </CardContent>
        <CardFooter>
          <Button asChild>
            <Link to="/pricing">Upgrade</Link>
          </Button>
        </CardFooter>
      </Card>
    );
  }

  const plan = planNames[sub.plan] ?? sub.plan;
  if (sub.grantedBySupport) {
    // Nothing is billed, so there is nothing to cancel or change here.
    return (
      <Card>
        <CardHeader>
          <CardTitle>{plan} plan</CardTitle>
          <CardDescription>Granted by support</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-1">
          <p className="text-lg font-medium text-foreground" data-testid="subscription-status">
            {grantedText(sub.currentPeriodEnd)}
          </p>
          <p className="text-muted">
            Nothing is charged for it. Questions?{' '}
            <Link to="/contact" className="underline">
              Contact us
            </Link>
            .
          </p>
        </CardContent>
      </Card>
    );
  }
  const period = periodText(sub);
  const changeable = canChangePlan(sub);
  const toBasic = changeable && sub.plan === 'premium' && sub.nextPlan === 'basic';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{plan} plan</CardTitle>
        <CardDescription>{planPrices[sub.plan] ?? ''}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-1">
        <p className="text-lg font-medium text-foreground" data-testid="subscription-status">
          {subscriptionStatusText(sub)}
        </p>
        {period && <p className="text-muted">{period}</p>}
        {sub.status === 'past_due' && (
          <Alert tone="info" title="Your last payment did not go through." className="mt-3">
            Until it is paid you have the Free plan's limits. We will try your card again; if the payment
            keeps failing, the subscription ends and nothing more is charged. Questions?{' '}
            <Link to="/contact" className="underline">
              Contact us
            </Link>
            .
          </Alert>
        )}
        {toBasic && (
          <p className="mt-2 font-medium text-foreground" data-testid="plan-change">
            {planChangeText(sub.currentPeriodEnd)}
          </p>
        )}
      </CardContent>
      <CardFooter className="flex-wrap">
        {changeable && sub.plan === 'basic' && <UpgradeDialog subscription={sub} />}
        {changeable && sub.plan === 'premium' && !toBasic && (
          <DowngradeDialog periodEnd={sub.currentPeriodEnd} />
        )}
        {toBasic && <KeepPremiumButton />}
        {canCancel(sub) && <CancelSubscriptionDialog periodEnd={sub.currentPeriodEnd} />}
        {sub.cancelAtPeriodEnd && <ResubscribeButton />}
      </CardFooter>
    </Card>
  );
}
