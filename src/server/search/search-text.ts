/**
 * The text a search compares, and the grams its index is made of. Both are worked out here, in
 * JavaScript, never by the database: what is equal for a search does not then depend on the
 * database's locale (a Postgres in the C locale folds no Cyrillic case, and no locale folds accents),
 * and the index needs no extension.
 *
 * - `searchable`: compatibility forms folded (full-width letters, ligatures), accents and vowel points
 *   dropped (Latin, Greek and Cyrillic accents, Hebrew points, Arabic short vowels and hamza marks),
 *   lower case, ß as ss, and every run of what is not a letter, digit or a letter's own mark turned into
 *   one space. Marks that are part of a letter (Devanagari vowel signs, Japanese voicing marks) stay.
 * - A search is words (split at spaces); each must be found somewhere in the conversation (its title
 *   or any message), as a substring of the searchable text: "plan" finds "planning", and Chinese or
 *   Japanese, written without spaces, is matched inside a run of text.
 * - The index: every distinct substring of 1 to 3 characters of each word of a message, each hashed
 *   with the owner's id into a 32-bit integer (`searchGrams`). A word of a search is looked up by its
 *   trigrams (or itself when shorter): a message that holds the word holds all of them. Hashing with
 *   the owner's id keeps each index entry to one person's messages, so a lookup reads only theirs.
 *   Equal hashes of different grams only bring more candidates; the text is always compared after.
 */

/** Accents, vowel points and hamza marks a search ignores (once decomposed). */
const IGNORED_MARKS =
  /[\u0300-\u036f\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u0610-\u061a\u064b-\u065f\u0670]/g;
const FORMAT_CHARACTERS = /\p{Cf}/gu;
const NOT_WORD = /[^\p{L}\p{N}\p{M}]+/gu;

/** The searchable form of a text (see above): what is stored beside a message, and what a search becomes. */
export function searchable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(IGNORED_MARKS, '')
    .normalize('NFC')
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .replace(FORMAT_CHARACTERS, '')
    .replace(NOT_WORD, ' ')
    .trim();
}

/** The longest gram indexed: a search word of this many characters or more is looked up by its trigrams. */
const GRAM = 3;

/** 32-bit FNV-1a over the owner's id and the gram's UTF-16 code units, as a signed int4. */
function gramHash(ownerId: number, gram: string): number {
  let hash = 0x811c9dc5;
  for (let shift = 0; shift < 32; shift += 8) {
    hash ^= (ownerId >>> shift) & 0xff;
    hash = Math.imul(hash, 0x01000193);
  }
  for (let i = 0; i < gram.length; i++) {
    hash ^= gram.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** The index entries of a searchable text: its words' substrings of 1 to 3 characters, hashed. */
export function textGrams(ownerId: number, searchableText: string): number[] {
  const grams = new Set<number>();
  for (const word of searchableText.split(' ')) {
    const characters = Array.from(word);
    for (let size = 1; size <= GRAM; size++) {
      for (let at = 0; at + size <= characters.length; at++) {
        grams.add(gramHash(ownerId, characters.slice(at, at + size).join('')));
      }
    }
  }
  return [...grams];
}

/** The entries a message holding this word certainly has: its trigrams, or the word itself when shorter. */
export function wordGrams(ownerId: number, word: string): number[] {
  const characters = Array.from(word);
  if (characters.length <= GRAM) return [gramHash(ownerId, word)];
  const grams = new Set<number>();
  for (let at = 0; at + GRAM <= characters.length; at++) {
    grams.add(gramHash(ownerId, characters.slice(at, at + GRAM).join('')));
  }
  return [...grams];
}

/** A search's words: searchable, each once, a word that another word contains left out (it adds nothing). */
export function searchWords(query: string): string[] {
  const words = [
    ...new Set(
      searchable(query)
        .split(' ')
        .filter((w) => w !== ''),
    ),
  ];
  return words.filter(
    (word, i) => !words.some((other, j) => j !== i && other.includes(word) && other !== word),
  );
}

/** The columns stored beside a message's content so a search finds it. */
export function messageSearchFields(
  ownerId: number,
  content: string,
): { searchText: string; searchGrams: number[] } {
  const searchText = searchable(content);
  return { searchText, searchGrams: textGrams(ownerId, searchText) };
}
