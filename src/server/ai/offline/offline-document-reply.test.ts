import { describe, expect, it } from 'vitest';
import type { ChatDocument } from '../chat-model.js';
import { offlineDocumentQuote } from './offline-document-reply.js';

const doc = (name: string, text: string): ChatDocument => ({
  name,
  kind: 'text',
  mimeType: 'text/plain',
  size: text.length,
  meta: { hasText: true },
  text,
  fresh: false,
});

const bakery = doc(
  'bakery.txt',
  [
    'Our bakery opened in 2010 and sells bread every day.',
    'There were many customers in December.',
    'Bread sales rose by twelve percent last year.',
    'The price of a rye loaf went up to four euros in March.',
    'The new sourdough oven arrived in May.',
  ].join(' '),
);

const quoted = (documents: ChatDocument[], question: string) =>
  offlineDocumentQuote(documents, question)?.replace(
    /^In "[^"]+", the part closest to your question says: /,
    '',
  );

describe('offlineDocumentQuote', () => {
  it('quotes the sentence that best matches the question, words compared by their stems', () => {
    expect(quoted([bakery], 'What were the prices of rye loaves?')).toBe(
      'The price of a rye loaf went up to four euros in March.',
    );
    expect(quoted([bakery], 'Tell me more about the sourdough oven')).toBe(
      'The new sourdough oven arrived in May.',
    );
    // A word every sentence has counts for less than one only the right sentence has.
    expect(quoted([bakery], 'How did the bread sales go?')).toBe(
      'Bread sales rose by twelve percent last year.',
    );
    expect(offlineDocumentQuote([bakery], 'What does the document say about rye?')).toBe(
      'In "bakery.txt", the part closest to your question says: The price of a rye loaf went up to four euros in March.',
    );
  });

  it('compares Chinese and Japanese by pairs of characters', () => {
    const zh = doc(
      '面包店.txt',
      '我们的面包店在2010年开业。去年面包销量增长了百分之十二。黑麦面包的价格在三月涨到了四欧元。新的酸面包烤炉五月到了。',
    );
    expect(quoted([zh], '黑麦面包现在多少钱？')).toBe('黑麦面包的价格在三月涨到了四欧元。');
    const ja = doc(
      '店.txt',
      'パン屋は2010年に開店しました。去年はパンの売り上げが伸びました。新しいオーブンは五月に届きました。',
    );
    expect(quoted([ja], 'オーブンはいつ届きましたか？')).toBe('新しいオーブンは五月に届きました。');
  });

  it('takes the first of equally good sentences, across files in their order, and nothing when no word is shared', () => {
    const notes = doc('notes.txt', 'The oven is new. The oven is clean.');
    expect(offlineDocumentQuote([notes, bakery], 'Is the oven ready?')).toBe(
      'In "notes.txt", the part closest to your question says: The oven is new.',
    );
    expect(offlineDocumentQuote([bakery], 'What about the weather?')).toBeNull();
    expect(offlineDocumentQuote([bakery], 'What does it say?')).toBeNull();
  });
});
