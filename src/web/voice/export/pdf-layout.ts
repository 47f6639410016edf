import type { PDFDocument, PDFImage } from 'pdf-lib';
import { covers, type FontStack, uncovered, widthOf } from './pdf-fonts.js';
import type { RenderLines } from './types.js';
import { wrapText } from './wrap.js';

export type TextStyle = { fonts: FontStack; size: number; color: [number, number, number] };
export type Line =
  | { kind: 'text'; text: string; style: TextStyle; width: number; height: number }
  | { kind: 'image'; image: PDFImage; width: number; height: number; rtl: boolean };

export type LayoutContext = {
  doc: PDFDocument;
  renderLines: RenderLines | undefined;
  /** The conversation's direction, for paragraphs without a letter to decide by. */
  rtl: boolean;
};

const LINE_HEIGHT = 1.45;
const NOTICE =
  '[This passage is in a script this PDF cannot draw. Its full text is in the attached transcript.txt.]';
const NOTICE_COLOR: [number, number, number] = [0.45, 0.33, 0.05];
const RTL_SCRIPT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;

/** Direction of the first letter, as dir="auto" decides. */
const isRtl = (text: string, fallback: boolean): boolean => {
  const first = /\p{L}/u.exec(text)?.[0];
  return first ? RTL_SCRIPT.test(first) : fallback;
};

/** Tabs as spaces, other control characters out, composed forms (c + caron -> č) for the fonts. */
export const cleanText = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/\t/g, '    ')
    .replace(/\p{Cc}/gu, '');

const textLines = (text: string, style: TextStyle, maxWidth: number): Line[] =>
  wrapText(text, (s) => widthOf(style.fonts, s, style.size), maxWidth).map((line) => ({
    kind: 'text',
    text: line,
    style,
    width: widthOf(style.fonts, line, style.size),
    height: style.size * LINE_HEIGHT,
  }));

const imageLines = async (text: string, style: TextStyle, maxWidth: number, ctx: LayoutContext) => {
  if (!ctx.renderLines) return undefined;
  try {
    const rtl = isRtl(text, ctx.rtl);
    const rendered = await ctx.renderLines(text, style.size, maxWidth, rtl);
    if (rendered.length === 0) return undefined; // an empty answer would lose the text
    const lines: Line[] = [];
    for (const r of rendered) {
      const scale = r.width > maxWidth ? maxWidth / r.width : 1;
      const image = await ctx.doc.embedPng(r.png);
      lines.push({ kind: 'image', image, width: r.width * scale, height: r.height * scale, rtl });
    }
    return lines;
  } catch {
    return undefined;
  }
};

/**
 * One paragraph as lines: drawn with the embedded fonts when they have every character; otherwise
 * as pictures from renderLines; otherwise (no renderer, or it failed) symbols become U+FFFD and
 * text in another script becomes a visible notice pointing to the attached transcript.
 */
export const layoutParagraph = async (
  raw: string,
  style: TextStyle,
  maxWidth: number,
  ctx: LayoutContext,
): Promise<Line[]> => {
  const text = cleanText(raw);
  if (covers(style.fonts, text)) return textLines(text, style, maxWidth);
  const images = await imageLines(text, style, maxWidth, ctx);
  if (images) return images;
  const missing = uncovered(style.fonts, text);
  if (missing.some((ch) => LETTER_OR_MARK.test(ch))) {
    return textLines(NOTICE, { ...style, color: NOTICE_COLOR }, maxWidth);
  }
  const marked = Array.from(text, (ch) => (missing.includes(ch) ? '\uFFFD' : ch)).join('');
  return textLines(covers(style.fonts, marked) ? marked : NOTICE, style, maxWidth);
};
