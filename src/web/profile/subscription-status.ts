import type { Subscription } from '../../contract/billing.js';
import { onFirstUse } from '../lib/on-first-use.js';

export const planNames = { free: 'Free', basic: 'Basic', premium: 'Premium' } as const;
export const planPrices = { basic: '$20/month', premium: '$35/month' } as const;

/** The subscription's status text: free trial, active, or canceled with access to the period's end. */
export function subscriptionStatusText(
  s: Pick<Subscription, 'cancelAtPeriodEnd'> & { status: string },
): string {
  if (s.status === 'trialing') return 'Free trial';
  if (s.status === 'active' && s.cancelAtPeriodEnd) return 'Canceled - Access until end of billing period';
  if (s.status === 'active') return 'Active subscription';
  return `Subscription ${s.status}`;
}

/** Cancel is offered only for an active or trialing subscription that is not already ending. */
export function canCancel(s: Pick<Subscription, 'cancelAtPeriodEnd'> & { status: string }): boolean {
  return (s.status === 'active' || s.status === 'trialing') && !s.cancelAtPeriodEnd;
}

const longDate = onFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }));

export function formatLongDate(iso: string): string {
  return longDate().format(new Date(iso));
}

/**
 * "Renews on ...", "Trial ends on ...", "Access until ...", "Payment due since ..." (an unpaid
 * renewal); empty when the date is not known.
 */
export function periodText(
  s: Pick<Subscription, 'currentPeriodEnd' | 'cancelAtPeriodEnd'> & { status: string },
) {
  if (!s.currentPeriodEnd) return '';
  const date = formatLongDate(s.currentPeriodEnd);
  if (s.status === 'past_due') return `Payment due since ${date}`;
  if (s.cancelAtPeriodEnd) return `Access until ${date}`;
  if (s.status === 'trialing') return `Trial ends on ${date}`;
  return `Renews on ${date}`;
}

/** A plan granted by support: until when it lasts. */
export function grantedText(end: string | null): string {
  return end ? `Granted by support until ${formatLongDate(end)}` : 'Granted by support, with no end date';
}

/** A pending downgrade: "Your plan changes to Basic on ...". */
export function planChangeText(periodEnd: string | null): string {
  return periodEnd
    ? `Your plan changes to Basic on ${formatLongDate(periodEnd)}`
    : 'Your plan changes to Basic at the end of this billing period';
}

/** Basic -> Premium, or Premium -> Basic, is offered for a subscription that is not ending. */
export function canChangePlan(s: Pick<Subscription, 'cancelAtPeriodEnd'> & { status: string }): boolean {
  return canCancel(s);
}
