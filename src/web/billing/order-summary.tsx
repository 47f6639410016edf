import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.js';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.js';
import { dollars } from './money.js';
import { PlanFeatures } from './plan-features.js';
import { type Plan, priceLabel } from './plans.js';

const longDates = new Map<string, Intl.DateTimeFormat>();

/** The trial's last day, as a long date in the page's language. */
function trialEnd(days: number, locale: string, now = new Date()): string {
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    longDates.set(locale, format);
  }
  return format.format(new Date(now.getTime() + days * 24 * 60 * 60 * 1000));
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
  const t = useT();
  const trialDays = due ? due.trialDays : plan.trialDays;
  const trial = trialDays > 0;
  const monthly = due
    ? t('{price}/month', { price: dollars(due.monthlyPriceCents, t.locale) })
    : priceLabel(plan, t);
  const dueNow = dollars(due ? due.amountDueNowCents : trial ? 0 : plan.price * 100, t.locale);
  return (
    <Card data-testid="order-summary">
      <CardHeader>
        <CardTitle>{t('Order Summary')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="text-lg">
          <Row term={t('Plan')}>{plan.name}</Row>
          <Row term={t('Price')}>{monthly}</Row>
          {trial && (
            <Row term={t('Free trial')}>
              {t('{count, plural, one {# day} other {# days}}', { count: trialDays })}
            </Row>
          )}
          <Row term={t('Due today')}>{dueNow}</Row>
        </dl>
        <p className="rounded-xl bg-info-soft p-4 text-info-soft-foreground">
          {trial
            ? t(
                '{days, plural, one {No charge until your trial ends on {date}: {dueNow} today, then {monthly} after # day. Cancel before then and you pay nothing.} other {No charge until your trial ends on {date}: {dueNow} today, then {monthly} after # days. Cancel before then and you pay nothing.}}',
                { days: trialDays, date: trialEnd(trialDays, t.locale), dueNow, monthly },
              )
            : t(
                '{dueNow} today, then {monthly}, billed monthly. Cancel any time; your plan stays until the end of the month you paid for.',
                { dueNow, monthly },
              )}
        </p>
        <PlanFeatures plan={plan} />
      </CardContent>
    </Card>
  );
}
