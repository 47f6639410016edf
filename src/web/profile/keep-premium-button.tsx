import { Button } from '../ui/button.js';
import { toast } from '../ui/use-toast.js';
import { useChangePlan } from './use-change-plan.js';

/** Undoes a pending switch to Basic: Premium renews as before. */
export function KeepPremiumButton() {
  const keep = useChangePlan(() => {
    toast({
      title: 'Premium Kept',
      description: 'Your Premium plan will renew as usual',
      variant: 'success',
    });
  });
  return (
    <Button onClick={() => keep.mutate('premium')} disabled={keep.isPending}>
      {keep.isPending ? 'Keeping Premium...' : 'Keep Premium'}
    </Button>
  );
}
