/**
 * Sentence splitting and sentence-level duplicate tests for cleanTranscript (rules in clean-transcript.ts).
 */
import { isClause, wordKey } from './clean-words.js';

/** One sentence: its words, and whether whitespace separated it from the one before (none in CJK). */
export type Sentence = { words: string[]; gap: boolean };

/** Ends a sentence when followed by whitespace or the end of the text ("3.5" and "e.g.x" stay whole). */
const LATIN_END = new Set(['.', '!', '?', '…', '؟', '।', '॥']);
/** Ends a sentence wherever it stands: Chinese and Japanese put no space after it. */
const CJK_END = new Set(['。', '！', '？', '．', '｡']);
const CLOSER = /[\p{Pe}\p{Pf}"'»]/u;

export function splitSentences(text: string): Sentence[] {
  const chars = [...text];
  const sentences: Sentence[] = [];
  let current = '';
  let gap = false;
  const flush = (next: number) => {
    const words = current.split(/\s+/).filter((word) => word !== '');
    if (words.length > 0) sentences.push({ words, gap });
    current = '';
    gap = /\s/.test(chars[next] ?? '');
  };
  for (let at = 0; at < chars.length; at++) {
    const char = chars[at] ?? '';
    if (char === '\n') {
      flush(at);
      continue;
    }
    if (current === '' && /\s/.test(char)) {
      gap = true;
      continue;
    }
    current += char;
    if (!LATIN_END.has(char) && !CJK_END.has(char)) continue;
    let cjk = CJK_END.has(char);
    while (at + 1 < chars.length) {
      const next = chars[at + 1] ?? '';
      if (!LATIN_END.has(next) && !CJK_END.has(next) && !CLOSER.test(next)) break;
      cjk ||= CJK_END.has(next);
      current += next;
      at++;
    }
    if (cjk || at + 1 >= chars.length || /\s/.test(chars[at + 1] ?? '')) flush(at + 1);
  }
  flush(chars.length);
  return sentences;
}

/** The text's sentences, each as one string (its words separated by single spaces). */
export function sentenceTexts(text: string): string[] {
  return splitSentences(text).map((sentence) => sentence.words.join(' '));
}

/** What sentences are compared by: word keys, or letters one by one in scripts without spaces. */
export function sentenceUnits(words: readonly string[], lang: string): string[] {
  const units: string[] = [];
  for (const word of words) {
    const key = wordKey(word, lang);
    if (isClause(word)) units.push(...[...key].filter((char) => /[\p{L}\p{N}]/u.test(char)));
    else if (key !== '') units.push(key);
  }
  return units;
}

/** Share of the shorter unit list's 3-unit groups that the longer one also has. */
export function trigramOverlap(a: readonly string[], b: readonly string[]): number {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  const mine = trigrams(shorter);
  if (mine.size === 0) return 0;
  const theirs = trigrams(longer);
  let shared = 0;
  for (const group of mine) if (theirs.has(group)) shared++;
  return shared / mine.size;
}

/** Above this share of shared 3-word groups, two sentences are the same. */
export const NEAR_DUPLICATE_OVERLAP = 0.5;

/**
 * Whether the shorter sentence is an earlier or cut-short take of the longer one: more than half of
 * its 3-word groups are in the longer one, and every word of it is there too. The second test keeps
 * "I went on Monday. I went on Tuesday." whole: a sentence that differs by a word is another sentence.
 */
export function isNearDuplicate(a: readonly string[], b: readonly string[]): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter.length < 3 || trigramOverlap(shorter, longer) <= NEAR_DUPLICATE_OVERLAP) return false;
  const words = new Set(longer);
  return shorter.every((unit) => words.has(unit));
}

function trigrams(units: readonly string[]): Set<string> {
  const groups = new Set<string>();
  for (let at = 0; at + 3 <= units.length; at++) groups.add(units.slice(at, at + 3).join('\u0000'));
  return groups;
}
