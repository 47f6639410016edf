import { describe, expect, it, vi } from 'vitest';
import { pseudo, pseudoText } from './pseudo.js';
import { createTranslator, messageArguments } from './translate.js';

const plural = '{count, plural, one {# reminder} other {# reminders}}';

describe('createTranslator', () => {
  it('shows English as written, with arguments and plurals', () => {
    const t = createTranslator('en');
    expect(t('Hello {name}', { name: 'Ana' })).toBe('Hello Ana');
    expect([t(plural, { count: 1 }), t(plural, { count: 3 })]).toEqual(['1 reminder', '3 reminders']);
  });

  it('uses the catalog, with the language’s plural rules and number formats', () => {
    const t = createTranslator('ru', {
      [plural]:
        '{count, plural, one {# напоминание} few {# напоминания} many {# напоминаний} other {# напоминания}}',
    });
    expect([1, 3, 5, 21].map((count) => t(plural, { count }))).toEqual([
      '1 напоминание',
      '3 напоминания',
      '5 напоминаний',
      '21 напоминание',
    ]);
    const de = createTranslator('de', { 'Total: {n, number}': 'Summe: {n, number}' });
    expect(de('Total: {n, number}', { n: 1234.5 })).toBe('Summe: 1.234,5');
  });

  it('shows English for a text the catalog lacks, and tells of it', () => {
    const missing = vi.fn();
    const t = createTranslator('fr', {}, { onMissing: missing });
    expect(t('Sign in')).toBe('Sign in');
    expect(missing).toHaveBeenCalledWith('Sign in');
  });

  it('shows a text that is not a valid message as it is written', () => {
    expect(createTranslator('en')('Broken {')).toBe('Broken {');
  });

  it('puts parts of a page in a sentence (tags)', () => {
    const t = createTranslator('es', { 'Read the <link>terms</link>.': 'Lea las <link>condiciones</link>.' });
    const parts = t.rich<{ link: string[] }>('Read the <link>terms</link>.', {
      link: (chunks) => ({ link: chunks as string[] }),
    });
    expect(parts).toEqual(['Lea las ', { link: ['condiciones'] }, '.']);
  });

  it('makes the pseudo-locale accented and longer, keeping arguments', () => {
    const t = createTranslator('en-XA', {}, { pseudo });
    const text = t('Save {count} items', { count: 2 });
    expect(text).toContain('2');
    expect(text).toMatch(/Š/);
    expect(text.length).toBeGreaterThanOrEqual(Math.ceil('Save 2 items'.length * 1.4));
    expect(pseudoText('Sign in').length).toBeGreaterThanOrEqual(Math.ceil('Sign in'.length * 1.4));
  });
});

it('lists a message’s arguments and tags, through plurals', () => {
  expect(messageArguments(`<b>{name}</b> has ${plural}`)).toEqual(['<b>', 'count', 'name']);
});
