import type { ConversationLanguage } from '../../../contract/languages.js';

export { type CrisisKind, crisisKinds } from '../../../contract/safety-values.js';

import type { CrisisKind } from '../../../contract/safety-values.js';

/**
 * One language's phrases, written in a small pattern language over the normalised text (lower case,
 * accents folded where the language allows, no punctuation, one space between words):
 * - words are separated by one space; `..` between two words allows up to three other words there;
 * - `*` inside a word stands for any letters (`suicid*` is suicide, suicidal...; `*kill` allows a prefix);
 * - `(a|b)` offers alternatives, `?` makes the thing before it optional, `\d+` is a number;
 * - `a ~ b` matches the two parts in either order, up to three words apart ("chcem sa zabit" and
 *   "zabit sa chcem"; "mich heute umbringen"): for languages whose word order is free.
 * A phrase matches whole words only. In a language written without spaces (Chinese, Japanese) spaces in a
 * phrase mean nothing and `..` allows up to eight characters.
 */
export type LanguagePatterns = {
  language: ConversationLanguage;
  /** Letters of this language's script: its phrases are tried only on text that has some. */
  script: RegExp;
  /** Written without spaces between words (Chinese, Japanese). */
  unspaced?: boolean;
  /** Keep combining marks (the vowel signs of Devanagari); otherwise accents and points are removed. */
  keepMarks?: boolean;
  /** Letters replaced by another after folding (Arabic alef forms, German sharp s...). */
  letters?: Record<string, string>;
  /**
   * Spelling variants folded on messages and phrases alike, after the letters (romanised Hindi writes
   * one vowel "ee", "i" or "e": all become one form).
   */
  fold?: [RegExp, string][];
  /**
   * The language also written in Latin letters ("ya hochu umeret"): Latin text is read in this language
   * after this maps its Latin letters to the language's own; its letters stay as they are.
   */
  transliterate?: (text: string) => string;
  /**
   * Transliterate before leetspeak is read, as the language's Latin spelling uses digits for letters
   * (Arabizi "3" for ع).
   */
  transliterateFirst?: boolean;
  /** Replacements on the lower-cased text before punctuation goes (contractions with apostrophes). */
  rewrite?: [RegExp, string][];
  /** Whole words replaced after normalising: speech-to-text variants, contractions, spoken forms. */
  words?: Record<string, string>;
  /**
   * Filler words that may stand between any two words of a phrase ("I just really want to die", "ich
   * will einfach nicht mehr leben"), so that a phrase needs no variant for each. Never a negation.
   */
  fillers?: string;
  /** A word or words that, in the three words before a phrase or inside it, deny it. */
  negation?: string;
  /** Text right after a phrase that denies it (languages that negate after the verb). */
  negationAfter?: string;
  /** Words that start a new clause: a negation before one does not reach past it. */
  clauseBreak?: string;
  phrases: Record<CrisisKind, string[]>;
  /** Figures of speech: a phrase found inside one of these is not a crisis ("this deadline is killing me"). */
  idioms: string[];
};
