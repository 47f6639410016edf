import type { Subscription } from '../../contract/billing.js';

/**
 * The payment-success line, from the subscription the server shows: a trial only when one started.
 * Basic's trial is once per e-mail address, so a Basic checkout after a used trial starts an active,
 * paid subscription and must not claim a trial.
 */
export function successText(status: Subscription['status'] | undefined): string {
  return status === 'trialing' ? 'Your 7-day free trial has started!' : 'Your subscription is now active!';
}
