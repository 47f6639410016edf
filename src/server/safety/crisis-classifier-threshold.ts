// Written by scripts/train-crisis-classifier.ts from the development set (test/safety/dev-set): do not
// edit. Retrain after changing the set or the detector's reading of messages.

/**
 * P(crisis) from which the classifier adds a finding, chosen by cross-validation on the development set;
 * null: off, as in cross-validation it did not find more crisis messages than it raised false alarms.
 */
export const classifierThreshold: number | null = 0.89;
