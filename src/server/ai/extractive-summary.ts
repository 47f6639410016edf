/** Words not worth counting when sentences are scored (English and a few common ones of other languages). */
const COMMON = new Set(
  (
    'the a an and or but if then of to in on at by for with from as is are was were be been being it its this that these those ' +
    'i you he she we they me him her us them my your his our their not no yes do does did have has had will would can could ' +
    'should may might must so than too very just also there here what which who whom when where why how all any each more most ' +
    'other some such only own same into over under again further once about above below up down out off de la le les el los ' +
    'und der die das ein eine et en un une du des y que'
  ).split(' '),
);

/** The sentences of a text (ends of sentences, or line breaks between paragraphs). */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\r/g, '')
    .split(/(?<=[.!?。！？])\s+|\n{2,}/u)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 1);
}

/**
 * A short extractive summary: the sentences that carry the text's most frequent words, in their
 * original order, within `maxChars`. Deterministic, and needs no model.
 */
export function extractiveSummary(text: string, maxChars: number): string {
  const sentences = sentencesOf(text);
  if (sentences.length === 0) return '';
  const whole = sentences.join(' ');
  if (whole.length <= maxChars) return whole;
  const counts = new Map<string, number>();
  const wordsOf = (s: string) =>
    (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 2 && !COMMON.has(w));
  for (const s of sentences) for (const w of wordsOf(s)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const scored = sentences.map((s, index) => {
    const words = wordsOf(s);
    const score = words.reduce((sum, w) => sum + (counts.get(w) ?? 0), 0) / Math.sqrt(words.length + 1);
    // The opening sentences usually say what a document is about.
    return { s, index, score: score * (index < 3 ? 1.5 : 1) };
  });
  const chosen: typeof scored = [];
  let used = 0;
  for (const item of [...scored].sort((a, b) => b.score - a.score || a.index - b.index)) {
    const cost = Math.min(item.s.length, maxChars) + 1;
    if (used + cost > maxChars) continue;
    chosen.push(item);
    used += cost;
  }
  if (chosen.length === 0)
    return `${[...(sentences[0] ?? '')].slice(0, Math.max(0, maxChars - 1)).join('')}…`;
  return chosen
    .sort((a, b) => a.index - b.index)
    .map((c) => c.s)
    .join(' ');
}

/**
 * A long text brought within `maxChars` part by part: each part of the text is summarised to its
 * share, so the whole document (not only its beginning) is represented.
 */
export function condense(text: string, maxChars: number, parts = 8): string {
  if (text.length <= maxChars) return text;
  const size = Math.ceil(text.length / parts);
  const share = Math.floor(maxChars / parts) - 1;
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(extractiveSummary(text.slice(i, i + size), share));
  return out.filter(Boolean).join('\n');
}
