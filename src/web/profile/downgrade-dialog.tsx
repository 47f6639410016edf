import { useState } from 'react';
import { BASIC_MONTHLY_CENTS } from '../../contract/billing-values.js';
import { dollars } from '../billing/money.js';
import { useLocale } from '../i18n/i18n.js';
import { Button } from '../ui/button.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';
import { toast } from '../ui/use-toast.js';
import { planChangeText } from './subscription-status.js';
import { useChangePlan } from './use-change-plan.js';

/** Premium -> Basic at the end of the paid period, after a confirmation; nothing is charged now. */
export function DowngradeDialog({ periodEnd }: { periodEnd: string | null }) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const downgrade = useChangePlan(() => {
    toast({ title: 'Plan Change Scheduled', description: planChangeText(periodEnd), variant: 'success' });
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="outline">Switch to Basic</Button>}
      title="Switch to Basic?"
      description={`You keep Premium until the end of this billing period. Then your plan changes to Basic at ${dollars(BASIC_MONTHLY_CENTS, locale)}/month. Nothing is charged today, and you can keep Premium until then.`}
      cancelLabel="Not Now"
      confirmLabel="Switch to Basic"
      pendingLabel="Switching..."
      pending={downgrade.isPending}
      variant="default"
      testId="downgrade-dialog"
      onConfirm={() => downgrade.mutate('basic', { onSettled: () => setOpen(false) })}
    />
  );
}
