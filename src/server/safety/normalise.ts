import type { LanguagePatterns } from './patterns/types.js';

/** Longer messages are cut here: a crisis is said in words, not in pages, and the time stays bounded. */
export const MAX_CHARS = 4000;

const APOSTROPHES = /[’‘`´ʼ′]/g;
const NOT_A_WORD = /[^\p{L}\p{M}\p{N}]+/gu;
/**
 * Two or more of one Latin letter become one ("diiie", "killl", "better of"). Not in Cyrillic, where
 * "неё" would become the negation "не".
 */
const REPEATED_SHORT = /(\p{Script=Latin})\1+/gu;
/** Three or more of any other letter become one (Arabic "ههههه", Chinese "哈哈哈"). */
const REPEATED_LONG = /(\p{L})\1{2,}/gu;
/** A Latin word written with digits or symbols for some of its letters ("k1ll", "mys3lf", "$uicide"). */
const LEET_WORD =
  /(?=[\p{Script=Latin}0-9@$!|]*\p{Script=Latin})[\p{Script=Latin}0-9@$!|]*[0-9@$|][\p{Script=Latin}0-9@$!|]*/gu;
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

/** Leetspeak read as letters: a word with at least two Latin letters and digits or symbols among them. */
function unleet(text: string): string {
  return text.replace(LEET_WORD, (word) =>
    (word.match(/\p{Script=Latin}/gu)?.length ?? 0) >= 2
      ? word.replace(/[0-9@$!|]/g, (ch) => LEET[ch] ?? ch)
      : word,
  );
}

/**
 * Letters only: lower case, compatibility forms (full-width letters), accents and points removed
 * unless the language keeps them, the language's letter map, repeated letters collapsed. Used on
 * messages and on the phrases alike, so both meet in the same form.
 */
export function foldLetters(text: string, lang: LanguagePatterns): string {
  let folded = text.normalize('NFKC').toLowerCase().replace(APOSTROPHES, "'");
  if (!lang.keepMarks) folded = folded.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  if (lang.letters) {
    const letters = lang.letters;
    folded = folded.replace(/./gu, (ch) => letters[ch] ?? ch);
  }
  for (const [pattern, replacement] of lang.fold ?? []) folded = folded.replace(pattern, replacement);
  return folded.replace(REPEATED_SHORT, '$1').replace(REPEATED_LONG, '$1');
}

/** The lookup of whole-word replacements, its keys and values folded like the text they meet. */
export function foldWords(lang: LanguagePatterns): Map<string, string> {
  return new Map(
    Object.entries(lang.words ?? {}).map(([from, to]) => [foldLetters(from, lang), foldLetters(to, lang)]),
  );
}

const fillerSets = new WeakMap<LanguagePatterns, Set<string>>();
/** The language's filler words, folded like the text they meet. */
export function fillerWords(lang: LanguagePatterns): Set<string> {
  let set = fillerSets.get(lang);
  if (!set) {
    set = new Set(
      (lang.fillers ?? '')
        .split('|')
        .filter(Boolean)
        .map((w) => foldLetters(w, lang)),
    );
    fillerSets.set(lang, set);
  }
  return set;
}

/**
 * A message as the language's phrases see it: folded letters, contractions spelled out, punctuation
 * gone, one space between words (none in a language written without spaces), spoken variants mapped.
 */
export function normalise(text: string, lang: LanguagePatterns, words: Map<string, string>): string {
  const lower = text.slice(0, MAX_CHARS).normalize('NFKC').toLowerCase().replace(APOSTROPHES, "'");
  const first = lang.transliterateFirst ? lang.transliterate : undefined;
  let lowered = unleet(first ? first(lower) : lower);
  for (const [pattern, replacement] of lang.rewrite ?? []) lowered = lowered.replace(pattern, replacement);
  if (lang.transliterate && !first) lowered = lang.transliterate(lowered);
  const spaced = foldLetters(lowered, lang).replace(NOT_A_WORD, ' ').trim();
  if (lang.unspaced) return spaced.replace(/ /g, '');
  if (words.size === 0) return spaced;
  return spaced
    .split(' ')
    .map((word) => words.get(word) ?? word)
    .join(' ');
}
