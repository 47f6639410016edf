// Greedy line breaking shared by the PDF fonts and the browser canvas: Intl.Segmenter finds word
// boundaries in every script (Chinese and Japanese have no spaces), and a word wider than a line is
// cut between grapheme clusters, so no character is ever dropped.
type Measure = (text: string) => number;

const words = new Intl.Segmenter(undefined, { granularity: 'word' });
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

const split = (seg: Intl.Segmenter, text: string): string[] =>
  Array.from(seg.segment(text), (s) => s.segment);

const OPENING = /[\p{Ps}\p{Pi}]$/u;
const SPACE = /^\s+$/u;

/**
 * Units that may not be split: words, with punctuation kept on the word it belongs to, so no line
 * starts with "." or "。" and none ends with "(".
 */
const tokens = (text: string): string[] => {
  const out: string[] = [];
  for (const { segment, isWordLike } of words.segment(text)) {
    const last = out.at(-1);
    const glue =
      last !== undefined &&
      !SPACE.test(last) &&
      !SPACE.test(segment) &&
      (OPENING.test(last) || (!isWordLike && !OPENING.test(segment)));
    if (glue) out[out.length - 1] = last + segment;
    else out.push(segment);
  }
  return out;
};

/** Lines of at most maxWidth (except a single grapheme wider than that), trailing spaces trimmed. */
export const wrapText = (text: string, measure: Measure, maxWidth: number): string[] => {
  const lines: string[] = [];
  let line = '';
  const push = () => {
    lines.push(line.trimEnd());
    line = '';
  };
  for (const word of tokens(text)) {
    if (measure(line + word) <= maxWidth) {
      line += word;
      continue;
    }
    if (line.trim() !== '') push();
    else line = '';
    if (word.trim() === '') continue; // spaces at a break are not carried to the next line
    if (measure(word) <= maxWidth) {
      line = word;
      continue;
    }
    for (const g of split(graphemes, word)) {
      if (line !== '' && measure(line + g) > maxWidth) push();
      line += g;
    }
  }
  if (line.trim() !== '' || lines.length === 0) push();
  return lines;
};
