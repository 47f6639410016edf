/**
 * Support's promise, in one place: how soon a ticket is answered, by the writer's plan when it was sent.
 * Business hours are Monday to Friday, 9:00 to 17:00, read in the server's support time zone
 * (SUPPORT_TIME_ZONE, default UTC). Premium is answered within 4 business hours; Basic, Free and guests
 * within 24 hours counted on business days only (Saturday and Sunday do not count).
 */
export const supportPlans = ['premium', 'basic', 'free'] as const;
export type SupportPlan = (typeof supportPlans)[number];

/** Monday..Friday as Date#getUTCDay() numbers them. */
export const BUSINESS_DAYS: readonly number[] = [1, 2, 3, 4, 5];
export const BUSINESS_DAY_START_HOUR = 9;
export const BUSINESS_DAY_END_HOUR = 17;

/** How soon each plan's tickets are answered. `businessHours`: only 9:00-17:00 counts; else all day. */
export const supportTargets: Record<SupportPlan, { hours: number; businessHoursOnly: boolean }> = {
  premium: { hours: 4, businessHoursOnly: true },
  basic: { hours: 24, businessHoursOnly: false },
  free: { hours: 24, businessHoursOnly: false },
};

/** The promise as the contact page words it. */
export const supportPromise = {
  everyone: 'We reply within 24 hours on business days.',
  premium: 'Premium members are answered within 4 business hours (Monday to Friday, 9:00 to 17:00).',
} as const;
