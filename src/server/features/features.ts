import { type FeatureId, featuresFor } from '../../contract/feature-values.js';
import { type StoredSubscription, toSubscriptionView } from '../billing/subscription-view.js';

/** The plan in force now: a trial is its plan; lapsed, unpaid or none is Free. */
export function planNow(stored: StoredSubscription, now: Date) {
  return toSubscriptionView(stored, now)?.plan ?? 'free';
}

/** Whether a released feature is this person's now (an early-access one only on a paid plan). */
export function hasFeature(stored: StoredSubscription, now: Date, feature: FeatureId): boolean {
  return featuresFor(planNow(stored, now)).includes(feature);
}
