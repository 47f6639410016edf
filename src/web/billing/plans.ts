import { type PaidPlan, paidPlans } from '../../contract/billing-values.js';
import { createTranslator, type Translator } from '../../i18n/translate.js';
import { wholeDollars } from './money.js';

/**
 * One line sold with a plan. `provided` is the switch saying whether this server really provides it:
 * a line that is not provided is shown nowhere (neither on /pricing nor in the checkout's summary).
 */
export type PlanFeature = { text: string; provided: boolean };

export type Plan = {
  id: PaidPlan;
  /** The plan's name in the page's language ("Basic", "Premium"). */
  name: string;
  /** Monthly price in whole US dollars. */
  price: number;
  /** Days of free trial before the first charge (0: none). */
  trialDays: number;
  tagline: string;
  /** Every line the plan may be sold with, provided or not; show `offeredFeatures(plan)`. */
  features: readonly PlanFeature[];
};

/** What this server provides that only some servers do (from GET /api/tts/voices). */
export type ServerFeatures = { cloning: boolean };
const noExtras: ServerFeatures = { cloning: false };
/** Whether the browser has the screen that records a person's own voice (not yet). */
const OWN_VOICE_SCREEN_BUILT = false;

const on = (text: string): PlanFeature => ({ text, provided: true });

const english = createTranslator('en');

/**
 * The plans, their prices, trial and limits (the limits as docs/DECISIONS.md sets them), and the one list
 * of features that /pricing and the checkout both show, their texts in the translator's language.
 */
export function plansIn(t: Translator = english, server: ServerFeatures = noExtras): readonly Plan[] {
  return [
    {
      id: 'basic',
      name: t('Basic'),
      price: 20,
      trialDays: 7,
      tagline: t('Everything you need to talk freely, every day.'),
      features: [
        on(t('Unlimited voice conversations and replies')),
        on(t('All expert categories')),
        on(t('Saved conversation history')),
        on(t('Unlimited transcript exports')),
        on(t('Premium (HD) voice options')),
        on(t('Reminders')),
        on(
          t('{count, plural, one {# document analysis a day} other {# document analyses a day}}', {
            count: 20,
          }),
        ),
        // Features at the early-access stage go to paid plans first (contract/feature-values.ts; today:
        // a missed reminder is offered again when the app is next opened).
        on(t('Priority access to new features')),
      ],
    },
    {
      id: 'premium',
      name: t('Premium'),
      price: 35,
      trialDays: 0,
      tagline: t('For people who bring documents, questions and plans to every chat.'),
      features: [
        on(t('Everything in Basic')),
        on(t('Multi-document analysis (PDFs, images, text)')),
        on(t('Unlimited document analysis')),
        // When a reminder set in conversation comes due, the expert asks how it went and the answer is
        // kept on the reminder (server/reminders/how-it-went.ts).
        on(t('Smart reminders: your expert asks how it went and keeps your answer')),
        // Tickets of Premium members come first and are answered within 4 business hours.
        on(t('Priority support')),
        // When the language model is busy, Premium turns get the next free slot first (docs/product.md).
        on(t('Faster processing')),
        // The person's own voice, made from their recordings: the server can make and speak it where a
        // cloning provider is configured, but the screen that records the consent and the passages is
        // not built yet, so nobody could make one: not sold until that screen exists.
        {
          text: t('Voice customization using your own audio samples'),
          provided: server.cloning && OWN_VOICE_SCREEN_BUILT,
        },
      ],
    },
  ];
}

/** The lines of a plan this server provides, in order: what /pricing and the checkout show. */
export function offeredFeatures(plan: Plan): string[] {
  return plan.features.filter((f) => f.provided).map((f) => f.text);
}

/** The Free plan, shown as context beside the paid plans. */
export function freePlanLimits(t: Translator): string[] {
  return [
    t('{count, plural, one {# conversation a day} other {# conversations a day}}', { count: 2 }),
    t('{count, plural, one {# reply per conversation} other {# replies per conversation}}', { count: 10 }),
    t('Saved history, exports and reminders'),
    t('{count, plural, one {# document analysis a day} other {# document analyses a day}}', { count: 3 }),
  ];
}

export function isPaidPlan(value: string | null | undefined): value is PaidPlan {
  return paidPlans.some((p) => p === value);
}

/** One plan, its texts in the translator's language (English without one). */
export function findPlan(id: PaidPlan, t: Translator = english, server: ServerFeatures = noExtras): Plan {
  const plan = plansIn(t, server).find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

/** "$20/month", in the translator's language. */
export function priceLabel(plan: Plan, t: Translator): string {
  return t('{price}/month', { price: wholeDollars(plan.price, t.locale) });
}
