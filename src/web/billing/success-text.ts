import type { Subscription } from '../../contract/billing.js';
import { translator } from '../i18n/current.js';

/**
 * The payment-success line, from the subscription the server shows: a trial only when one started.
 * Basic's trial is once per e-mail address, so a Basic checkout after a used trial starts an active,
 * paid subscription and must not claim a trial.
 */
export function successText(status: Subscription['status'] | undefined): string {
  const t = translator();
  return status === 'trialing'
    ? t('Your 7-day free trial has started!')
    : t('Your subscription is now active!');
}
