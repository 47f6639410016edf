import { describe, expect, it } from 'vitest';
import { findPlan, offeredFeatures } from './plans.js';

describe('the one list of plan features', () => {
  it('shows only what this server provides, on /pricing and in the checkout alike', () => {
    const basic = offeredFeatures(findPlan('basic'));
    const premium = offeredFeatures(findPlan('premium'));
    // Not provided: never shown.
    expect(premium).not.toContain('Voice customization using your own audio samples');
    // Provided, in the sold wording.
    expect(premium).toContain('Priority support');
    expect(premium).toContain('Faster processing');
    expect(premium).toContain('Multi-document analysis (PDFs, images, text)');
    expect(basic).toContain('Unlimited voice conversations and replies');
    // Early access for paid plans (the feature switch) and Premium's smart reminders, said plainly.
    expect(basic).toContain('Priority access to new features');
    expect(premium).toContain('Smart reminders: your expert asks how it went and keeps your answer');
  });

  it('does not sell the own voice, even where the server could make one, until its recording screen exists', () => {
    const line = 'Voice customization using your own audio samples';
    expect(offeredFeatures(findPlan('premium', undefined, { cloning: false }))).not.toContain(line);
    expect(offeredFeatures(findPlan('premium', undefined, { cloning: true }))).not.toContain(line);
    expect(offeredFeatures(findPlan('basic', undefined, { cloning: true }))).not.toContain(line);
  });

  it('keeps every line with its switch, so turning one on shows it', () => {
    const premium = findPlan('premium');
    const voice = premium.features.find((f) => f.text === 'Voice customization using your own audio samples');
    expect(voice).toEqual({ text: 'Voice customization using your own audio samples', provided: false });
    const switched = { ...premium, features: premium.features.map((f) => ({ ...f, provided: true })) };
    expect(offeredFeatures(switched)).toContain('Voice customization using your own audio samples');
  });
});
