/** The line structure of Markdown, read for speech: which lines stand alone as sentences. */

export type SpeechLine = {
  text: string;
  /** A sentence break must follow this line (a heading, list item, table row, code line, paragraph end). */
  breakAfter: boolean;
};

const FENCE = /^\s*(```|~~~)/;
const RULE = /^\s*(?:([-*_=])\s*)(?:\1\s*){2,}$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const LINK_DEFINITION = /^\s*\[[^\]]+\]:\s+\S+/;
const HEADING = /^\s*#{1,6}\s+(.*?)(?:\s+#+)?\s*$/;
const LIST_ITEM = /^\s*(?:[-*+•◦▪‣]|\d{1,3}[.)])\s+(.*)$/;
const QUOTE = /^\s*(?:>\s?)+/;

/**
 * Splits Markdown into the lines that are spoken. Fence lines, rules, table separators and link
 * definitions disappear; code inside fences is kept as text; heading marks, list bullets, numbering
 * and blockquote markers go, and those lines become sentences of their own; table rows are read as
 * their cells, separated by commas.
 */
export function speechLines(markdown: string): SpeechLine[] {
  const out: SpeechLine[] = [];
  const breakBefore = (): void => {
    const last = out.at(-1);
    if (last) last.breakAfter = true;
  };
  let inFence = false;
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (FENCE.test(raw)) {
      inFence = !inFence;
      breakBefore();
      continue;
    }
    if (inFence) {
      if (raw.trim() !== '') out.push({ text: raw.trim(), breakAfter: true });
      continue;
    }
    const line = raw.replace(QUOTE, '');
    if (line.trim() === '' || RULE.test(line) || TABLE_SEPARATOR.test(line) || LINK_DEFINITION.test(line)) {
      breakBefore();
      continue;
    }
    const structural = HEADING.exec(line) ?? LIST_ITEM.exec(line);
    if (structural) {
      breakBefore();
      out.push({ text: structural[1] ?? '', breakAfter: true });
    } else if (/^\s*\|.*\|\s*$/.test(line)) {
      breakBefore();
      const cells = line.split('|').map((cell) => cell.trim());
      out.push({ text: cells.filter((cell) => cell !== '').join(', '), breakAfter: true });
    } else {
      out.push({ text: line.trim(), breakAfter: false });
    }
  }
  return out;
}
