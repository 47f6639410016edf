import type { subscriptionStatuses, subscriptionTypes } from '../../contract/account-values.js';
import type { adminGenders, ContactTicket } from '../../contract/admin.js';
import type { TicketStatus } from '../../contract/support-values.js';
import type { Translator } from '../../i18n/translate.js';

// The stored codes staff see (plans, ticket states, genders) in the page's language, one table each,
// shared by the tabs, the dialogs and the audit log.

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

export const ticketStatusLabels = (t: Translator): Record<TicketStatus, string> => ({
  new: t('New'),
  in_progress: t('In Progress'),
  resolved: t('Resolved'),
});

export const ticketPriorityLabels = (
  t: Translator,
): Record<ContactTicket['priority'], { badge: string; option: string }> => ({
  low: { badge: t('low'), option: t('Low') },
  medium: { badge: t('medium'), option: t('Medium') },
  high: { badge: t('high'), option: t('High') },
});

export const genderLabels = (t: Translator): Record<(typeof adminGenders)[number], string> => ({
  not_specified: t('Not specified'),
  male: t('Male'),
  female: t('Female'),
  other: t('Other'),
});
