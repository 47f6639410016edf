import { describe, expect, it } from 'vitest';
import { isNearDuplicate, splitSentences, trigramOverlap } from './clean-sentences.js';
import { cleanTranscript } from './clean-transcript.js';

describe('cleanTranscript: English', () => {
  it.each([
    ['I want to I want to talk about my my garden', 'I want to talk about my garden'],
    ['I I I think so', 'I think so'],
    ['The the cat sat', 'The cat sat'],
    ['how are you how are you today', 'how are you today'],
    ['how are you today how are you today', 'how are you today'],
    ['I think I think that that is right', 'I think that that is right'],
    ['The cat sat on the mat. The cat sat on the mat.', 'The cat sat on the mat.'],
    ['Hello. hello!', 'Hello.'],
    ['Yes. Yes.', 'Yes.'],
    [
      'I want to talk about my garden. I want to talk about my garden today.',
      'I want to talk about my garden today.',
    ],
    [
      'I want to talk about my garden today. I want to talk about my garden.',
      'I want to talk about my garden today.',
    ],
    ['My roses are red. They bloom. My roses are red.', 'My roses are red. They bloom.'],
    ['I had had had enough', 'I had had enough'],
    ['  so   many\n spaces  ', 'so many spaces'],
    [
      'tell me what I should plant in spring in my garden tell me what I should plant in spring in my garden please',
      'tell me what I should plant in spring in my garden please',
    ],
  ])('%j -> %j', (input, expected) => {
    expect(cleanTranscript(input, 'en-US')).toBe(expected);
  });

  it.each([
    'I had had enough',
    'I know that that is true',
    'It was so so',
    'no, no way',
    'Is it big? Yes. Is it old? Yes.',
    'I went to the store on Monday. I went to the store on Tuesday.',
    'I like it. I do not like it.',
    'Call 5 5 5 1 2 3 4',
    'room two two one',
    'I went home. Home is nice.',
    'Version 3.5 is out. e.g. this one',
    'Bye bye',
  ])('keeps %j', (input) => {
    expect(cleanTranscript(input, 'en')).toBe(input);
  });

  it('returns empty for empty or blank input', () => {
    expect(cleanTranscript('', 'en')).toBe('');
    expect(cleanTranscript(' \n\t ', 'en')).toBe('');
  });
});

describe('cleanTranscript: other languages', () => {
  it.each([
    ['ru', 'Ещё ещё немного', 'Ещё немного'],
    ['ru-RU', 'я хочу я хочу поговорить о саде', 'я хочу поговорить о саде'],
    ['ru', 'Я люблю свой сад. Я люблю свой сад.', 'Я люблю свой сад.'],
    ['ru', 'Мы пойдём туда завтра утром. Мы пойдем туда завтра утром.', 'Мы пойдём туда завтра утром.'],
    ['he', 'אני אני רוצה לדבר', 'אני רוצה לדבר'],
    ['he-IL', 'שָׁלוֹם שלום לכם', 'שלום לכם'],
    ['he', '\u200fשלום\u200f שלום לכם', '\u200fשלום לכם'],
    ['he', 'זה בית״ס בית"ס טוב', 'זה בית"ס טוב'],
    ['iw', "צ׳יפס צ'יפס טעים", "צ'יפס טעים"],
    ['he', 'אני רוצה לדבר על הגינה. אני רוצה לדבר על הגינה שלי.', 'אני רוצה לדבר על הגינה שלי.'],
    ['es', '¿Cómo cómo estás?', '¿Cómo estás?'],
    ['es-ES', 'quiero hablar quiero hablar de mi jardín', 'quiero hablar de mi jardín'],
    ['fr', 'je je pense que oui', 'je pense que oui'],
    ['de', 'ich möchte ich möchte über meinen Garten reden', 'ich möchte über meinen Garten reden'],
    ['ar', 'أريد أريد أن أتحدث', 'أريد أن أتحدث'],
    ['hi', 'मैं मैं मैं बात करना चाहता हूँ', 'मैं मैं बात करना चाहता हूँ'],
    ['hi', 'मुझे बात करनी है मुझे बात करनी है', 'मुझे बात करनी है'],
    ['ja', '今日は天気がいい。今日は天気がいい。', '今日は天気がいい。'],
    ['ja-JP', '今日は天気がいい。今日は天気がいいですね。', '今日は天気がいいですね。'],
    ['zh-CN', '我想谈谈我的花园。我想谈谈我的花园。你好吗？', '我想谈谈我的花园。你好吗？'],
  ])('%s: %j -> %j', (language, input, expected) => {
    expect(cleanTranscript(input, language)).toBe(expected);
  });

  it.each([
    ['fr', 'nous nous sommes promenés'],
    ['fr', 'vous vous appelez comment'],
    ['fr', 'où ou quand'],
    ['de', 'die Frau, die die Zeitung liest'],
    ['he', 'לאט לאט נגיע'],
    ['hi', 'धीरे धीरे चलो'],
    ['hi', 'कभी कभी मैं बगीचे में जाता हूँ'],
    ['tr', 'yavaş yavaş gel'],
    ['ru', 'еле еле успел'],
    ['es', 'sí'],
    ['ar', 'نعم'],
    ['ja', 'はい はい'],
    ['ja', '今日は、今日は'],
    ['zh', '谢谢谢谢'],
    ['zh', '我周一去了商店。我周二去了商店。'],
  ])('%s: keeps %j', (language, input) => {
    expect(cleanTranscript(input, language)).toBe(input);
  });
});

describe('sentence helpers', () => {
  it('splits after end marks followed by a space, anywhere after CJK marks, and at line breaks', () => {
    const split = (text: string) => splitSentences(text).map((s) => [s.words.join(' '), s.gap]);
    expect(split('One. Two?! 3.5 is\nthree')).toEqual([
      ['One.', false],
      ['Two?!', true],
      ['3.5 is', true],
      ['three', true],
    ]);
    expect(split('你好。「再见。」好')).toEqual([
      ['你好。', false],
      ['「再见。」', false],
      ['好', false],
    ]);
  });

  it('measures overlap of 3-word groups against the shorter sentence', () => {
    expect(trigramOverlap(['a', 'b', 'c', 'd'], ['a', 'b', 'c', 'd', 'e'])).toBe(1);
    expect(trigramOverlap(['a', 'b', 'c', 'd', 'e'], ['x', 'b', 'c', 'd', 'y'])).toBeCloseTo(1 / 3);
    expect(trigramOverlap(['a', 'b'], ['a', 'b', 'c'])).toBe(0);
  });

  it('counts as near-duplicate only above 50% overlap with every word of the shorter one present', () => {
    // two of four groups shared: exactly 50% is not above it
    expect(isNearDuplicate(['a', 'b', 'c', 'd', 'e', 'f'], ['a', 'b', 'c', 'd', 'x', 'e', 'f'])).toBe(false);
    expect(isNearDuplicate(['a', 'b', 'c', 'd', 'e'], ['a', 'b', 'c', 'd', 'e', 'f'])).toBe(true);
    expect(isNearDuplicate(['a', 'b', 'c', 'd', 'x'], ['a', 'b', 'c', 'd', 'y', 'z'])).toBe(false);
  });
});
