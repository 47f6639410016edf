/**
 * Collects what recognition hears across its sessions (the browser ends continuous recognition every
 * minute or so and it is restarted; after a restart some browsers send the last final segment again).
 * One buffer is one turn: the voice loop sends text() and then calls clear().
 *
 * A final segment is dropped when (keys as in cleanTranscript: case, punctuation and the Hebrew and
 * Russian spelling variants ignored):
 * - recent-segment list (holds 20): it repeats one of the last 20 accepted final segments
 *   word for word; a genuine repeat said after 20 other segments is kept;
 * - or, with three words or more, it is contained word for word in the last two accepted segments (a
 *   resend regrouped differently); shorter ones ("no" after "I said no") are too likely to be meant.
 * Phrase history (trimmed from over 35 entries to 25): the keys of the phrases (sentences) of
 * three words or more of accepted segments, newest last; when it grows past 35 it keeps the newest 25.
 * A segment of several phrases loses the leading ones found there, never its last: that is a resend
 * glued to the front of new speech ("I am fine. And you?" after "I am fine."). A segment of one phrase
 * is judged by the recent-segment list alone.
 * Repeats inside the joined text ("... my garden my garden and ...") are left to cleanTranscript at send.
 */
import { splitSentences } from './clean-sentences.js';
import { isClause, transcriptKey } from './clean-words.js';

export type TranscriptBuffer = {
  /** A final result segment; ignored when it repeats one of the recent segments (see above). */
  addFinal(segment: string): void;
  /** The current interim (not yet final) text; replaces the previous interim. */
  setInterim(text: string): void;
  /** Everything heard so far: finals joined by spaces, plus the interim. */
  text(): string;
  /** Finals only. */
  finalText(): string;
  /** Number of words in text(). */
  wordCount(): number;
  clear(): void;
};

export const RECENT_SEGMENTS = 20;
export const PHRASE_HISTORY_MAX = 35;
export const PHRASE_HISTORY_KEEP = 25;
const MIN_WORDS = 3;

export function createTranscriptBuffer(language: string): TranscriptBuffer {
  let finals: string[] = [];
  let recent: string[] = [];
  let phrases: string[] = [];
  let interim = '';
  const key = (text: string) => transcriptKey(text, language);
  const text = () => collapse([...finals, interim].join(' '));

  const rejects = (segmentKey: string): boolean => {
    if (recent.includes(segmentKey)) return true;
    if (segmentKey.split(' ').length < MIN_WORDS) return false;
    const tail = ` ${recent.slice(-2).join(' ')} `;
    return tail.includes(` ${segmentKey} `);
  };

  const remember = (phrase: string) => {
    phrases.push(phrase);
    if (phrases.length > PHRASE_HISTORY_MAX) phrases = phrases.slice(-PHRASE_HISTORY_KEEP);
  };

  return {
    addFinal(segment) {
      const segmentKey = key(segment);
      if (segmentKey === '' || rejects(segmentKey)) return;
      const parts = splitSentences(segment).map((sentence) => sentence.words.join(' '));
      while (parts.length > 1 && isKnownPhrase(key(parts[0] ?? ''), phrases)) parts.shift();
      finals.push(parts.join(' '));
      recent.push(segmentKey);
      if (recent.length > RECENT_SEGMENTS) recent = recent.slice(-RECENT_SEGMENTS);
      for (const part of parts) {
        const partKey = key(part);
        if (partKey.split(' ').length >= MIN_WORDS) remember(partKey);
      }
    },
    setInterim(text) {
      interim = collapse(text);
    },
    text,
    finalText() {
      return collapse(finals.join(' '));
    },
    wordCount() {
      return countWords(text());
    },
    clear() {
      finals = [];
      recent = [];
      phrases = [];
      interim = '';
    },
  };
}

function isKnownPhrase(phraseKey: string, history: readonly string[]): boolean {
  return phraseKey.split(' ').length >= MIN_WORDS && history.includes(phraseKey);
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Words between spaces; in Chinese, Japanese, Thai... each letter counts, so "more words arrived" works there. */
export function countWords(text: string): number {
  let count = 0;
  for (const word of text.split(/\s+/)) {
    if (isClause(word)) count += [...word].filter((char) => /[\p{L}\p{N}]/u.test(char)).length;
    else if (/[\p{L}\p{N}]/u.test(word)) count++;
  }
  return count;
}
