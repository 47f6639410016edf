import { describe, expect, it } from 'vitest';
import { crisisReply } from './crisis.js';
import { experts, pickExpert } from './experts.js';
import { languageNames } from './languages.js';
import { offlinePhrases } from './offline-phrases.js';
import { keyWords, offlineCue, offlineReply } from './offline-responder.js';
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

  it('speaks as the expert, answers a worry with its key words, and says plainly it is a demonstration', () => {
    const reply = offlineReply(turn);
    expect(reply.startsWith('Hi, Maya Chen here. Just so you know, this is a demonstration')).toBe(true);
    expect(reply).toContain(offlinePhrases['en-US'].demo);
    expect(reply).toContain('You mentioned worry, pricing, customers, and ');
    expect(reply).toMatch(/^(?:(?!\?).)*\?$/); // ends by asking the person something
    expect(sentences(reply)).toHaveLength(5);
  });

  it('says nothing meant for the people running the server: no settings, no technical words', () => {
    for (const [code, phrases] of Object.entries(offlinePhrases)) {
      const all = [
        phrases.demo,
        ...Object.values(phrases.open).flat(),
        ...Object.values(phrases.close).flat(),
      ];
      for (const text of all)
        expect(text, code).not.toMatch(/[A-Z]+_[A-Z]+|provider|\bAPI\b|Anthropic|OpenAI|key/i);
      const reply = offlineReply({ ...turn, language: code, userText: 'Hello' });
      expect(reply, code).not.toMatch(/_URL|_MODEL|API|Anthropic|provider|proveedor|fournisseur|Anbieter/i);
    }
  });

  it('tells that it is a demonstration once per conversation: in the first reply only', () => {
    const later = offlineReply({ ...turn, turn: 3 });
    expect(later).not.toContain('Maya Chen');
    expect(later).not.toContain('demonstration');
    expect(later.startsWith('That sounds like a lot to carry. You mentioned worry, pricing, customers')).toBe(
      true,
    );
    expect(sentences(later)).toHaveLength(3);
  });

  it('answers what was said: a worry, a question, thanks, a greeting, anything else', () => {
    const reply = (userText: string) => offlineReply({ ...turn, userText, turn: 2 });
    expect(offlineCue('I am so stressed about work', 'en-US', true)).toBe('worry');
    expect(reply('I am so stressed about work')).toMatch(
      /^(That sounds like a lot to carry|I can hear that this weighs on you)\./,
    );
    expect(offlineCue('How do I raise my prices', 'en-US', true)).toBe('question');
    expect(reply('How do I raise my prices')).toMatch(
      /^(That's a good question|Let's think about that together)\. You mentioned raise, prices/,
    );
    expect(offlineCue('Is it too late? I think so', 'en-US', true)).toBe('question');
    expect(reply('Thanks, that was helpful')).toMatch(/^(You're very welcome|Glad to help)\./);
    expect(reply('Hello there')).toMatch(/^(It's good to hear from you|Thanks for stopping by)\./);
    expect(reply('Hi, how are you?')).toMatch(/^(It's good to hear from you|Thanks for stopping by)\./);
    // A greeting with something to talk about answers that something.
    expect(reply('Hi, I want to learn painting')).toMatch(/^You mentioned learn, painting, /);
    expect(offlineCue('This year I started a garden', 'en-US', true)).toBe('statement');
    // "hi" inside a word is no greeting, "which" inside a sentence no question.
    expect(offlineCue('This is something I did', 'en-US', true)).toBe('statement');
    expect(offlineCue('I know which one I like', 'en-US', true)).toBe('statement');
  });

  it('varies the wording from turn to turn', () => {
    const replies = new Set(
      [2, 3, 4, 5].map((n) => offlineReply({ ...turn, userText: 'Hello there', turn: n })),
    );
    expect(replies.size).toBe(2);
  });

  it('flavours the reply by the expert field', () => {
    const replies = new Set(experts.map((expert) => offlineReply({ ...turn, expert, turn: 2 })));
    expect(replies.size).toBe(6); // one per field: the same words, the same variant
  });

  it('asks to hear more when there is nothing to echo', () => {
    expect(offlineReply({ ...turn, userText: '  ...  ', turn: 2 })).toMatch(
      /^(Thank you for telling me\. Tell me more\.|I'm listening\. What matters most to you in that\?)$/,
    );
  });

  it('uses no markdown or symbols', () => {
    for (const code of Object.keys(languageNames)) {
      const reply = offlineReply({ ...turn, language: code, userText: 'Money **and** #family `code`' });
      expect(reply, code).not.toMatch(/[*#`_|<>~]/);
    }
  });

  it('answers in each of the eleven languages, the worry as a worry, with the translated notice', () => {
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
      expect(offlineCue(text, code as keyof typeof offlinePhrases, true), code).toBe('worry');
      const reply = offlineReply({ ...turn, language: code, userText: text });
      expect(reply, code).toContain(phrases.demo);
      expect(reply, code).toContain(maya.name);
      expect(sentences(reply).length, code).toBeLessThanOrEqual(5);
      if (code !== 'en-US') expect(reply, code).not.toContain(offlinePhrases['en-US'].demo);
      const later = offlineReply({ ...turn, language: code, userText: text, turn: 2 });
      expect(later, code).not.toContain(phrases.demo);
    }
    expect(offlineReply({ ...turn, language: 'zh-CN', userText: cases['zh-CN'] ?? '' })).toContain(
      '最近、工作、压力',
    );
    expect(offlineReply({ ...turn, language: 'pt-BR' })).toContain(offlinePhrases['en-US'].demo);
  });

  it('knows greetings, thanks and questions in the other languages', () => {
    const cases: [string, string, string][] = [
      ['es-ES', 'Hola, ¿qué tal?', 'greeting'],
      ['fr-FR', 'Merci beaucoup', 'thanks'],
      ['de-DE', 'Wie kann ich besser schlafen', 'question'],
      ['ru-RU', 'Привет, как дела?', 'greeting'],
      ['he-IL', 'שלום', 'greeting'],
      ['sk-SK', 'Ďakujem', 'thanks'],
      ['zh-CN', '谢谢你', 'thanks'],
      ['ja-JP', 'どうすればいいですか', 'question'],
      ['ar-SA', 'هل يمكنني تغيير عملي', 'question'],
      ['hi-IN', 'धन्यवाद', 'thanks'],
    ];
    for (const [code, text, cue] of cases) {
      const language = code as keyof typeof offlinePhrases;
      const words = keyWords(text, code).length > 0;
      expect(offlineCue(text, language, words), `${code} ${text}`).toBe(cue);
      const reply = offlineReply({ ...turn, language: code, userText: text, turn: 2 });
      const opener = offlinePhrases[language].open[cue as 'greeting'];
      expect(
        opener.some((o) => reply.startsWith(o)),
        `${code} ${reply}`,
      ).toBe(true);
    }
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
