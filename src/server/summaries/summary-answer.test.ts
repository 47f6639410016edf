import { describe, expect, it } from 'vitest';
import { checkModelRecap, type ModelRecap, TRANSCRIPT_MAX, transcriptFor } from './summary-answer.js';

const context = { now: new Date('2026-03-10T13:30:00Z'), timeZone: 'Europe/Madrid' };
const answer = (over: Partial<ModelRecap> = {}): ModelRecap => ({
  discussed: 'You feel lonely.',
  advice: 'Call your sister.',
  steps: [],
  ...over,
});
const step = (title: string, when: string, description = 'Do it.') =>
  ({ title, description, when, category: 'task' }) as const;

describe('checkModelRecap', () => {
  it('refuses an answer whose discussed or advice text is empty', () => {
    expect(checkModelRecap(answer({ discussed: '  ' }), context)).toBeNull();
    expect(checkModelRecap(answer({ advice: '' }), context)).toBeNull();
  });

  it('reads step times on the user’s wall clock; a bad, past or far one becomes no time', () => {
    const checked = checkModelRecap(
      answer({
        steps: [
          step('Call Ann', '2026-03-11T17:00'),
          step('No time', ''),
          step('Words', 'tomorrow at five'),
          step('Past', '2026-03-09T10:00'),
          step('Far', '2032-01-01T10:00'),
        ],
      }),
      context,
    );
    expect(checked?.steps.map((s) => [s.title, s.at?.toISOString() ?? null])).toEqual([
      ['Call Ann', '2026-03-11T16:00:00.000Z'],
      ['No time', null],
      ['Words', null],
      ['Past', null],
      ['Far', null],
    ]);
  });

  it('cuts texts to the limits, drops steps without a title, and keeps at most five', () => {
    const checked = checkModelRecap(
      answer({
        discussed: 'x'.repeat(700),
        steps: [
          step('', '2026-03-11T17:00'),
          ...Array.from({ length: 7 }, (_, i) => step(`Step ${i}`, '', '')),
        ],
      }),
      context,
    );
    expect(checked?.discussed).toHaveLength(600);
    expect(checked?.steps.map((s) => s.title)).toEqual(['Step 0', 'Step 1', 'Step 2', 'Step 3', 'Step 4']);
    expect(checked?.steps[0]?.description).toBe('Step 0');
  });
});

describe('transcriptFor', () => {
  it('labels the turns and keeps the end of a long conversation', () => {
    expect(
      transcriptFor([
        { isUser: true, content: 'Hi\n there' },
        { isUser: false, content: 'Hello.' },
      ]),
    ).toBe('User: Hi there\nExpert: Hello.');
    const long = transcriptFor([
      { isUser: true, content: 'a'.repeat(TRANSCRIPT_MAX) },
      { isUser: false, content: 'Last.' },
    ]);
    expect(long).toHaveLength(TRANSCRIPT_MAX);
    expect(long.endsWith('Expert: Last.')).toBe(true);
  });
});
