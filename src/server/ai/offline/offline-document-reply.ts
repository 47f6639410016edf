import type { ChatDocument } from '../chat-model.js';
import { describeDocument } from '../document-prompt.js';
import { extractiveSummary, sentencesOf, termsOf } from './extractive-summary.js';

/** Said of a file that was read only in part. */
export const TOO_LARGE = 'It is too large to read in full, so I read only its first part and go by that.';

/** Characters of the extractive summary spoken offline. */
const SUMMARY_CHARS = 360;

/**
 * The offline responder's answer about files just shared: what each file is (kind, pages, size,
 * duration, picture size), said plainly that no AI service is connected, and for a file with text,
 * a short extractive summary of it. It never claims to have seen a picture or heard a recording.
 */
export function offlineDocumentReply(documents: readonly ChatDocument[]): string {
  const sentences: string[] = [];
  const fresh = documents.filter((d) => d.fresh);
  sentences.push(
    fresh.length === 1
      ? `Thanks for sharing "${fresh[0]?.name}".`
      : `Thanks for sharing these ${fresh.length} files.`,
  );
  sentences.push(
    'No AI service is connected right now, so I can tell you what I found in the file, not give you my own analysis of it.',
  );
  for (const doc of fresh) {
    const what = `"${doc.name}" is ${describeDocument(doc)}.${doc.meta.truncated ? ` ${TOO_LARGE}` : ''}`;
    if (doc.text.trim() !== '') {
      const summary = extractiveSummary(doc.text, SUMMARY_CHARS);
      sentences.push(
        what,
        `${doc.meta.transcribed ? 'What is said in it' : 'In short, it says'}: ${summary}`,
      );
    } else if (doc.kind === 'image') {
      sentences.push(
        what,
        'I cannot see pictures without an AI service, so I cannot tell you what it shows.',
      );
    } else if (doc.kind === 'pdf') {
      sentences.push(
        what,
        'It has no text I can read: it seems to be scanned pages, and I cannot read pictures without an AI service.',
      );
    } else if (doc.kind === 'audio' || doc.kind === 'video') {
      sentences.push(
        what,
        `I cannot listen to ${doc.kind === 'audio' ? 'recordings' : 'videos'} without a speech service, so I cannot tell you what is in it.`,
      );
    } else {
      sentences.push(what, 'It is empty, so there is nothing to read.');
    }
  }
  sentences.push('Ask me about any part of it.');
  return sentences.join(' ');
}

/** Words of a question about a file that say nothing about which part is meant. */
const ASKING = new Set(
  'say says said tell document file text part parts mention mentions mean means explain write written wrote read'.split(
    ' ',
  ),
);

/**
 * A follow-up about files shared earlier: the sentence of their text that best matches the question,
 * quoted; null when none shares a word with it. Sentences are compared by their terms (words with a
 * simple stem, pairs of characters in Chinese and Japanese), a rarer shared term counting for more;
 * of equally good sentences, the first.
 */
export function offlineDocumentQuote(documents: readonly ChatDocument[], question: string): string | null {
  const asked = new Set(termsOf(question).filter((t) => !ASKING.has(t)));
  if (asked.size === 0) return null;
  const candidates = documents.flatMap((doc) =>
    sentencesOf(doc.text).map((sentence) => ({ doc, sentence, terms: new Set(termsOf(sentence)) })),
  );
  const spread = new Map<string, number>();
  for (const { terms } of candidates)
    for (const term of terms) if (asked.has(term)) spread.set(term, (spread.get(term) ?? 0) + 1);
  let best: { doc: ChatDocument; sentence: string; score: number } | null = null;
  for (const { doc, sentence, terms } of candidates) {
    let score = 0;
    for (const term of asked)
      if (terms.has(term)) score += Math.log(1 + candidates.length / (spread.get(term) ?? 1));
    if (score > 0 && (!best || score > best.score)) best = { doc, sentence, score };
  }
  if (!best) return null;
  const quoted = best.sentence.length > 300 ? `${best.sentence.slice(0, 299)}…` : best.sentence;
  return `In "${best.doc.name}", the part closest to your question says: ${quoted}`;
}
