import type { Translator } from '../../i18n/translate.js';

const formats = new Map<string, Intl.NumberFormat>();

/** US dollars in the page's language ("$20.00" in English, "20,00 $" in German); whole: no cents. */
function usd(locale: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** "$20.00" from integer cents, in the page's language. */
export function dollars(cents: number, locale: string): string {
  return usd(locale, false).format(cents / 100);
}

/** "$20" from whole dollars, in the page's language. */
export function wholeDollars(amount: number, locale: string): string {
  return usd(locale, true).format(amount);
}

/** The checkout's button: what is paid now, or the free trial it starts. */
export function checkoutAction(due: { amountDueNowCents: number; trialDays: number }, t: Translator): string {
  return due.amountDueNowCents > 0
    ? t('Pay {amount}', { amount: dollars(due.amountDueNowCents, t.locale) })
    : t('{days, plural, one {Start #-day free trial} other {Start #-day free trial}}', {
        days: due.trialDays,
      });
}
