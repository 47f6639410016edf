import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { authKeys } from '../auth/queries.js';
import { billingKeys, cancelSubscription } from '../billing/queries.js';
import { errorMessage } from '../lib/api.js';
import { queryClient } from '../lib/query-client.js';
import { Button } from '../ui/button.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';
import { toast } from '../ui/use-toast.js';
import { formatLongDate } from './subscription-status.js';

/** Cancel, after a confirmation; the subscription runs on to the end of the paid period. */
export function CancelSubscriptionDialog({ periodEnd }: { periodEnd: string | null }) {
  const [open, setOpen] = useState(false);
  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => {
      setOpen(false);
      toast({
        title: 'Subscription Canceled',
        description: 'Your subscription will end at the end of the current billing period',
      });
    },
    onError: (err) => {
      toast({ title: 'Cancellation Failed', description: errorMessage(err), variant: 'destructive' });
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
      trigger={<Button variant="outline">Cancel Subscription</Button>}
      title="Cancel your subscription?"
      description={
        <>
          You keep everything until the end of the current billing period
          {periodEnd ? ` (${formatLongDate(periodEnd)})` : ''}, and you can resubscribe at any time.
        </>
      }
      cancelLabel="Keep Subscription"
      confirmLabel="Yes, Cancel"
      pendingLabel="Canceling..."
      pending={cancel.isPending}
      onConfirm={() => cancel.mutate()}
    />
  );
}
