import { useMutation } from '@tanstack/react-query';
import { billingErrorCodes, type SubscriptionChangeResponse } from '../../contract/billing.js';
import { authKeys } from '../auth/queries.js';
import { billingKeys, changePlan } from '../billing/queries.js';
import { ApiError, errorMessage, errorStatus } from '../lib/api.js';
import { queryClient } from '../lib/query-client.js';
import { toast } from '../ui/use-toast.js';

/**
 * POST /api/subscription/change-plan, then the tab and the user (whose plan sets the limits) are read
 * again. A card that is declined (402) changes nothing and says 'Payment Failed' with the server's words.
 */
export function useChangePlan(onChanged: (answer: SubscriptionChangeResponse) => void) {
  return useMutation({
    mutationFn: changePlan,
    onSuccess: (answer) => {
      queryClient.setQueryData(billingKeys.nextPlan, answer.nextPlan);
      onChanged(answer);
    },
    onError: (err) => {
      // Nothing is pending any more (changed elsewhere): forget the downgrade this session remembered.
      if (err instanceof ApiError && err.code === billingErrorCodes.samePlan) {
        queryClient.setQueryData(billingKeys.nextPlan, null);
      }
      const title = errorStatus(err) === 402 ? 'Payment Failed' : 'Plan Change Failed';
      toast({ title, description: errorMessage(err), variant: 'destructive' });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.subscription });
      await queryClient.invalidateQueries({ queryKey: authKeys.user });
    },
  });
}
