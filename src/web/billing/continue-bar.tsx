import { ArrowRight } from 'lucide-react';
import { useT } from '../i18n/i18n.js';
import { Button } from '../ui/button.js';
import { type Plan, priceLabel } from './plans.js';

/** The selection summary and Continue to Checkout; it stays in view at the bottom on small screens. */
export function ContinueBar({ plan, onContinue }: { plan: Plan | null; onContinue: () => void }) {
  const t = useT();
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-border bg-surface/95 px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] backdrop-blur sm:static sm:mx-0 sm:rounded-2xl sm:border sm:p-6 sm:shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg font-semibold text-foreground" aria-live="polite">
          {plan
            ? t('Selected plan: {plan}, {price}', { plan: plan.name, price: priceLabel(plan, t) })
            : t('Choose a plan above to continue.')}
        </p>
        <Button size="lg" onClick={onContinue}>
          {t('Continue to Checkout')}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
