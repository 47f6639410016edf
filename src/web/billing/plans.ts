import { type PaidPlan, paidPlans } from '../../contract/billing-values.js';

/**
 * One line sold with a plan. `provided` is the switch saying whether this server really provides it:
 * a line that is not provided is shown nowhere (neither on /pricing nor in the checkout's summary).
 */
export type PlanFeature = { text: string; provided: boolean };

export type Plan = {
  id: PaidPlan;
  name: string;
  /** Monthly price in whole US dollars. */
  price: number;
  /** Days of free trial before the first charge (0: none). */
  trialDays: number;
  tagline: string;
  /** Every line the plan may be sold with, provided or not; show `offeredFeatures(plan)`. */
  features: readonly PlanFeature[];
};

const on = (text: string): PlanFeature => ({ text, provided: true });
const off = (text: string): PlanFeature => ({ text, provided: false });

/**
 * The plans, their prices, trial and limits (the limits as docs/DECISIONS.md sets them), and the one list
 * of features that /pricing and the checkout both show.
 */
export const plans: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: 20,
    trialDays: 7,
    tagline: 'Everything you need to talk freely, every day.',
    features: [
      on('Unlimited voice conversations and replies'),
      on('All expert categories'),
      on('Saved conversation history'),
      on('Unlimited transcript exports'),
      on('Premium (HD) voice options'),
      on('Reminders'),
      on('20 document analyses a day'),
      // No feature is released to paying members before others: nothing is behind this line.
      off('Priority access to new features'),
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: 35,
    trialDays: 0,
    tagline: 'For people who bring documents, questions and plans to every chat.',
    features: [
      on('Everything in Basic'),
      on('Multi-document analysis (PDFs, images, text)'),
      on('Unlimited document analysis'),
      // Reminders, from a form or from conversation, are the same on every plan: nothing Premium adds.
      off('Smart reminders'),
      // Tickets of Premium members come first and are answered within 4 business hours.
      on('Priority support'),
      // Premium turns are not served faster than others yet.
      off('Faster processing'),
      // Voices cannot be made from a person's own recordings yet.
      off('Voice customization using your own audio samples'),
    ],
  },
];

/** The lines of a plan this server provides, in order: what /pricing and the checkout show. */
export function offeredFeatures(plan: Plan): string[] {
  return plan.features.filter((f) => f.provided).map((f) => f.text);
}

/** The Free plan, shown as context beside the paid plans. */
export const freePlanLimits = [
  '2 conversations a day',
  '10 replies per conversation',
  'Saved history, exports and reminders',
  '3 document analyses a day',
] as const;

export function isPaidPlan(value: string | null | undefined): value is PaidPlan {
  return paidPlans.some((p) => p === value);
}

export function findPlan(id: PaidPlan): Plan {
  const plan = plans.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

/** "$20/month". */
export function priceLabel(plan: Plan): string {
  return `$${plan.price}/month`;
}
