/**
 * Word keys and word-level repeat removal for cleanTranscript (see clean-transcript.ts for the rules).
 * Words are compared by key, never by their text: the text that is kept is always what was heard.
 */

/** A "word" in these scripts is a whole clause (no spaces between words): never cut one. */
const NO_SPACE_SCRIPT =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;
/** Punctuation, symbols and invisible format marks (bidi marks around Hebrew and Arabic). */
const IGNORED = /[\p{P}\p{S}\p{Cf}]/gu;
/** Hebrew niqqud and cantillation (U+0591-U+05C7); the geresh variants are punctuation. */
const HEBREW_MARKS = /[\u0591-\u05C7]/g;
/** Arabic harakat, superscript alef and tatweel (the elongation stroke). */
const ARABIC_MARKS = /[\u0640\u064B-\u065F\u0670]/g;
const NUMBER_WORDS_EN = new Set([
  ...'zero one two three four five six seven eight nine ten eleven twelve thirteen'.split(' '),
  ...'fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty'.split(' '),
  ...'sixty seventy eighty ninety hundred thousand million'.split(' '),
]);

/**
 * Words said twice on purpose: "I had had enough", "that that is", "so so", "bye bye", "there there",
 * "nous nous sommes", "die Frau, die die Zeitung liest", "еле еле", "לאט לאט", "خطوة خطوة".
 */
const KEEP_DOUBLE: Record<string, ReadonlySet<string>> = {
  en: new Set(['had', 'that', 'is', 'so', 'bye', 'there', 'knock', 'do']),
  fr: new Set(['nous', 'vous']),
  de: new Set(['die', 'der', 'das', 'den', 'dem', 'des', 'sie']),
  ru: new Set(['еле', 'чуть', 'только', 'так']),
  he: new Set(['לאט', 'אט', 'יום', 'צעד', 'טיפה', 'אחד']),
  ar: new Set(['شوي', 'شوية', 'رويدا', 'واحد', 'خطوة']),
};
/** Languages where doubling is grammar (Hindi "धीरे धीरे", Turkish "yavaş yavaş"): any word may be doubled. */
const REDUPLICATING = new Set([
  'hi',
  'ur',
  'bn',
  'mr',
  'gu',
  'pa',
  'ta',
  'te',
  'kn',
  'ml',
  'tr',
  'fa',
  'id',
  'ms',
]);

/** "he-IL" -> "he"; the old code "iw" is Hebrew too. */
export function primaryLanguage(language: string): string {
  const primary = language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return primary === 'iw' ? 'he' : primary;
}

/** The form a word is compared in: case folded, punctuation stripped, plus the language fixes. */
export function wordKey(word: string, lang: string): string {
  let key = word.normalize('NFC').toLowerCase();
  if (lang === 'he') key = key.replace(HEBREW_MARKS, '');
  if (lang === 'ar') key = key.replace(ARABIC_MARKS, '');
  if (lang === 'ru') key = key.replaceAll('ё', 'е');
  return key.replace(IGNORED, '');
}

export function isClause(word: string): boolean {
  return NO_SPACE_SCRIPT.test(word);
}

/** The whole text as one comparable string: word keys joined by single spaces. */
export function transcriptKey(text: string, language: string): string {
  const lang = primaryLanguage(language);
  return text
    .split(/\s+/)
    .map((word) => wordKey(word, lang))
    .filter((key) => key !== '')
    .join(' ');
}

type Token = { text: string; key: string; locked: boolean };

/** Longest phrase looked for: keeps the work linear on a long unpunctuated monologue. */
export const MAX_REPEAT_WORDS = 40;

/**
 * Removes back-to-back repeats inside one sentence: a stuttered word ("I I I think") or a repeated
 * phrase of up to MAX_REPEAT_WORDS ("I want to I want to talk"). The earlier copy goes (the later one
 * flows into what follows), and the kept copy takes over its capital and opening punctuation.
 */
export function removeRepeats(words: readonly string[], lang: string): string[] {
  const tokens: Token[] = words.map((text) => {
    const key = wordKey(text, lang);
    const locked =
      key === '' || isClause(text) || /\p{N}/u.test(key) || (lang === 'en' && NUMBER_WORDS_EN.has(key));
    return { text, key, locked };
  });
  let at = 0;
  while (at < tokens.length) {
    const size = repeatAt(tokens, at, lang);
    if (size === 0) {
      at++;
      continue;
    }
    const removed = tokens.splice(at, size);
    const kept = tokens[at];
    if (kept && removed[0]) kept.text = inheritStart(removed[0].text, kept.text);
    // A removal can complete a repeat that starts up to two phrase lengths earlier.
    at = Math.max(0, at - 2 * MAX_REPEAT_WORDS);
  }
  return tokens.map((token) => token.text);
}

/** The length of a phrase at `at` that is immediately said again, or 0. */
function repeatAt(tokens: readonly Token[], at: number, lang: string): number {
  for (let size = 1; size <= MAX_REPEAT_WORDS && at + 2 * size <= tokens.length; size++) {
    if (size === 1 ? stutterAt(tokens, at, lang) : sameRun(tokens, at, size)) return size;
  }
  return 0;
}

function sameRun(tokens: readonly Token[], at: number, size: number): boolean {
  for (let k = 0; k < size; k++) {
    const a = tokens[at + k];
    const b = tokens[at + size + k];
    if (!a || !b || a.locked || b.locked || a.key !== b.key) return false;
  }
  return true;
}

/** "no, no" and "yes. Yes" are said on purpose: a single word only counts when nothing separates the two. */
function stutterAt(tokens: readonly Token[], at: number, lang: string): boolean {
  const run = keepsDouble(tokens[at]?.key ?? '', lang) ? 3 : 2;
  for (let k = 0; k < run - 1; k++) {
    const a = tokens[at + k];
    const b = tokens[at + k + 1];
    if (!a || !b || a.locked || a.key !== b.key || /[\p{P}]$/u.test(a.text)) return false;
  }
  return true;
}

function keepsDouble(key: string, lang: string): boolean {
  return REDUPLICATING.has(lang) || (KEEP_DOUBLE[lang]?.has(key) ?? false);
}

/** "The the cat" -> "The cat", "¿Cómo cómo estás?" -> "¿Cómo estás?". */
function inheritStart(removed: string, kept: string): string {
  const lead = /^[^\p{L}\p{N}]*/u.exec(removed)?.[0] ?? '';
  let text = /^[\p{L}\p{N}]/u.test(kept) ? lead + kept : kept;
  const from = removed.slice(lead.length, lead.length + 1);
  const at = text.search(/[\p{L}\p{N}]/u);
  const letter = at >= 0 ? text.charAt(at) : '';
  if (from !== '' && from !== letter && from === letter.toUpperCase()) {
    text = text.slice(0, at) + from + text.slice(at + 1);
  }
  return text;
}
