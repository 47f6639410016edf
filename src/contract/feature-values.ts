// Without zod: the signed-in app reads these with the current user.
import type { subscriptionTypes } from './account-values.js';

type SubscriptionType = (typeof subscriptionTypes)[number];

/**
 * How far a new feature has been released: 'early-access' features are given to people on a paid plan
 * first (Basic and Premium, a trial included: Basic's "Priority access to new features"); 'everyone'
 * features to every signed-in person.
 */
export const featureStages = ['early-access', 'everyone'] as const;
export type FeatureStage = (typeof featureStages)[number];

/**
 * The features released by stage, each with its stage now. Moving one to 'everyone' gives it to Free
 * too; a feature that has reached everyone for good can leave this list (and its checks the code).
 */
export const featureStagesNow = {
  /** A one-off reminder that came due unheard is offered again when the app is next opened. */
  'missed-reminders': 'early-access',
} as const satisfies Record<string, FeatureStage>;

export type FeatureId = keyof typeof featureStagesNow;
export const featureIds = Object.keys(featureStagesNow) as FeatureId[];

/** Whether the stage is released to a person on this plan (the plan in force now). */
export function stageReleasedTo(stage: FeatureStage, plan: SubscriptionType): boolean {
  return stage === 'everyone' || plan !== 'free';
}

/** The features a person on this plan gets, in the list's order. */
export function featuresFor(
  plan: SubscriptionType,
  stages: Readonly<Record<FeatureId, FeatureStage>> = featureStagesNow,
): FeatureId[] {
  return featureIds.filter((id) => stageReleasedTo(stages[id], plan));
}
