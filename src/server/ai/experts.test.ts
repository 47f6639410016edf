import { describe, expect, it } from 'vitest';
import { expertCategories } from '../../contract/conversations.js';
import { expertById, experts, expertsIn, pickExpert, systemPrompt } from './experts.js';
import { languageNames } from './languages.js';

const fields = expertCategories.map((c) => c.value).filter((c) => c !== 'random');

describe('experts', () => {
  it('gives every category but random three experts, and no expert another category', () => {
    for (const field of fields) expect(expertsIn(field)).toHaveLength(3);
    for (const expert of experts) expect(fields).toContain(expert.category);
    expect(experts).toHaveLength(fields.length * 3);
  });

  it('has unique ids and names, and everything a persona needs', () => {
    expect(new Set(experts.map((e) => e.id)).size).toBe(experts.length);
    expect(new Set(experts.map((e) => e.name)).size).toBe(experts.length);
    for (const expert of experts) {
      expect(expert.id).toMatch(/^[a-z]+(-[a-z]+)+$/);
      expect(expert.id.startsWith(`${expert.category}-`)).toBe(true);
      expect(expert.title.length).toBeGreaterThan(10);
      expect(expert.style.length).toBeGreaterThan(10);
      expect(['female', 'male', 'neutral']).toContain(expert.voiceGender);
      expect(expertById(expert.id)).toBe(expert);
    }
    expect(expertById('business-nobody')).toBeUndefined();
  });

  it('picks deterministically for a given random source', () => {
    expect(pickExpert('science', () => 0)).toBe(expertsIn('science')[0]);
    expect(pickExpert('science', () => 0.5)).toBe(expertsIn('science')[1]);
    expect(pickExpert('science', () => 0.9999)).toBe(expertsIn('science')[2]);
    expect(pickExpert('science', () => 1)).toBe(expertsIn('science')[2]); // out of range is clamped
    expect(pickExpert('coach', () => 0.4)).toBe(pickExpert('coach', () => 0.4));
  });

  it('picks from all experts for random, and for a category it does not know', () => {
    const picked = new Set(experts.map((_, i) => pickExpert('random', () => i / experts.length).id));
    expect(picked.size).toBe(experts.length);
    expect(pickExpert('random', () => 0)).toBe(experts[0]);
    expect(expertsIn('astrology')).toBe(experts);
  });
});

describe('systemPrompt', () => {
  const expert = pickExpert('business', () => 0);

  it('names the conversation language in English for each of the eleven', () => {
    for (const [code, name] of Object.entries(languageNames)) {
      expect(systemPrompt(expert, code)).toContain(
        `Always answer in ${name}, the language of this conversation`,
      );
    }
    expect(systemPrompt(expert, 'es-MX')).toContain('answer in Spanish');
    expect(systemPrompt(expert, 'pt-BR')).toContain('answer in Brazilian Portuguese');
    expect(systemPrompt(expert, 'not a language')).toContain('Answer in the language the person speaks');
  });

  it('describes the persona, the spoken style and the context rule', () => {
    const prompt = systemPrompt(expert, 'en-US');
    expect(prompt).toContain(`You are ${expert.name}, ${expert.title}.`);
    expect(prompt).toContain('Business Leaders');
    expect(prompt).toContain(expert.style);
    expect(prompt).toContain('short, plain sentences');
    expect(prompt).toContain('two to five sentences');
    expect(prompt).toMatch(/Never use markdown, headings, bullet points, numbered lists, emoji/);
    expect(prompt).toContain('follow-up question');
    expect(prompt).toContain('Keep the context of the whole conversation');
    expect(prompt).not.toMatch(/[*#`|]/);
  });

  it('reinforces the safety instruction for a turn that speaks of a crisis, with the country’s lines', () => {
    expect(systemPrompt(expert, 'en-US')).not.toContain('SAFETY, THIS TURN');
    const prompt = systemPrompt(expert, 'de-DE', { country: 'AT', crisis: ['suicide'] });
    expect(prompt).toContain('SAFETY, THIS TURN');
    expect(prompt).toContain('Step out of your persona now');
    expect(prompt).toContain('TelefonSeelsorge on 142');
    expect(prompt).toContain('in German');
    const medical = systemPrompt(expert, 'en-US', { country: 'GB', crisis: ['medicalEmergency'] });
    expect(medical).toContain('Tell them first to call the emergency number 999 now.');
    expect(medical.indexOf('999 now')).toBeLessThan(medical.indexOf('Then mention the crisis line'));
    expect(medical).not.toMatch(/[*#`|]/);
  });

  it('carries the safety rules for every expert', () => {
    for (const each of experts) {
      const prompt = systemPrompt(each, 'fr-FR');
      expect(prompt).toContain('harming themselves or someone else');
      expect(prompt).toContain('step out of character');
      expect(prompt).toContain('emergency services or a crisis line');
      expect(prompt).toContain('3114');
      expect(prompt).toContain('someone they trust');
      expect(prompt).toContain('medical, legal or financial');
      expect(prompt).toContain('not professional advice');
      expect(prompt).toContain('Never claim to be human');
      expect(prompt).toContain('fictional persona, not a real person');
      expect(prompt).toContain('lonely or older');
    }
  });
});
