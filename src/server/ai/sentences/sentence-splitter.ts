import { clauseCutAt, NO, sentenceEndAt, WAIT } from './sentence-boundary.js';
import { CLOSERS, IMMEDIATE_ENDS, isNewline, isSpace, LATIN_ENDS, SPACED_CLOSERS } from './sentence-marks.js';

export type SentenceSplitterOptions = {
  /**
   * While no sentence has been emitted, a first sentence longer than this many characters is cut at
   * its last clause mark so speech can start early. Default 60; `Infinity` turns the early cut off.
   */
  firstClauseMinChars?: number;
  /**
   * End a sentence at a '.', '!' or '?' that ends the text received so far when it is almost surely
   * an end, instead of waiting for the next word (sentence-boundary.ts mayEndEarly). Default true:
   * it saves one streamed token before speech starts. With false, how the stream is chunked never
   * changes the sentences.
   */
  eager?: boolean;
};

export type SentenceSplitter = {
  /** Adds streamed text; answers the sentences it completed (trimmed, non-empty), in order. */
  push(delta: string): string[];
  /** The stream has ended: answers what is left, and makes the splitter ready for a new stream. */
  flush(): string[];
};

/** An early cut never leaves a piece shorter than this. */
const MIN_CLAUSE_PIECE = 20;

/**
 * A streaming sentence splitter for spoken replies: each sentence is spoken as soon as it is complete.
 *
 * The text is examined as if it arrived one character at a time, whatever the chunk sizes, so the
 * sentences it answers do not depend on how the stream was cut. A Latin mark waits for the next
 * non-space character (abbreviations, decimals, "etc. and"); CJK, Arabic and Devanagari marks end at
 * once, and the closing quotes or further marks right after them are dropped rather than start the
 * next sentence.
 */
export function createSentenceSplitter(options: SentenceSplitterOptions = {}): SentenceSplitter {
  const firstClauseMinChars = options.firstClauseMinChars ?? 60;
  const eager = options.eager ?? true;
  let buffer = '';
  let seen = 0; // characters of `buffer` examined so far
  let scanFrom = 0; // positions before it are known not to end a sentence
  let emittedAny = false;
  let dropLeading = false; // just after an immediate end: drop closers, marks and spaces
  let droppedSpace = false; // past a space, a quote opens the next sentence: keep it
  let clauseFrom = 0; // clause marks before it have been tried for the early cut

  const emit = (out: string[], end: number): void => {
    const sentence = buffer.slice(0, end).trim();
    buffer = buffer.slice(end);
    seen -= end;
    scanFrom = 0;
    clauseFrom = 0;
    if (sentence === '') return;
    out.push(sentence);
    emittedAny = true;
  };

  const dropLeadingMarks = (): void => {
    let n = 0;
    for (; n < seen && isDroppable(buffer[n], droppedSpace); n++) droppedSpace ||= isSpace(buffer[n]);
    buffer = buffer.slice(n);
    seen -= n;
    if (seen > 0) dropLeading = false;
  };

  const examine = (out: string[], final: boolean): void => {
    if (dropLeading) dropLeadingMarks();
    while (scanFrom < seen) {
      const end = sentenceEndAt(buffer, scanFrom, seen, final, eager && seen === buffer.length);
      if (end === WAIT) break;
      if (end === NO) {
        scanFrom++;
        continue;
      }
      // After a mark that ends at once (or early, before what follows it arrived), the closers and
      // marks that come next belong to it and are dropped rather than start the next sentence.
      const last = buffer[end - 1];
      const immediate = IMMEDIATE_ENDS.has(last ?? '') || (!final && end === seen && !isNewline(last));
      emit(out, end);
      if (immediate) {
        dropLeading = true;
        droppedSpace = false;
        dropLeadingMarks();
      }
    }
    if (!emittedAny && seen > firstClauseMinChars) {
      const cut = clauseCutAt(buffer, clauseFrom, seen, MIN_CLAUSE_PIECE);
      // A mark at seen - 1 may still get its space; all before it stay as they are.
      if (cut > 0) emit(out, cut);
      else clauseFrom = Math.max(0, seen - 1);
    }
  };

  return {
    push(delta) {
      const out: string[] = [];
      buffer += delta;
      while (seen < buffer.length) {
        seen++;
        examine(out, false);
      }
      return out;
    },
    flush() {
      const out: string[] = [];
      seen = buffer.length;
      examine(out, true);
      emit(out, buffer.length);
      buffer = '';
      seen = 0;
      emittedAny = false;
      dropLeading = false;
      return out;
    },
  };
}

/** After a space only spaces and the closers French typography spaces (« Bonjour. ») still close. */
function isDroppable(ch: string | undefined, afterSpace: boolean): boolean {
  if (ch === undefined) return false;
  if (isSpace(ch) || SPACED_CLOSERS.has(ch)) return true;
  return !afterSpace && (CLOSERS.has(ch) || IMMEDIATE_ENDS.has(ch) || LATIN_ENDS.has(ch));
}
