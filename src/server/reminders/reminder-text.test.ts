import { describe, expect, it } from 'vitest';
import { asksForReminder } from '../../contract/reminders.js';
import { descriptionFrom, guessCategory, splitRequests, splitSentences, titleFrom } from './reminder-text.js';

const span = (text: string, words: string): [number, number] => {
  const start = text.indexOf(words);
  if (start < 0) throw new Error(`"${words}" not in "${text}"`);
  return [start, start + words.length];
};
const title = (text: string, dateWords?: string) => titleFrom(text, dateWords ? [span(text, dateWords)] : []);

describe('titleFrom', () => {
  it.each([
    ['Remind me to call my sister on Sunday at 5 pm', 'on Sunday at 5 pm', 'Call my sister'],
    ['remind me at noon to eat lunch', 'noon', 'Eat lunch'],
    ["don't let me forget to buy milk tomorrow", 'tomorrow', 'Buy milk'],
    ['Set a reminder for my doctor appointment on Friday', 'Friday', 'My doctor appointment'],
    ['remind me that the plumber comes tomorrow at 10.', 'tomorrow at 10', 'The plumber comes'],
    ['Please remind me to, um, stretch in 2 hours', 'in 2 hours', 'Um, stretch'],
    ['give me a reminder tomorrow', 'tomorrow', 'Reminder'],
  ])('%j -> %j', (text, dateWords, expected) => {
    expect(title(text, dateWords)).toBe(expected);
  });

  it('cuts a long title at a word, to at most 100 characters', () => {
    const long = `remind me to ${'water the many plants '.repeat(10)}tomorrow`;
    const result = title(long, 'tomorrow');
    const whole = `Water the many plants ${'water the many plants '.repeat(9)}`;
    expect(result.length).toBeLessThanOrEqual(100);
    expect(result.length).toBeGreaterThan(90);
    expect(whole.startsWith(result)).toBe(true);
    expect(whole.charAt(result.length)).toBe(' ');
  });
});

describe('the request text', () => {
  it('splits sentences but keeps "p.m." inside one', () => {
    expect(splitSentences('I am tired. Remind me at 5 p.m. tomorrow to rest!\nThanks')).toEqual([
      'I am tired.',
      'Remind me at 5 p.m. tomorrow to rest!',
      'Thanks',
    ]);
  });

  it('splits "and to ..." into its own request, not a plain "and"', () => {
    expect(splitRequests('remind me to X at 5 and to Y tomorrow')).toEqual([
      'remind me to X at 5',
      'to Y tomorrow',
    ]);
    expect(splitRequests('remind me to buy milk and eggs tomorrow')).toEqual([
      'remind me to buy milk and eggs tomorrow',
    ]);
  });

  it('the description is the sentence, at most 500 characters', () => {
    expect(descriptionFrom('  Remind me   to rest  ', 'Rest')).toBe('Remind me to rest');
    expect(descriptionFrom('x'.repeat(600), 'X')).toHaveLength(500);
  });

  it('knows the request phrases, curly apostrophes too', () => {
    expect(asksForReminder('Could you REMIND ME to rest?')).toBe(true);
    expect(asksForReminder('Don’t let me forget the keys')).toBe(true);
    expect(asksForReminder('set a reminder')).toBe(true);
    expect(asksForReminder('I forgot to remind him')).toBe(false);
  });
});

describe('guessCategory', () => {
  it.each([
    ['Take my pills', 'medication'],
    ['Insulin dose', 'medication'],
    ['Dentist', 'appointment'],
    ['Team meeting', 'appointment'],
    ['Call my sister', 'task'],
    ['Pay rent', 'task'],
    ['Email the landlord', 'task'],
    ['Stretch', 'general'],
    ['The plumber comes', 'general'],
  ])('%j -> %s', (text, category) => {
    expect(guessCategory(text, text)).toBe(category);
  });
});
