/**
 * Cleans what speech recognition heard before it is sent. Continuous recognition,
 * Chrome on Android above all, repeats itself: "I want to I want to talk about my my garden", a whole
 * sentence twice, or a sentence followed by a longer take of itself. Cutting a word the person said is
 * worse than leaving a stutter in, so every rule below is the conservative one.
 *
 * Sentences (split after . ! ? … ؟ । followed by a space, after 。！？ anywhere, and at line breaks):
 * - one that repeats the sentence before it (after cleaning, compared by key) goes;
 * - one of four or more words that repeats any earlier sentence goes (short ones like "Yes." are
 *   often said twice on purpose, so they only go when back to back);
 * - near-duplicates: a sentence and the one after it are the same when more than 50% of the shorter
 *   one's 3-word groups are in the longer one and every word of the shorter one is in
 *   the longer one too; the longer one is kept (the later one when as long), in its place.
 * Words, inside one sentence (a repeat never runs across a sentence end):
 * - a phrase (up to 40 words) said twice back to back ("I want to I want to talk") loses its first
 *   copy; this also catches "how are you how are you today" and whole unpunctuated repeats;
 * - a word said twice back to back ("I I I think", "my my garden") loses the extra copies, unless
 *   something separates them ("no, no"), or it is a word people double on purpose ("had had", "that
 *   that", French "nous nous", German "die die", Hebrew "לאט לאט"): those keep two of a longer run;
 *   in Hindi, Urdu, Bengali, Turkish, Persian, Indonesian... doubling is grammar, so any word keeps two;
 * - numbers (digits, and English number words) are never cut: "5 5 5" may be a phone number.
 * Keys words are compared by: lower case, punctuation, symbols and invisible marks removed, plus
 * - Russian: ё folds to е (recognizers write "ещё" and "еще" for the same word), so "Ещё ещё" is a stutter;
 * - Hebrew: niqqud and cantillation are removed and the geresh and gershayim in all their forms
 *   (׳ ״ ' " ’ ”) are ignored, since recognizers mix them; the language tag "iw" counts as Hebrew;
 * - Arabic: harakat and tatweel are ignored.
 * Tokens are split on whitespace only (no \b, no [A-Za-z]). In Chinese, Japanese, Thai... a "word" is a
 * whole clause, so word rules leave those alone, and sentences are compared letter by letter.
 * Whitespace is trimmed and collapsed; nothing is added, nothing reordered; empty in, empty out.
 */
import { isNearDuplicate, type Sentence, sentenceUnits, splitSentences } from './clean-sentences.js';
import { primaryLanguage, removeRepeats } from './clean-words.js';

export { transcriptKey } from './clean-words.js';

type Kept = Sentence & { units: string[]; key: string };

export function cleanTranscript(text: string, language: string): string {
  const lang = primaryLanguage(language);
  const kept: Kept[] = [];
  const seenLong = new Set<string>();
  for (const sentence of splitSentences(text)) {
    const words = removeRepeats(sentence.words, lang);
    const units = sentenceUnits(words, lang);
    const key = units.join(' ');
    const current: Kept = { words, gap: sentence.gap, units, key };
    const last = kept.at(-1);
    if (units.length === 0 || !last) {
      kept.push(current);
    } else if (last.key === key || (units.length >= 4 && seenLong.has(key))) {
      continue;
    } else if (isNearDuplicate(last.units, units)) {
      if (units.length >= last.units.length) kept[kept.length - 1] = { ...current, gap: last.gap };
    } else {
      kept.push(current);
    }
    if (units.length >= 4) seenLong.add(key);
  }
  return kept.map((sentence, at) => (at > 0 && sentence.gap ? ' ' : '') + sentence.words.join(' ')).join('');
}
