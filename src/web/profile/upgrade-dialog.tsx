import { useState } from 'react';
import { BASIC_MONTHLY_CENTS, PREMIUM_MONTHLY_CENTS, type Subscription } from '../../contract/billing.js';
import { dollars } from '../billing/money.js';
import { Button } from '../ui/button.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';
import { toast } from '../ui/use-toast.js';
import { formatLongDate } from './subscription-status.js';
import { useChangePlan } from './use-change-plan.js';

/**
 * What an upgrade costs, in words: during the trial, the trial ends and Premium's first month is
 * charged; otherwise the monthly difference is charged for the days left in the period (a started day
 * counts). The exact amount is the server's, shown once it has charged.
 */
function upgradeTerms(sub: Pick<Subscription, 'status' | 'currentPeriodEnd'>): string {
  const premium = dollars(PREMIUM_MONTHLY_CENTS);
  if (sub.status === 'trialing') {
    return `Premium starts now. Your free trial ends today and Premium's first month, ${premium}, is charged to your card. Premium then renews every month at ${premium}.`;
  }
  const difference = dollars(PREMIUM_MONTHLY_CENTS - BASIC_MONTHLY_CENTS);
  const until = sub.currentPeriodEnd ? ` (until ${formatLongDate(sub.currentPeriodEnd)})` : '';
  return `Premium starts now. Today we charge the ${difference} monthly difference between Basic and Premium for the days left in this billing period${until}, today included. Premium then renews every month at ${premium}.`;
}

/** Basic -> Premium at once, after a confirmation that says what is charged. */
export function UpgradeDialog({ subscription }: { subscription: Subscription }) {
  const [open, setOpen] = useState(false);
  const upgrade = useChangePlan((answer) => {
    toast({
      title: 'Plan Upgraded',
      description: `You're now on Premium. ${dollars(answer.amountChargedCents)} was charged to your card.`,
      variant: 'success',
    });
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>Upgrade to Premium</Button>}
      title="Upgrade to Premium?"
      description={upgradeTerms(subscription)}
      cancelLabel="Not Now"
      confirmLabel="Upgrade Now"
      pendingLabel="Upgrading..."
      pending={upgrade.isPending}
      variant="default"
      testId="upgrade-dialog"
      onConfirm={() => upgrade.mutate('premium', { onSettled: () => setOpen(false) })}
    />
  );
}
