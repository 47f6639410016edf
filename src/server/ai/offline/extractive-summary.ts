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

/** Marks that end a sentence at once, with no space after them (Chinese, Japanese, Arabic, Hindi). */
const IMMEDIATE_END = /[。！？；؟।]/u;
/** Han, Hiragana and Katakana: written without spaces, so they are compared by pairs of characters. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The sentences of a text (ends of sentences, or line breaks between paragraphs). */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\r/g, '')
    .split(/(?<=[.!?])\s+|(?<=[。！？；؟।])\s*|\n{2,}/u)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 1);
}

/** A word's simple stem: lower case, without a plural or a common English ending ("prices" → "pric"). */
function stem(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(?:ing|ed|es|s|e)$/u, '');
}

/**
 * What a sentence is compared by: its words that are not filler, stemmed, and in the scripts written
 * without spaces, each pair of neighbouring characters.
 */
export function termsOf(sentence: string): string[] {
  const terms: string[] = [];
  for (const run of sentence
    .toLowerCase()
    .normalize('NFC')
    .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []) {
    if (CJK.test(run)) {
      const chars = [...run].filter((c) => CJK.test(c));
      if (chars.length === 1) terms.push(chars[0] as string);
      for (let i = 0; i + 1 < chars.length; i++) terms.push(`${chars[i]}${chars[i + 1]}`);
    } else if (run.length > 2 && !COMMON.has(run)) {
      terms.push(stem(run));
    }
  }
  return terms;
}

/** How alike two sentences are: their shared terms among all their terms (0 to 1). */
function likeness(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Sentences this alike say the same thing: only the first of them is kept. */
const NEAR_DUPLICATE = 0.7;

/**
 * The sentences of a text, each point once: a sentence that repeats an earlier one, word for word or
 * nearly (the same terms, give or take a word), is left out.
 */
export function distinctSentences(text: string): string[] {
  const kept: { s: string; terms: Set<string>; key: string }[] = [];
  for (const s of sentencesOf(text)) {
    const key = s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
    const terms = new Set(termsOf(s));
    if (kept.some((k) => k.key === key || likeness(k.terms, terms) >= NEAR_DUPLICATE)) continue;
    kept.push({ s, terms, key });
  }
  return kept.map((k) => k.s);
}

/** Sentences joined as written: no space after a mark that ends a sentence at once (Chinese, Japanese). */
export function joinSentences(sentences: readonly string[]): string {
  return sentences.reduce(
    (text, s) =>
      text === '' ? s : IMMEDIATE_END.test(text.at(-1) ?? '') && CJK.test(s) ? text + s : `${text} ${s}`,
    '',
  );
}

/**
 * A short extractive summary: the distinct sentences that carry the text's most frequent terms, in
 * their original order, within `maxChars`. `keep` leaves out sentences that are not worth a point.
 * Deterministic, and needs no model.
 */
export function extractiveSummary(
  text: string,
  maxChars: number,
  keep: (sentence: string) => boolean = () => true,
): string {
  const all = distinctSentences(text);
  const kept = all.filter(keep);
  const sentences = kept.length > 0 ? kept : all;
  if (sentences.length === 0) return '';
  const whole = joinSentences(sentences);
  if (whole.length <= maxChars) return whole;
  const counts = new Map<string, number>();
  for (const s of sentences) for (const w of new Set(termsOf(s))) counts.set(w, (counts.get(w) ?? 0) + 1);
  const scored = sentences.map((s, index) => {
    const words = termsOf(s);
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
  return joinSentences(chosen.sort((a, b) => a.index - b.index).map((c) => c.s));
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
