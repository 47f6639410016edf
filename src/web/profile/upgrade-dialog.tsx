import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BASIC_MONTHLY_CENTS, PREMIUM_MONTHLY_CENTS, type Subscription } from '../../contract/billing.js';
import { dollars } from '../billing/money.js';
import { billingQueries } from '../billing/queries.js';
import { useLocale } from '../i18n/i18n.js';
import { Button } from '../ui/button.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';
import { Spinner } from '../ui/spinner.js';
import { toast } from '../ui/use-toast.js';
import { formatLongDate } from './subscription-status.js';
import { useChangePlan } from './use-change-plan.js';

/**
 * What an upgrade costs, in words: during the trial, the trial ends and Premium's first month is
 * charged; otherwise the monthly difference is charged for the days left in the period (a started day
 * counts). The exact amount is the server's quote, shown below the words before anything is charged.
 */
function upgradeTerms(sub: Pick<Subscription, 'status' | 'currentPeriodEnd'>, locale: string): string {
  const premium = dollars(PREMIUM_MONTHLY_CENTS, locale);
  if (sub.status === 'trialing') {
    return `Premium starts now. Your free trial ends today and Premium's first month, ${premium}, is charged to your card. Premium then renews every month at ${premium}.`;
  }
  const difference = dollars(PREMIUM_MONTHLY_CENTS - BASIC_MONTHLY_CENTS, locale);
  const until = sub.currentPeriodEnd ? ` (until ${formatLongDate(sub.currentPeriodEnd)})` : '';
  return `Premium starts now. Today we charge the ${difference} monthly difference between Basic and Premium for the days left in this billing period${until}, today included. Premium then renews every month at ${premium}.`;
}

/** Basic -> Premium at once, after a confirmation that says what is charged today (the server's quote). */
export function UpgradeDialog({ subscription }: { subscription: Subscription }) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const quote = useQuery({ ...billingQueries.quote('premium'), enabled: open });
  const upgrade = useChangePlan((answer) => {
    toast({
      title: 'Plan Upgraded',
      description: `You're now on Premium. ${dollars(answer.amountChargedCents, locale)} was charged to your card.`,
      variant: 'success',
    });
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>Upgrade to Premium</Button>}
      title="Upgrade to Premium?"
      description={upgradeTerms(subscription, locale)}
      cancelLabel="Not Now"
      confirmLabel={
        quote.data ? `Upgrade Now: pay ${dollars(quote.data.amountDueNowCents, locale)}` : 'Upgrade Now'
      }
      pendingLabel="Upgrading..."
      pending={upgrade.isPending}
      confirmDisabled={!quote.data}
      variant="default"
      testId="upgrade-dialog"
      onConfirm={() => upgrade.mutate('premium', { onSettled: () => setOpen(false) })}
    >
      <div className="rounded-xl border border-border bg-surface-muted p-4" aria-live="polite">
        {quote.data ? (
          <p className="flex justify-between gap-4 text-lg" data-testid="upgrade-due-today">
            <span className="text-foreground-soft">Due today</span>
            <span className="font-semibold text-foreground">
              {dollars(quote.data.amountDueNowCents, locale)}
            </span>
          </p>
        ) : quote.isError ? (
          <div className="flex flex-col items-start gap-2">
            <p className="text-foreground">We could not work out today's amount, so nothing has changed.</p>
            <Button variant="outline" onClick={() => void quote.refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          <Spinner label="Working out today's amount" />
        )}
      </div>
    </ConfirmDialog>
  );
}
