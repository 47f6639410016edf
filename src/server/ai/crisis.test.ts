import { describe, expect, it } from 'vitest';
import { crisisReply } from './crisis.js';
import { languageNames } from './languages.js';
import { createSentenceSplitter } from './sentence-splitter.js';

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

  it('answers in English for a language it does not have', () => {
    expect(crisisReply('pt-BR')).toBe(crisisReply('en-US'));
  });
});
