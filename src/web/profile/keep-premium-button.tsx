import { translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { Button } from '../ui/button.js';
import { toast } from '../ui/use-toast.js';
import { useChangePlan } from './use-change-plan.js';

/** Undoes a pending switch to Basic: Premium renews as before. */
export function KeepPremiumButton() {
  const t = useT();
  const keep = useChangePlan(() => {
    toast({
      title: translator()('Premium Kept'),
      description: translator()('Your Premium plan will renew as usual'),
      variant: 'success',
    });
  });
  return (
    <Button onClick={() => keep.mutate('premium')} disabled={keep.isPending}>
      {keep.isPending ? t('Keeping Premium...') : t('Keep Premium')}
    </Button>
  );
}
