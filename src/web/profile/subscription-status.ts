import type { Subscription } from '../../contract/billing.js';
import type { Translator } from '../../i18n/translate.js';
import { wholeDollars } from '../billing/money.js';
import { translator } from '../i18n/current.js';

/** A plan's name in the page's language. */
export function planName(plan: 'free' | 'basic' | 'premium', t: Translator): string {
  return { free: t('Free'), basic: t('Basic'), premium: t('Premium') }[plan];
}

/** A paid plan's monthly price in the page's language ("$20/month"). */
export function planPrice(plan: 'basic' | 'premium', t: Translator): string {
  return t('{price}/month', { price: wholeDollars(plan === 'basic' ? 20 : 35, t.locale) });
}

/** The subscription's status text: free trial, active, or canceled with access to the period's end. */
export function subscriptionStatusText(
  s: Pick<Subscription, 'cancelAtPeriodEnd'> & { status: string },
): string {
  const t = translator();
  if (s.status === 'trialing') return t('Free trial');
  if (s.status === 'active' && s.cancelAtPeriodEnd) return t('Canceled - Access until end of billing period');
  if (s.status === 'active') return t('Active subscription');
  return t('Subscription {status}', { status: s.status });
}

/** Cancel is offered only for an active or trialing subscription that is not already ending. */
export function canCancel(s: Pick<Subscription, 'cancelAtPeriodEnd'> & { status: string }): boolean {
  return (s.status === 'active' || s.status === 'trialing') && !s.cancelAtPeriodEnd;
}

const longDates = new Map<string, Intl.DateTimeFormat>();

/** A long date in the page's language. */
export function formatLongDate(iso: string): string {
  const { locale } = translator();
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    longDates.set(locale, format);
  }
  return format.format(new Date(iso));
}

/**
 * "Renews on ...", "Trial ends on ...", "Access until ...", "Payment due since ..." (an unpaid
 * renewal); empty when the date is not known.
 */
export function periodText(
  s: Pick<Subscription, 'currentPeriodEnd' | 'cancelAtPeriodEnd'> & { status: string },
) {
  if (!s.currentPeriodEnd) return '';
  const t = translator();
  const date = formatLongDate(s.currentPeriodEnd);
  if (s.status === 'past_due') return t('Payment due since {date}', { date });
  if (s.cancelAtPeriodEnd) return t('Access until {date}', { date });
  if (s.status === 'trialing') return t('Trial ends on {date}', { date });
  return t('Renews on {date}', { date });
}

/** A plan granted by support: until when it lasts. */
export function grantedText(end: string | null): string {
  const t = translator();
  return end
    ? t('Granted by support until {date}', { date: formatLongDate(end) })
    : t('Granted by support, with no end date');
}

/** A pending downgrade: "Your plan changes to Basic on ...". */
export function planChangeText(periodEnd: string | null): string {
  const t = translator();
  return periodEnd
    ? t('Your plan changes to Basic on {date}', { date: formatLongDate(periodEnd) })
    : t('Your plan changes to Basic at the end of this billing period');
}

/** Basic -> Premium, or Premium -> Basic, is offered for a subscription that is not ending. */
export function canChangePlan(s: Pick<Subscription, 'cancelAtPeriodEnd'> & { status: string }): boolean {
  return canCancel(s);
}
