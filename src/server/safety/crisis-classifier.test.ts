import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  THRESHOLD_FILE,
  thresholdFile,
  trainAll,
  WEIGHTS_FILE,
  weightsFile,
} from '../../../scripts/train-crisis-classifier.js';
import { classify, features, loadClassifierModels } from './crisis-classifier.js';
import { classifierReading, detectByPhrases, detectCrisis, detectCrisisAt } from './detect-crisis.js';

describe('crisis classifier', () => {
  beforeAll(loadClassifierModels);

  it('is what training on the development set gives, byte for byte (retrain after changing the set)', () => {
    const { threshold, models } = trainAll();
    expect(thresholdFile(threshold)).toBe(readFileSync(THRESHOLD_FILE, 'utf8'));
    expect(weightsFile(models)).toBe(readFileSync(WEIGHTS_FILE, 'utf8'));
  }, 600_000);

  it('reads character n-grams, each bucket once, the same every time', () => {
    const buckets = features('i want to die', false);
    expect(new Set(buckets).size).toBe(buckets.length);
    expect(features('i want to die', false)).toEqual(buckets);
    expect(features('死にたい', true).length).toBeGreaterThan(0);
  });

  it('finds, when it is on, what it was trained on and neither a phrase nor the concept layer finds', () => {
    const text = 'personne me regretterait si je mourais';
    expect(detectByPhrases(text, 'fr-FR')).toBeNull();
    expect(detectCrisisAt(text, 'fr-FR', null)).toBeNull();
    const found = detectCrisisAt(text, 'fr-FR', 0.5);
    expect(found).toMatchObject({ kind: 'suicide', language: 'fr-FR', by: 'classifier', phrase: '' });
    expect(classify(classifierReading(text, 'fr-FR'), 'fr-FR', false)?.kind).toBe('suicide');
  });

  it('does not read figures of speech, and stays out of a message that denies a phrase', () => {
    expect(classifierReading('honestly this commute is killing me', 'en-US')).not.toContain('kil');
    expect(classifierReading("I'm not going to hurt myself, don't worry", 'en-US')).toBe('');
    expect(detectCrisisAt("I'm not going to hurt myself, don't worry", 'en-US', 0)).toBeNull();
  });

  it('is on exactly when cross-validation shows it finds more crisis messages than it raises false alarms', async () => {
    const { classifierThreshold } = await import('./crisis-classifier-threshold.js');
    const text = 'personne me regretterait si je mourais';
    expect(detectCrisis(text, 'fr-FR')?.by).toBe(classifierThreshold === null ? undefined : 'classifier');
  });

  it('stays out of a message whose frame took its finding back', () => {
    const text = 'if i have to sit thru one more meeting im gonna shoot myself lol';
    expect(classifierReading(text, 'en-US')).toBe('');
    expect(detectCrisisAt(text, 'en-US', 0)).toBeNull();
  });
});
