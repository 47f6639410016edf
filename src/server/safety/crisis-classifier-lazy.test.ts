import { describe, expect, it, vi } from 'vitest';

// Records whether anything imports the classifier's weights.
const weights = vi.hoisted(() => ({ loaded: false }));
vi.mock('./crisis-classifier-weights.js', async (original) => {
  weights.loaded = true;
  return original();
});

describe('loading the crisis classifier', () => {
  it('leaves its weights unloaded from server start to a detection while it is off, and loads them when asked', async () => {
    vi.resetModules();
    weights.loaded = false;
    vi.doMock('./crisis-classifier-threshold.js', () => ({ classifierThreshold: null }));
    await import('../app.js');
    const { detectCrisis } = await import('./detect-crisis.js');
    expect(detectCrisis('I want to die', 'en-US')).toMatchObject({ kind: 'suicide' });
    expect(detectCrisis('what a lovely day', 'en-US')).toBeNull();
    expect(weights.loaded).toBe(false);

    const { classify, loadClassifierModels } = await import('./crisis-classifier.js');
    expect(() => classify('i want to die', 'en-US', false)).toThrow(/not loaded/);
    await loadClassifierModels();
    expect(weights.loaded).toBe(true);
    expect(classify('i want to die', 'en-US', false)).not.toBeNull();
    vi.doUnmock('./crisis-classifier-threshold.js');
  }, 60_000);

  it('loads its weights with the detector when its threshold is set, and uses them', async () => {
    vi.resetModules();
    weights.loaded = false;
    vi.doMock('./crisis-classifier-threshold.js', () => ({ classifierThreshold: 0.5 }));
    // A fresh detector (the weights loaded above belong to the modules before the reset): it would
    // throw if its classifier had not loaded them.
    const { detectCrisis } = await import('./detect-crisis.js');
    expect(detectCrisis('personne me regretterait si je mourais', 'fr-FR')).toMatchObject({
      kind: 'suicide',
      by: 'classifier',
    });
    vi.doUnmock('./crisis-classifier-threshold.js');
  });

  it('as committed, loads the weights with the detector exactly when the trainer switched it on', async () => {
    vi.resetModules();
    const { classifierThreshold } = await import('./crisis-classifier-threshold.js');
    await import('./detect-crisis.js');
    // The classifier of these fresh modules throws when its weights were not loaded with the detector.
    const { classify } = await import('./crisis-classifier.js');
    const use = () => classify('i want to die', 'en-US', false);
    if (classifierThreshold === null) expect(use).toThrow(/not loaded/);
    else expect(use).not.toThrow();
  });
});
