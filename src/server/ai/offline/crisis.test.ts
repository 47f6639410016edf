import { describe, expect, it } from 'vitest';
import { helpFor, helpLineTable } from '../../safety/help-lines.js';
import { languageNames } from '../languages.js';
import { createSentenceSplitter } from '../sentences/sentence-splitter.js';
import { crisisReply } from './crisis.js';

describe('crisisReply', () => {
  it('points to real help in each of the eleven languages, in two to four sentences', () => {
    for (const code of Object.keys(languageNames)) {
      const reply = crisisReply(code);
      const splitter = createSentenceSplitter({ firstClauseMinChars: Number.POSITIVE_INFINITY });
      const sentences = [...splitter.push(reply), ...splitter.flush()];
      expect(sentences.length, code).toBeGreaterThanOrEqual(2);
      expect(sentences.length, code).toBeLessThanOrEqual(4);
      expect(reply, code).toMatch(/\d{3}/); // an emergency or crisis number
      expect(reply, code).not.toMatch(/[*#`_|]/);
    }
    expect(crisisReply('en-US')).toContain('988');
    expect(crisisReply('en-US')).toContain('someone you trust');
    expect(crisisReply('es-ES')).toContain('024');
    expect(crisisReply('fr-FR')).toContain('3114');
  });

  it('names the help lines of the country from the help-line table, the emergency number first when asked', () => {
    const austria = crisisReply('de-DE', { country: 'AT' });
    expect(austria).toContain(helpFor('AT').crisis.phone ?? 'none');
    expect(austria).not.toContain('0800 111 0 111');
    const britain = crisisReply('en-US', { country: 'GB' });
    expect(britain).toContain('Samaritans at 116 123');
    expect(britain.indexOf('116 123')).toBeLessThan(britain.indexOf('999'));
    const medical = crisisReply('en-US', { country: 'GB', emergencyFirst: true });
    expect(medical.indexOf('999')).toBeLessThan(medical.indexOf('116 123'));
    // No country known: the international directory has no number; 112 is the emergency number.
    expect(crisisReply('en-US', { country: 'INT' })).toContain('a local crisis line');
    expect(crisisReply('ja-JP', { country: 'INT' })).toContain('112');
  });

  it('takes every number from the table: each language, each country', () => {
    for (const code of Object.keys(languageNames)) {
      for (const entry of helpLineTable) {
        const reply = crisisReply(code, { country: entry.country });
        if (entry.crisis.phone) expect(reply, `${code} ${entry.country}`).toContain(entry.crisis.phone);
        expect(reply, `${code} ${entry.country}`).toContain(entry.emergency.phone ?? 'none');
      }
    }
  });

  it('answers in English for a language it does not have', () => {
    expect(crisisReply('pt-BR')).toBe(crisisReply('en-US'));
  });
});
