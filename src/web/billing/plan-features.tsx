import { Check } from 'lucide-react';
import { useT } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';
import { offeredFeatures, type Plan } from './plans.js';

/** A plan's features this server provides, as a ticked list (plan cards and the checkout's order summary). */
export function PlanFeatures({ plan, className }: { plan: Plan; className?: string }) {
  const t = useT();
  return (
    <ul
      className={cn('flex flex-col gap-2', className)}
      aria-label={t('{plan} includes', { plan: plan.name })}
    >
      {offeredFeatures(plan).map((feature) => (
        <li key={feature} className="flex items-start gap-2 text-foreground-soft">
          <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          {feature}
        </li>
      ))}
    </ul>
  );
}
