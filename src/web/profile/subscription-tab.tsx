import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { billingQueries } from '../billing/queries.js';
import { useTrialAvailable } from '../billing/trial.js';
import { useT } from '../i18n/i18n.js';
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
  planName,
  planPrice,
  subscriptionStatusText,
} from './subscription-status.js';
import { UpgradeDialog } from './upgrade-dialog.js';

/** Subscription tab: the plan, its status text, a pending switch to Basic, plan changes, Cancel or Resubscribe. */
export function SubscriptionTab() {
  const t = useT();
  const query = useQuery({ ...billingQueries.subscription(), retry: 1 });
  const trialAvailable = useTrialAvailable();

  if (query.isLoading) return <Spinner label={t('Loading your subscription')} />;
  if (query.isError) {
    return (
      <Alert tone="error" title={t('We could not load your subscription.')}>
        <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          {t('Try Again')}
        </Button>
      </Alert>
    );
  }

  const sub = query.data;
  if (!sub) {
    const freeLimits = [
      t('{count, plural, one {# new conversation per day} other {# new conversations per day}}', {
        count: 2,
      }),
      t('{count, plural, one {# reply per conversation} other {# replies per conversation}}', { count: 10 }),
      t('Saved conversations and export'),
      t('Reminders'),
    ];
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('Free plan')}</CardTitle>
          <CardDescription>{t('You are on the Free plan. It includes:')}</CardDescription>
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
            {trialAvailable
              ? t('Upgrade for unlimited conversations and replies. Basic starts with a 7-day free trial.')
              : t('Upgrade for unlimited conversations and replies.')}
          </p>
        </CardContent>
        <CardFooter>
          <Button asChild>
            <Link to="/pricing">{t('Upgrade')}</Link>
          </Button>
        </CardFooter>
      </Card>
    );
  }

  const plan = planName(sub.plan, t);
  if (sub.grantedBySupport) {
    // Nothing is billed, so there is nothing to cancel or change here.
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('{plan} plan', { plan })}</CardTitle>
          <CardDescription>{t('Granted by support')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-1">
          <p className="text-lg font-medium text-foreground" data-testid="subscription-status">
            {grantedText(sub.currentPeriodEnd)}
          </p>
          <p className="text-muted">
            {t.rich('Nothing is charged for it. Questions? <link>Contact us</link>.', {
              link: (chunks) => (
                <Link key="contact" to="/contact" className="underline">
                  {chunks}
                </Link>
              ),
            })}
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
        <CardTitle>{t('{plan} plan', { plan })}</CardTitle>
        <CardDescription>{planPrice(sub.plan, t)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-1">
        <p className="text-lg font-medium text-foreground" data-testid="subscription-status">
          {subscriptionStatusText(sub)}
        </p>
        {period && <p className="text-muted">{period}</p>}
        {sub.status === 'past_due' && (
          <Alert tone="info" title={t('Your last payment did not go through.')} className="mt-3">
            {t.rich(
              "Until it is paid you have the Free plan's limits. We will try your card again; if the payment keeps failing, the subscription ends and nothing more is charged. Questions? <link>Contact us</link>.",
              {
                link: (chunks) => (
                  <Link key="contact" to="/contact" className="underline">
                    {chunks}
                  </Link>
                ),
              },
            )}
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
