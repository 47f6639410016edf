import { BASIC_TRIAL_DAYS, type PaidPlan, planPriceCents } from '../../contract/billing.js';

/**
 * What a checkout tells the person, whichever provider takes the money: nothing due today during
 * Basic's trial, else the month's price; the trial's length; the monthly price.
 */
export const checkoutAmounts = (plan: PaidPlan, trial: boolean) => ({
  amountDueNowCents: trial ? 0 : planPriceCents[plan],
  trialDays: trial ? BASIC_TRIAL_DAYS : 0,
  monthlyPriceCents: planPriceCents[plan],
});
