import { describe, expect, it } from 'vitest';
import { crisisReply } from './crisis.js';
import { experts, pickExpert } from './experts.js';
import { languageNames } from './languages.js';
import { offlinePhrases } from './offline-phrases.js';
import { keyWords, offlineReply } from './offline-responder.js';
import { createSentenceSplitter } from './sentence-splitter.js';

const maya = pickExpert('business', () => 0);

function sentences(text: string): string[] {
  const splitter = createSentenceSplitter({ firstClauseMinChars: Number.POSITIVE_INFINITY });
  return [...splitter.push(text), ...splitter.flush()];
}

describe('offlineReply', () => {
  const turn = {
    expert: maya,
    language: 'en-US',
    userText: 'I worry about pricing and my customers',
    turn: 1,
  };

  it('is deterministic', () => {
    expect(offlineReply(turn)).toBe(offlineReply({ ...turn }));
    for (const expert of experts) {
      const reply = offlineReply({ ...turn, expert, turn: 2 });
      expect(reply).toBe(offlineReply({ ...turn, expert, turn: 2 }));
    }
  });

  it('speaks as the expert, echoes key words, and says plainly it is a demonstration', () => {
    const reply = offlineReply(turn);
    expect(reply.startsWith('Maya Chen here. You mentioned worry, pricing, customers, and ')).toBe(true);
    expect(reply).toContain(
      'No AI provider is connected, so this is only a demonstration reply, not real advice.',
    );
    expect(reply).toContain('set AI_BASE_URL and AI_MODEL, or an Anthropic API key');
    expect(sentences(reply)).toHaveLength(4);
  });

  it('introduces the expert on the first turn only', () => {
    const later = offlineReply({ ...turn, turn: 3 });
    expect(later).not.toContain('Maya Chen');
    expect(later.startsWith('You mentioned worry, pricing, customers')).toBe(true);
    expect(sentences(later)).toHaveLength(3);
  });

  it('flavours the reply by the expert field', () => {
    const replies = new Set(experts.map((expert) => offlineReply({ ...turn, expert, turn: 2 })));
    expect(replies.size).toBe(6); // one per field: the same words, the same variant
  });

  it('says it is listening when there is nothing to echo', () => {
    expect(offlineReply({ ...turn, userText: '  ...  ', turn: 2 })).toMatch(
      /^I'm listening\. No AI provider/,
    );
  });

  it('uses no markdown or symbols', () => {
    for (const code of Object.keys(languageNames)) {
      const reply = offlineReply({ ...turn, language: code, userText: 'Money **and** #family `code`' });
      expect(reply.replace(/AI_BASE_URL|AI_MODEL/g, ''), code).not.toMatch(/[*#`_|<>~]/);
    }
  });

  it('answers in each of the eleven languages with the translated notice', () => {
    const cases: Record<string, string> = {
      'es-ES': 'Me preocupa mi negocio y mis clientes',
      'fr-FR': 'Je suis inquiet pour mon entreprise',
      'de-DE': 'Ich mache mir Sorgen um meine Firma',
      'ru-RU': 'Я волнуюсь о своей работе',
      'he-IL': 'אני דואג לגבי העסק שלי',
      'sk-SK': 'Bojím sa o svoju prácu',
      'zh-CN': '我最近工作压力很大',
      'ja-JP': '仕事のストレスが大きいです',
      'ar-SA': 'أنا قلق بشأن عملي',
      'hi-IN': 'मुझे अपने काम की चिंता है',
      'en-US': 'Work stress',
    };
    for (const [code, text] of Object.entries(cases)) {
      const phrases = offlinePhrases[code as keyof typeof offlinePhrases];
      const reply = offlineReply({ ...turn, language: code, userText: text });
      expect(reply, code).toContain(phrases.notice);
      expect(reply, code).toContain(phrases.connect);
      expect(reply, code).toContain(maya.name);
      expect(sentences(reply).length, code).toBeLessThanOrEqual(4);
      if (code !== 'en-US') expect(reply, code).not.toContain(offlinePhrases['en-US'].notice);
    }
    expect(offlineReply({ ...turn, language: 'zh-CN', userText: cases['zh-CN'] ?? '' })).toContain(
      '最近、工作、压力',
    );
    expect(offlineReply({ ...turn, language: 'pt-BR' })).toContain(offlinePhrases['en-US'].notice);
  });

  it('answers crisis words with care and real help instead of the persona', () => {
    const cases: [string, string][] = [
      ['en-US', 'I want to kill myself'],
      ['es-ES', 'Quiero suicidarme'],
      ['fr-FR', 'Je veux mettre fin à mes jours'],
      ['de-DE', 'Ich will mich umbringen'],
      ['ru-RU', 'Хочу покончить с собой'],
      ['he-IL', 'אני רוצה להתאבד'],
    ];
    for (const [language, userText] of cases) {
      const reply = offlineReply({ ...turn, language, userText });
      expect(reply, language).toBe(crisisReply(language));
      expect(reply, language).not.toContain(maya.name);
    }
    expect(offlineReply({ ...turn, userText: 'I keep thinking about suicide' })).toContain('988');
  });
});

describe('keyWords', () => {
  it('picks up to three of the longest words that are not filler, in their order', () => {
    expect(keyWords('I am really worried about my small bakery and the rent', 'en-US')).toEqual([
      'worried',
      'small',
      'bakery',
    ]);
    expect(keyWords('Hello hello HELLO', 'en-US')).toEqual([]);
    expect(keyWords('Budget budget planning', 'en-US')).toEqual(['Budget', 'planning']);
    expect(keyWords('', 'en-US')).toEqual([]);
  });
});
