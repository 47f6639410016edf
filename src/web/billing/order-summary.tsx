import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.js';
import { PlanFeatures } from './plan-features.js';
import { type Plan, priceLabel } from './plans.js';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

function trialEnd(days: number, now = new Date()): string {
  return longDate.format(new Date(now.getTime() + days * 24 * 60 * 60 * 1000));
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-border py-3 last:border-b-0">
      <dt className="text-muted">{term}</dt>
      <dd className="text-right font-semibold text-foreground">{children}</dd>
    </div>
  );
}

/** The order: plan, price, what is due today, and for Basic when the trial ends. */
export function OrderSummary({ plan }: { plan: Plan }) {
  const trial = plan.trialDays > 0;
  return (
    <Card data-testid="order-summary">
      <CardHeader>
        <CardTitle>Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="text-lg">
          <Row term="Plan">{plan.name}</Row>
          <Row term="Price">{priceLabel(plan)}</Row>
          {trial && <Row term="Free trial">{plan.trialDays} days</Row>}
          <Row term="Due today">{trial ? '$0.00' : `$${plan.price}.00`}</Row>
        </dl>
        <p className="rounded-xl bg-info-soft p-4 text-info-soft-foreground">
          {trial
            ? `No charge until your trial ends on ${trialEnd(plan.trialDays)}. After that, ${priceLabel(plan)}, billed monthly. Cancel before then and you pay nothing.`
            : `${priceLabel(plan)}, billed monthly from today. Cancel any time; your plan stays until the end of the month you paid for.`}
        </p>
        <PlanFeatures plan={plan} />
      </CardContent>
    </Card>
  );
}
