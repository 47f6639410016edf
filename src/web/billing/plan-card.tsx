import { Check, CircleCheck } from 'lucide-react';
import { useT } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../ui/card.js';
import { wholeDollars } from './money.js';
import { PlanFeatures } from './plan-features.js';
import type { Plan } from './plans.js';

type Props = {
  plan: Plan;
  selected: boolean;
  /** The signed-in person is on this plan now: marked, and not offered again. */
  current?: boolean;
  disabled?: boolean;
  onChoose: () => void;
};

/**
 * One paid plan: price, trial, features and a Choose button (pressed when it is the selection); the
 * person's current plan is marked 'Your current plan' instead.
 */
export function PlanCard({ plan, selected, current = false, disabled = false, onChoose }: Props) {
  const t = useT();
  const headingId = `plan-${plan.id}-name`;
  return (
    <Card
      role="group"
      aria-labelledby={headingId}
      data-testid={`plan-${plan.id}`}
      className={cn(
        'flex flex-col transition-shadow',
        selected && 'border-primary shadow-md ring-3 ring-primary',
      )}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id={headingId} className="text-2xl">
            {plan.name}
          </CardTitle>
          {current ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-success-badge px-3 py-1 text-sm font-semibold text-success-badge-foreground">
              <CircleCheck className="size-4" aria-hidden="true" />
              {t('Your current plan')}
            </span>
          ) : selected ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground">
              <CircleCheck className="size-4" aria-hidden="true" />
              {t('Selected')}
            </span>
          ) : plan.trialDays > 0 ? (
            <span className="rounded-full bg-success-badge px-3 py-1 text-sm font-semibold text-success-badge-foreground">
              {t('{days, plural, one {#-day free trial} other {#-day free trial}}', { days: plan.trialDays })}
            </span>
          ) : null}
        </div>
        <p className="mt-2 flex items-baseline gap-1 text-foreground">
          {t.rich('<price>{amount}</price><period>/month</period>', {
            amount: wholeDollars(plan.price, t.locale),
            price: (chunks) => (
              <span key="price" className="text-4xl font-bold">
                {chunks}
              </span>
            ),
            period: (chunks) => (
              <span key="period" className="text-lg text-muted">
                {chunks}
              </span>
            ),
          })}
        </p>
        <p className="font-medium text-foreground-soft">
          {plan.trialDays > 0
            ? t(
                '{days, plural, one {After a #-day free trial. Cancel any time.} other {After a #-day free trial. Cancel any time.}}',
                { days: plan.trialDays },
              )
            : t('No trial. Billed monthly from today. Cancel any time.')}
        </p>
        <p className="text-muted">{plan.tagline}</p>
      </CardHeader>
      <CardContent className="flex-1">
        <PlanFeatures plan={plan} className="gap-2.5" />
      </CardContent>
      <CardFooter>
        {current ? (
          <Button size="lg" className="w-full" variant="outline" disabled>
            {t('Current plan')}
          </Button>
        ) : (
          <Button
            size="lg"
            className="w-full"
            variant={selected ? 'default' : 'outline'}
            aria-pressed={selected}
            disabled={disabled}
            onClick={onChoose}
          >
            {selected && <Check aria-hidden="true" />}
            {t('Choose {plan}', { plan: plan.name })}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
