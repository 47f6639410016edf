import type { subscriptionStatuses, subscriptionTypes } from '../../contract/account-values.js';
import type { Translator } from '../../i18n/translate.js';

/** A subscription's plan and state as staff read them (the stored codes, in the page's language). */
export function subscriptionLabels(t: Translator): {
  type: Record<(typeof subscriptionTypes)[number], string>;
  status: Record<(typeof subscriptionStatuses)[number], string>;
} {
  return {
    type: { free: t('free'), basic: t('basic'), premium: t('premium') },
    status: { inactive: t('inactive'), trial: t('trial'), active: t('active'), canceled: t('canceled') },
  };
}
