import { describe, expect, it } from 'vitest';
import { HOW_IT_WENT_MAX } from '../../contract/reminder-values.js';
import { followUpPrompt } from './follow-up-phraser.js';
import { answerText } from './how-it-went.js';

describe('answerText', () => {
  it('tidies spaces and keeps a short answer whole', () => {
    expect(answerText('  It went\n\nwell,   thanks ')).toBe('It went well, thanks');
  });

  it('cuts a long answer to the limit with an ellipsis, never inside a character', () => {
    const text = answerText('😀'.repeat(HOW_IT_WENT_MAX + 10));
    expect([...text]).toHaveLength(HOW_IT_WENT_MAX);
    expect(text.endsWith('😀…')).toBe(true);
    expect(answerText('a'.repeat(HOW_IT_WENT_MAX))).toBe('a'.repeat(HOW_IT_WENT_MAX));
  });
});

describe('followUpPrompt', () => {
  const context = {
    title: 'Call my sister',
    description: 'Ask about the trip',
    at: new Date('2026-03-10T16:00:00Z'),
    timeZone: 'Europe/Madrid',
    language: 'en-US' as const,
    expert: null,
    recent: [],
  };

  it('asks how it went for Premium (the answer is kept with the reminder)', () => {
    expect(followUpPrompt({ ...context, asksHowItWent: true }).system).toContain(
      'one gentle question: how it went, or how it is going (their answer is kept with the reminder).',
    );
  });

  it('keeps the question open on other plans', () => {
    const { system } = followUpPrompt(context);
    expect(system).toContain('one gentle question about it or about what you talked about before.');
    expect(system).not.toContain('kept with the reminder');
  });
});
