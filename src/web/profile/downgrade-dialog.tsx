import { useState } from 'react';
import { BASIC_MONTHLY_CENTS } from '../../contract/billing-values.js';
import { dollars } from '../billing/money.js';
import { translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { Button } from '../ui/button.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';
import { toast } from '../ui/use-toast.js';
import { planChangeText } from './subscription-status.js';
import { useChangePlan } from './use-change-plan.js';

/** Premium -> Basic at the end of the paid period, after a confirmation; nothing is charged now. */
export function DowngradeDialog({ periodEnd }: { periodEnd: string | null }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const downgrade = useChangePlan(() => {
    toast({
      title: translator()('Plan Change Scheduled'),
      description: planChangeText(periodEnd),
      variant: 'success',
    });
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="outline">{t('Switch to Basic')}</Button>}
      title={t('Switch to Basic?')}
      description={t(
        'You keep Premium until the end of this billing period. Then your plan changes to Basic at {price}/month. Nothing is charged today, and you can keep Premium until then.',
        { price: dollars(BASIC_MONTHLY_CENTS, t.locale) },
      )}
      cancelLabel={t('Not Now')}
      confirmLabel={t('Switch to Basic')}
      pendingLabel={t('Switching...')}
      pending={downgrade.isPending}
      variant="default"
      testId="downgrade-dialog"
      onConfirm={() => downgrade.mutate('basic', { onSettled: () => setOpen(false) })}
    />
  );
}
