import {
  BEFORE_NUMBER,
  CJK_CLAUSES,
  CLOSERS,
  GERMAN_MONTHS,
  IMMEDIATE_ENDS,
  isCjk,
  isDigit,
  isLower,
  isNewline,
  isSpace,
  LATIN_CLAUSES,
  LATIN_ENDS,
  NEVER_END,
  NO_EARLY_END,
  SPACED_CLOSERS,
} from './sentence-marks.js';

/** The character at `i` does not end a sentence, whatever follows. */
export const NO = -1;
/** Whether it does depends on characters not received yet. */
export const WAIT = -2;
/**
 * How far past a mark to look (spaces, closers, a month name). Bounding it keeps a stream of endless
 * spaces linear: a gap this long ends the sentence like a newline.
 */
const MAX_LOOKAHEAD = 16;

/**
 * Does a sentence end at `text[i]`, looking only at `text[0, limit)`? Answers NO, WAIT, or the index
 * just past the sentence (its mark and closing quotes). `final` means no more text will come.
 * An answer other than WAIT never changes when more text arrives, so chunking cannot change results,
 * except with `eager`: `limit` is then the end of everything received so far, and where the answer
 * would be WAIT only because the next word has not arrived, a mark that is almost surely an end
 * (see mayEndEarly) ends the sentence now rather than one streamed token later.
 */
export function sentenceEndAt(text: string, i: number, limit: number, final: boolean, eager = false): number {
  const mark = text[i] ?? '';
  if (isNewline(mark)) return i + 1;
  if (IMMEDIATE_ENDS.has(mark)) {
    // A full-width stop between digits (３．５) is a decimal point.
    if (mark !== '．' || !isDigit(text[i - 1])) return i + 1;
    if (i + 1 >= limit) return final ? i + 1 : WAIT;
    return isDigit(text[i + 1]) ? NO : i + 1;
  }
  if (!LATIN_ENDS.has(mark)) return NO;
  if (i + 1 < limit && LATIN_ENDS.has(text[i + 1] ?? '')) return NO; // "?!", "...": the last mark decides
  let end = skipClosers(text, i + 1, limit);
  const waitOrEnd = () => (eager && mayEndEarly(text, i) ? end : WAIT);
  for (;;) {
    if (end >= limit) return final ? end : waitOrEnd();
    const after = text[end];
    if (!isSpace(after)) return (mark === '!' || mark === '?') && isCjk(after) ? end : NO;
    let k = end;
    while (k < limit && isSpace(text[k])) {
      if (isNewline(text[k]) || k - end >= MAX_LOOKAHEAD) return end; // a line or a long gap ends it
      k++;
    }
    if (k >= limit) return final ? end : waitOrEnd();
    if (!SPACED_CLOSERS.has(text[k] ?? '')) {
      const verdict = endsBefore(text, i, k, limit, final);
      return verdict === WAIT ? WAIT : verdict === NO ? NO : end;
    }
    end = skipClosers(text, k, limit);
  }
}

/**
 * A '!' or '?', or a '.' just after an ordinary word of two or more letters (not an abbreviation,
 * number, initial, or part of an address or file name), ends a sentence in nearly every reply; waiting
 * for the next word to be sure costs a streamed token before speech can start. The rare miss ("Apple
 * Inc. is", "visit voxpert. com" when a token boundary falls there) only puts a pause in the speech:
 * the text shown and stored is the streamed text itself.
 */
function mayEndEarly(text: string, i: number): boolean {
  const mark = text[i];
  if (mark === '!' || mark === '?') return true;
  if (mark !== '.') return false;
  const word = wordBefore(text, i);
  if (!/^\p{L}{2,}$/u.test(word) || NEVER_END.has(word) || BEFORE_NUMBER.has(word)) return false;
  if (NO_EARLY_END.has(word.toLowerCase())) return false;
  const lowered = word.charAt(0).toLowerCase() + word.slice(1);
  return !NEVER_END.has(lowered) && !/[@/:\\_=&#%+-]/.test(text[i - word.length - 1] ?? '');
}

/** Past the closing quotes and brackets at `from`; a run longer than MAX_LOOKAHEAD is cut short. */
function skipClosers(text: string, from: number, limit: number): number {
  let j = from;
  while (j < limit && j - from < MAX_LOOKAHEAD && CLOSERS.has(text[j] ?? '')) j++;
  return j;
}

/** The mark at `i` is followed by space and then `text[next]`: is it a sentence end (1), NO or WAIT? */
function endsBefore(text: string, i: number, next: number, limit: number, final: boolean): number {
  const mark = text[i];
  const following = text[next];
  if (mark === '!' || mark === '?' || mark === ';') return 1;
  if (mark === '…' || text[i - 1] === '.') return isLower(following) ? NO : 1; // an ellipsis
  const word = wordBefore(text, i);
  if (/^\d{1,3}$/.test(word) && text.slice(0, i).trim() === word) return NO; // "1. " starts a list item
  const lowered = word.charAt(0).toLowerCase() + word.slice(1);
  if (NEVER_END.has(word) || NEVER_END.has(lowered)) return NO;
  if (/^\p{Lu}$/u.test(word)) return NO; // an initial: J. R. R. Tolkien
  if (BEFORE_NUMBER.has(word) && isDigit(following)) return NO;
  // "etc. and", "approx. ten", "t. j. výborne", "U.S.A. and": a lower-case word continues the sentence.
  if (isLower(following)) return NO;
  if (/^[\p{N}.,]+$/u.test(word)) return monthAt(text, next, limit, final);
  return 1;
}

/** The run of letters, digits and dots that ends just before `i`. */
function wordBefore(text: string, i: number): string {
  let j = i;
  while (j > 0 && /[\p{L}\p{M}\p{N}.]/u.test(text[j - 1] ?? '')) j--;
  return text.slice(j, i);
}

/** After "3. ": NO when a German month name follows ("3. Juli"), WAIT while one still might. */
function monthAt(text: string, from: number, limit: number, final: boolean): number {
  let j = from;
  while (j < limit && j - from < MAX_LOOKAHEAD && /\p{L}/u.test(text[j] ?? '')) j++;
  const word = text.slice(from, j);
  if (j < limit || final) return GERMAN_MONTHS.includes(word) ? NO : 1;
  return GERMAN_MONTHS.some((m) => m.startsWith(word)) ? WAIT : 1;
}

/**
 * Where to cut a long first sentence early: just past the last clause mark (, : — – 、，) in
 * `text[0, limit)` that is followed by a space (full-width marks need none) and leaves a piece of at
 * least `minPiece` characters. Marks before `from` are not looked at. Answers -1 when there is none.
 */
export function clauseCutAt(text: string, from: number, limit: number, minPiece: number): number {
  for (let p = limit - 1; p >= from; p--) {
    const ch = text[p] ?? '';
    const cut = CJK_CLAUSES.has(ch) || (LATIN_CLAUSES.has(ch) && isSpace(text[p + 1]) && p + 1 < limit);
    if (cut) return text.slice(0, p + 1).trim().length >= minPiece ? p + 1 : -1;
  }
  return -1;
}
