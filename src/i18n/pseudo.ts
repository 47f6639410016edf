// The pseudo-locale's transform: English accented and about 40% longer, so that clipped, overflowing or
// untranslated text shows at a glance. Loaded only for the pseudo-locale.
import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Pseudo } from './translate.js';

const pseudoAccents: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** A literal text accented and made about 40% longer (by repeating its vowels), as the pseudo-locale shows it. */
function pseudoText(text: string): string {
  let out = '';
  let extra = 0;
  for (const char of text) {
    out += pseudoAccents[char] ?? char;
    // About 40% longer: each vowel twice, and one more letter every few characters.
    if (/[aeiouAEIOU]/.test(char)) out += pseudoAccents[char] ?? char;
    else if (/[a-zA-Z]/.test(char) && ++extra % 3 === 0) out += '·';
  }
  return out;
}

/** The message's literal parts turned into pseudo text, its arguments, plurals and tags kept. */
function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: pseudoText(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: pseudoElements(option.value) },
        ]),
      );
      return { ...element, options };
    }
    if (element.type === TYPE.tag) return { ...element, children: pseudoElements(element.children) };
    return element;
  });
}

export const pseudo: Pseudo = { text: pseudoText, elements: pseudoElements };
export { pseudoText };
