import { describe, expect, it } from 'vitest';
import { offlineSummarizer } from '../../summaries/offline-summarizer.js';
import { pickExpert } from '../experts.js';
import { distinctSentences, extractiveSummary, sentencesOf } from './extractive-summary.js';
import { offlinePhrases } from './offline-phrases.js';
import { offlineReply } from './offline-responder.js';

const repeated = (summary: string) => {
  const sentences = sentencesOf(summary);
  return sentences.filter((s, i) => sentences.indexOf(s) !== i);
};

describe('extractiveSummary', () => {
  it('lists each point once: a repeated sentence and a near-duplicate are left out', () => {
    const text = [
      'Tell me more.',
      'I want to save money for a trip.',
      'Tell me more.',
      'Tell me more.',
      'I want to save money for the trip!',
      'My sister lives in Lisbon.',
      'Tell me more.',
      'Tell me more.',
    ].join(' ');
    expect(distinctSentences(text)).toEqual([
      'Tell me more.',
      'I want to save money for a trip.',
      'My sister lives in Lisbon.',
    ]);
    expect(extractiveSummary(text, 400)).toBe(
      'Tell me more. I want to save money for a trip. My sister lives in Lisbon.',
    );
    const long = Array.from({ length: 12 }, () => text).join('\n\n');
    expect(repeated(extractiveSummary(long, 120))).toEqual([]);
  });

  it('reads Chinese and Japanese sentences, which have no space after their end marks', () => {
    const zh = '我想存钱。我想存钱。我想存钱！我妹妹住在上海。';
    expect(sentencesOf(zh)).toEqual(['我想存钱。', '我想存钱。', '我想存钱！', '我妹妹住在上海。']);
    expect(extractiveSummary(zh, 400)).toBe('我想存钱。我妹妹住在上海。');
    expect(distinctSentences('仕事が忙しいです。仕事が忙しいですね。家族は元気です。')).toEqual([
      '仕事が忙しいです。',
      '家族は元気です。',
    ]);
  });
});

describe('the offline summary of an offline conversation', () => {
  const expert = pickExpert('coach', () => 0);
  const summarise = async (language: string, said: string[]) => {
    const turns = said.flatMap((userText, i) => [
      { isUser: true, content: userText },
      { isUser: false, content: offlineReply({ expert, language, userText, turn: i + 1 }) },
    ]);
    return offlineSummarizer().summarize(turns, { now: new Date('2026-03-10T10:00:00Z'), timeZone: 'UTC' });
  };

  it('gives the advice as distinct points in the conversation’s language, without the notice or the questions', async () => {
    const es = offlinePhrases['es-ES'];
    const recap = await summarise('es-ES', [
      '¿Cómo puedo ahorrar dinero?',
      'Quiero ahorrar más cada mes.',
      'Me cuesta ahorrar dinero.',
      'Mi jefe no me deja en paz.',
      'Mi jefe me grita.',
      'Gracias.',
    ]);
    expect(repeated(recap.advice)).toEqual([]);
    expect(repeated(recap.discussed)).toEqual([]);
    expect(recap.advice).not.toContain(es.demo);
    expect(recap.advice).not.toContain(expert.name);
    expect(recap.advice).not.toMatch(/[?¿]/);
    // Every point is one of the Spanish tips or the expert's own sentence.
    const spanish = [...Object.values(es.answers).flatMap((a) => a.map(([tip]) => tip)), es.flavour.coach];
    const points = sentencesOf(recap.advice);
    expect(points.length).toBeGreaterThan(1);
    for (const point of points) expect(spanish, point).toContain(point);
    expect(points.filter((p) => p === es.flavour.coach)).toHaveLength(1);
  });

  it('joins Chinese points without spaces', async () => {
    const recap = await summarise('zh-CN', ['我怎么才能存钱？', '我想多存一点钱。', '我的老板总是不满意。']);
    expect(recap.advice).not.toMatch(/\s/);
    expect(repeated(recap.advice)).toEqual([]);
    expect(recap.advice).not.toContain(offlinePhrases['zh-CN'].demo);
  });
});
