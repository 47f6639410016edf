import { describe, expect, it } from 'vitest';
import { findFacts } from './find-facts.js';
import { keepSafeFacts } from './memory-extractor.js';

const kinds = (text: string, language = 'en-US') =>
  findFacts(text, language).map((f) => [f.kind, f.text, f.explicit]);

describe('findFacts', () => {
  it('finds a preferred name, family, a goal and a reminder in English', () => {
    expect(kinds('Please call me Maggie.')).toEqual([['name', 'Maggie', false]]);
    expect(kinds('My name is Anna Maria, nice to meet you')).toEqual([['name', 'Anna Maria', false]]);
    expect(kinds('I worry about my sister Anna')).toEqual([['family', 'my sister Anna', false]]);
    expect(kinds('My goal is to walk every morning. It is hard.')).toEqual([
      ['goal', 'walk every morning', false],
    ]);
    expect(kinds('Remind me to call the bank on Friday')).toEqual([
      ['reminder', 'call the bank on Friday', false],
    ]);
  });

  it('marks the whole message explicit when the person says to remember', () => {
    expect(kinds('Remember that my son Tom visits on Sundays')).toEqual([
      ['note', 'my son Tom visits on Sundays', true],
      ['family', 'my son Tom', true],
    ]);
    expect(kinds('Do you remember the song?')).toEqual([]);
  });

  it('reads the eleven languages', () => {
    expect(kinds('Llámame Pepa, por favor', 'es-ES')).toEqual([['name', 'Pepa', false]]);
    expect(kinds('Appelle-moi Jeanne. Ma sœur Claire vient demain', 'fr-FR')).toEqual([
      ['name', 'Jeanne', false],
      ['family', 'Ma sœur Claire', false],
    ]);
    expect(kinds('Ich heiße Klaus und mein Ziel ist es, Spanisch zu lernen', 'de-DE')).toEqual([
      ['name', 'Klaus', false],
      ['goal', 'Spanisch zu lernen', false],
    ]);
    expect(kinds('Зови меня Саша', 'ru-RU')).toEqual([['name', 'Саша', false]]);
    expect(kinds('Volám sa Jana', 'sk-SK')).toEqual([['name', 'Jana', false]]);
    expect(kinds('תקרא לי דני', 'he-IL')).toEqual([['name', 'דני', false]]);
    expect(kinds('اسمي سارة', 'ar-SA')).toEqual([['name', 'سارة', false]]);
    expect(kinds('मेरा नाम राज है', 'hi-IN')).toEqual([['name', 'राज', false]]);
    expect(kinds('叫我小明。', 'zh-CN')).toEqual([['name', '小明', false]]);
    expect(kinds('ゆきと呼んでください', 'ja-JP')).toEqual([['name', 'ゆき', false]]);
    expect(kinds('提醒我明天给我妈妈打电话', 'zh-CN')).toEqual([
      ['family', '我妈妈', false],
      ['reminder', '明天给我妈妈打电话', false],
    ]);
  });

  it('finds nothing in a message that shares nothing', () => {
    expect(kinds('How do I stay curious?')).toEqual([]);
    expect(kinds('¿Qué tal?', 'es-ES')).toEqual([]);
    expect(kinds('I want to know how to bake bread')).toEqual([]);
    expect(kinds('What do I want to do with my life?')).toEqual([]);
    expect(kinds('Quiero saber qué hacer', 'es-ES')).toEqual([]);
    expect(kinds('我想知道怎么做', 'zh-CN')).toEqual([]);
    expect(kinds('I want to learn the piano')).toEqual([['goal', 'learn the piano', false]]);
  });
});

describe('keepSafeFacts', () => {
  const none = { crisis: [], topics: [] };
  it('keeps nothing from a message that speaks of a crisis, even when asked to remember', () => {
    const found = findFacts('Remember that I want to end my life', 'en-US');
    expect(found.length).toBeGreaterThan(0);
    expect(keepSafeFacts(found, 'en-US', { crisis: ['suicide'], topics: [] })).toEqual([]);
    expect(keepSafeFacts(found, 'en-US', none)).toEqual([]);
  });

  it('keeps health only when the person asked for it to be remembered', () => {
    const health = findFacts('Remind me to take my insulin dose', 'en-US');
    expect(keepSafeFacts(health, 'en-US', { crisis: [], topics: ['medical'] })).toEqual([]);
    const asked = findFacts('Remember that I take insulin at eight', 'en-US');
    expect(keepSafeFacts(asked, 'en-US', { crisis: [], topics: ['medical'] })).toEqual([
      { kind: 'note', text: 'I take insulin at eight', explicit: true },
    ]);
    expect(keepSafeFacts(findFacts('Call me Maggie', 'en-US'), 'en-US', none)).toHaveLength(1);
  });
});
