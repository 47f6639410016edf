// Noto Sans (Latin, Latin-extended, Cyrillic) as separate assets of this app, fetched from its own
// origin only when a PDF is made, so neither the fonts nor their bytes sit in any script bundle.

import cyrillic400 from '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff?url';
import cyrillic700 from '@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff?url';
import latin400 from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url';
import latin700 from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url';
import latinExt400 from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url';
import latinExt700 from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff?url';
import type { FontFiles } from './types.js';

const get = async (url: string): Promise<Uint8Array> => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Font ${url}: ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
};

// Latin-extended is the largest file (about 80 KB a weight): fetched only when the text needs it.
const LATIN_EXT = /[\u0100-\u02AF\u1E00-\u1EFF\u2C60-\u2C7F\uA720-\uA7FF]/u;
const CYRILLIC = /[\u0400-\u052F]/u;

export const loadBrowserFonts = async (text: string): Promise<FontFiles> => {
  const pick = (latin: string, latinExt: string, cyrillic: string) =>
    Promise.all(
      [latin, LATIN_EXT.test(text) && latinExt, CYRILLIC.test(text) && cyrillic]
        .filter((url): url is string => typeof url === 'string')
        .map(get),
    );
  const [regular, bold] = await Promise.all([
    pick(latin400, latinExt400, cyrillic400),
    pick(latin700, latinExt700, cyrillic700),
  ]);
  return { regular, bold };
};
