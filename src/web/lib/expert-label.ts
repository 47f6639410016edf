import type { Translator } from '../../i18n/translate.js';
import { translator } from '../i18n/current.js';

/** An expert category's name in the page's language; an unknown value (an old row) reads as "Expert". */
export function expertCategoryLabel(category: string, t: Translator = translator()): string {
  return t(
    '{category, select, random {Random Expert} business {Business Leaders} science {Scientists} tech {Tech Innovators} sports {Sports Legends} arts {Artists & Creators} coach {Personal Coach} other {Expert}}',
    { category },
  );
}
