import { type PaidPlan, paidPlans } from '../../contract/billing-values.js';

export type Plan = {
  id: PaidPlan;
  name: string;
  /** Monthly price in whole US dollars. */
  price: number;
  /** Days of free trial before the first charge (0: none). */
  trialDays: number;
  tagline: string;
  features: readonly string[];
};

/** The plans, their prices, trial and limits (the limits as docs/DECISIONS.md sets them). */
export const plans: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: 20,
    trialDays: 7,
    tagline: 'Everything you need to talk freely, every day.',
    features: [
      'Unlimited voice conversations and replies',
      'All expert categories',
      'Saved conversation history',
      'Unlimited transcript exports',
      'Premium (HD) voice options',
      'Reminders',
      '20 document analyses a day',
      'Priority access to new features',
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: 35,
    trialDays: 0,
    tagline: 'For people who bring documents, questions and plans to every chat.',
    features: [
      'Everything in Basic',
      'Multi-document analysis (PDFs, images, text)',
      'Unlimited document analysis',
      'Smart reminders',
      'Priority support',
      'Faster processing',
      'Voice customization using your own audio samples',
    ],
  },
];

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
