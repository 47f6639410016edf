import { describe, expect, it } from 'vitest';
import { crisisReply, mentionsCrisis } from './crisis.js';
import { languageNames } from './languages.js';
import { createSentenceSplitter } from './sentence-splitter.js';

describe('mentionsCrisis', () => {
  it.each([
    'I think about suicide every day',
    'Sometimes I want to KILL MYSELF.',
    'I don’t want to live anymore',
    'I keep wanting to hurt myself',
    'I just want to end my life',
    'I could kill him for this',
    'Pienso en el suicidio',
    'A veces quiero quitarme la vida',
    'Tengo ganas de hacerme daño',
    'Je veux me suicider',
    "Je n'ai plus envie de vivre",
    'Ich will mir das Leben nehmen',
    'Ich denke an Selbstmord',
    'Я хочу покончить с собой',
    'Я не хочу жить',
    'אני רוצה להתאבד',
    'אני רוצה לפגוע בעצמי',
    'Chcem zomrieť',
    '我想自杀',
    '死にたい',
    'أريد أن أموت',
    'मैं आत्महत्या के बारे में सोचता हूँ',
  ])('finds %j', (text) => {
    expect(mentionsCrisis(text)).toBe(true);
  });

  it.each([
    'I killed it at my presentation today',
    'How do I kill a stuck process on Linux?',
    'I want to live a healthier life',
    "J'ai envie de vivre à Paris",
    'Ich will besser leben',
    'Quiero vivir mejor',
    '',
  ])('ignores %j', (text) => {
    expect(mentionsCrisis(text)).toBe(false);
  });
});

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
