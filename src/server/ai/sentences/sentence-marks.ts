/** Character classes and word lists used to find sentence ends (end marks per script, abbreviations). */

/** Latin-script end marks: they end a sentence only when whitespace follows. */
export const LATIN_ENDS = new Set(['.', '!', '?', ';', '…']);

/** CJK, Arabic and Devanagari end marks: they end a sentence at once, no space needed. */
export const IMMEDIATE_ENDS = new Set(['。', '！', '？', '；', '．', '｡', '؟', '।', '॥']);

/** Closing quotes and brackets that stay with the sentence they close. */
export const CLOSERS = new Set(Array.from('"\'”’“»«›)]}）】」』》〉'));

/** Closers that French typography separates from the mark by a space: « Bonjour. » */
export const SPACED_CLOSERS = new Set(['»', '›']);

/** Clause marks that need a following space to be a cut point. */
export const LATIN_CLAUSES = new Set([',', ':', ';', '—', '–', '،']);
/** Full-width clause marks: a cut point with no space. */
export const CJK_CLAUSES = new Set(['、', '，', '：']);

/**
 * Words before a '.' that do not end a sentence even when a capital follows ("Dr. Smith"); checked as
 * written and with a lower-case first letter. Any '.' followed by a lower-case word is no end anyway.
 */
export const NEVER_END = new Set(
  [
    'Dr Mr Mrs Ms St Prof Jr Sr Mt Gen Col Capt Lt Sgt Rev Fig vs e.g i.e cf approx incl ca', // English
    'z.B d.h u.a bzw evtl ggf Sra Srta Dra Ud Uds p.ej Mme Mlle p.ex т.е т.к им napr tzv resp', // others
  ]
    .join(' ')
    .split(' '),
);

/**
 * Abbreviations that usually go on with a lower-case word ("etc. and"): the splitter waits for that
 * word rather than end the sentence early (sentence-boundary.ts mayEndEarly).
 */
export const NO_EARLY_END = new Set('etc usw usf vgl inkl ej aprox env ecc ect cca'.split(' '));

/** Words before a '.' that do not end a sentence when a number follows ("No. 5", "Nr. 3"). */
export const BEFORE_NUMBER = new Set(['No', 'Nr', 'Nos', 'Vol', 'vol', 'pp', 'p', 'Art', 'č']);

/** German months: "am 3. Juli" is a date, not a sentence end after "3". */
export const GERMAN_MONTHS =
  'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' ');

export const isSpace = (ch: string | undefined): boolean => ch !== undefined && /\s/.test(ch);
export const isNewline = (ch: string | undefined): boolean =>
  ch === '\n' || ch === '\r' || ch === '\u2028' || ch === '\u2029';
export const isLower = (ch: string | undefined): boolean => ch !== undefined && /\p{Ll}/u.test(ch);
export const isDigit = (ch: string | undefined): boolean => ch !== undefined && /\p{Nd}/u.test(ch);
/** Han, kana and full-width forms: scripts written without spaces between sentences. */
export const isCjk = (ch: string | undefined): boolean =>
  ch !== undefined && /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\uff00-\uffef]/u.test(ch);
