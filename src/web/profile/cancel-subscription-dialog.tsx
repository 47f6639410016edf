import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { authKeys } from '../auth/queries.js';
import { billingKeys, cancelSubscription } from '../billing/queries.js';
import { translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { errorMessage } from '../lib/api.js';
import { queryClient } from '../lib/query-client.js';
import { Button } from '../ui/button.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';
import { toast } from '../ui/use-toast.js';
import { formatLongDate } from './subscription-status.js';

/** Cancel, after a confirmation; the subscription runs on to the end of the paid period. */
export function CancelSubscriptionDialog({ periodEnd }: { periodEnd: string | null }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => {
      setOpen(false);
      toast({
        title: translator()('Subscription Canceled'),
        description: translator()('Your subscription will end at the end of the current billing period'),
      });
    },
    onError: (err) => {
      toast({
        title: translator()('Cancellation Failed'),
        description: errorMessage(err),
        variant: 'destructive',
      });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.subscription });
      await queryClient.invalidateQueries({ queryKey: authKeys.user });
    },
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="outline">{t('Cancel Subscription')}</Button>}
      title={t('Cancel your subscription?')}
      description={
        periodEnd
          ? t(
              'You keep everything until the end of the current billing period ({date}), and you can resubscribe at any time.',
              { date: formatLongDate(periodEnd) },
            )
          : t(
              'You keep everything until the end of the current billing period, and you can resubscribe at any time.',
            )
      }
      cancelLabel={t('Keep Subscription')}
      confirmLabel={t('Yes, Cancel')}
      pendingLabel={t('Canceling...')}
      pending={cancel.isPending}
      onConfirm={() => cancel.mutate()}
    />
  );
}
