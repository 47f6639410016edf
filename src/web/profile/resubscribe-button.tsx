import { useMutation } from '@tanstack/react-query';
import { authKeys } from '../auth/queries.js';
import { billingKeys, resubscribe } from '../billing/queries.js';
import { translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { errorMessage } from '../lib/api.js';
import { queryClient } from '../lib/query-client.js';
import { Button } from '../ui/button.js';
import { toast } from '../ui/use-toast.js';

/** Undoes a cancellation before the period's end: the subscription renews again. */
export function ResubscribeButton() {
  const t = useT();
  const mutation = useMutation({
    mutationFn: resubscribe,
    onSuccess: () => {
      toast({
        title: translator()('Subscription Resumed'),
        description: translator()('Your subscription will renew at the end of the current billing period'),
        variant: 'success',
      });
    },
    onError: (err) => {
      toast({
        title: translator()('Resubscribe Failed'),
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
    <Button onClick={() => mutation.mutate()} disabled={mutation.isPending}>
      {mutation.isPending ? t('Resubscribing...') : t('Resubscribe')}
    </Button>
  );
}
