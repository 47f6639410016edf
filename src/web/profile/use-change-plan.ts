import { useMutation } from '@tanstack/react-query';
import type { SubscriptionChangeResponse } from '../../contract/billing.js';
import { authKeys } from '../auth/queries.js';
import { billingKeys, changePlan } from '../billing/queries.js';
import { translator } from '../i18n/current.js';
import { errorMessage, errorStatus } from '../lib/api.js';
import { queryClient } from '../lib/query-client.js';
import { toast } from '../ui/use-toast.js';

/**
 * POST /api/subscription/change-plan, then the tab and the user (whose plan sets the limits) are read
 * again. A card that is declined (402) changes nothing and says 'Payment Failed' with the server's words.
 */
export function useChangePlan(onChanged: (answer: SubscriptionChangeResponse) => void) {
  return useMutation({
    mutationFn: changePlan,
    onSuccess: onChanged,
    onError: (err) => {
      const t = translator();
      const title = errorStatus(err) === 402 ? t('Payment Failed') : t('Plan Change Failed');
      toast({ title, description: errorMessage(err), variant: 'destructive' });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.subscription });
      await queryClient.invalidateQueries({ queryKey: authKeys.user });
    },
  });
}
