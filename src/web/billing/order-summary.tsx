import type { ReactNode } from 'react';
import { onFirstUse } from '../lib/on-first-use.js';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.js';
import { dollars } from './money.js';
import { PlanFeatures } from './plan-features.js';
import { type Plan, priceLabel } from './plans.js';

const longDate = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }));

function trialEnd(days: number, now = new Date()): string {
  return longDate().format(new Date(now.getTime() + days * 24 * 60 * 60 * 1000));
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-border py-3 last:border-b-0">
      <dt className="text-muted">{term}</dt>
      <dd className="text-end font-semibold text-foreground">{children}</dd>
    </div>
  );
}

/** What the server says this checkout costs; before its answer, the plan's own terms. */
export type Due = { amountDueNowCents: number; trialDays: number; monthlyPriceCents: number };

/**
 * The order: plan, price, what is due today, and for a trial when it ends. The server's answer decides
 * (Basic's trial is once per e-mail address, so a second Basic checkout is charged now).
 */
export function OrderSummary({ plan, due }: { plan: Plan; due?: Due | null }) {
  const trialDays = due ? due.trialDays : plan.trialDays;
  const trial = trialDays > 0;
  const monthly = due ? `${dollars(due.monthlyPriceCents)}/month` : priceLabel(plan);
  const dueNow = due ? dollars(due.amountDueNowCents) : trial ? '$0.00' : `$${plan.price}.00`;
  return (
    <Card data-testid="order-summary">
      <CardHeader>
        <CardTitle>Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="text-lg">
          <Row term="Plan">{plan.name}</Row>
          <Row term="Price">{due ? monthly : priceLabel(plan)}</Row>
          {trial && <Row term="Free trial">{trialDays} days</Row>}
          <Row term="Due today">{dueNow}</Row>
        </dl>
        <p className="rounded-xl bg-info-soft p-4 text-info-soft-foreground">
          {trial
            ? `No charge until your trial ends on ${trialEnd(trialDays)}: ${dueNow} today, then ${monthly} after ${trialDays} days. Cancel before then and you pay nothing.`
            : `${dueNow} today, then ${monthly}, billed monthly. Cancel any time; your plan stays until the end of the month you paid for.`}
        </p>
        <PlanFeatures plan={plan} />
      </CardContent>
    </Card>
  );
}
