import fontkit from '@pdf-lib/fontkit';
import { type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import type { FontFiles } from './types.js';

/** Fonts tried in order for each character, with the characters each can draw. */
export type FontStack = { font: PDFFont; chars: Set<number> }[];
export type Fonts = { regular: FontStack; bold: FontStack };
export type Run = { text: string; font: PDFFont };

// Characters that change nothing on paper when drawn with the Latin and Cyrillic fonts:
// bidi marks, zero-width spaces and joiners, the byte-order mark.
const IGNORABLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/gu;

export const stripIgnorable = (text: string): string => text.replace(IGNORABLE, '');

const stack = async (doc: PDFDocument, files: Uint8Array[]): Promise<FontStack> => {
  const fonts = await Promise.all(files.map((bytes) => doc.embedFont(bytes, { subset: true })));
  return fonts.map((font) => ({ font, chars: new Set(font.getCharacterSet()) }));
};

/**
 * The Noto Sans files (Latin, Latin-extended, Cyrillic) when they load; pdf-lib's standard WinAnsi
 * fonts when they do not, so a missing font file costs coverage, never the export.
 */
export const embedFonts = async (doc: PDFDocument, load: () => Promise<FontFiles>): Promise<Fonts> => {
  doc.registerFontkit(fontkit);
  try {
    const files = await load();
    const [regular, bold] = await Promise.all([stack(doc, files.regular), stack(doc, files.bold)]);
    if (regular.length > 0 && bold.length > 0) return { regular, bold };
  } catch {
    // fall through to the standard fonts
  }
  const standard = async (name: StandardFonts): Promise<FontStack> => {
    const font = await doc.embedFont(name);
    return [{ font, chars: new Set(font.getCharacterSet()) }];
  };
  return {
    regular: await standard(StandardFonts.Helvetica),
    bold: await standard(StandardFonts.HelveticaBold),
  };
};

const fontOf = (fonts: FontStack, cp: number): PDFFont | undefined =>
  fonts.find((f) => f.chars.has(cp))?.font;

/** Whether every character (ignorable ones aside) has a glyph in the stack. */
export const covers = (fonts: FontStack, text: string): boolean => {
  for (const ch of stripIgnorable(text)) if (!fontOf(fonts, ch.codePointAt(0) ?? 0)) return false;
  return true;
};

/** Characters the stack cannot draw. */
export const uncovered = (fonts: FontStack, text: string): string[] =>
  Array.from(stripIgnorable(text)).filter((ch) => !fontOf(fonts, ch.codePointAt(0) ?? 0));

/** Splits covered text into runs of one font each. */
export const toRuns = (fonts: FontStack, text: string): Run[] => {
  const runs: Run[] = [];
  for (const ch of stripIgnorable(text)) {
    const font = fontOf(fonts, ch.codePointAt(0) ?? 0);
    if (!font) continue; // callers pass covered text only
    const last = runs.at(-1);
    if (last?.font === font) last.text += ch;
    else runs.push({ text: ch, font });
  }
  return runs;
};

export const widthOf = (fonts: FontStack, text: string, size: number): number =>
  toRuns(fonts, text).reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0);
