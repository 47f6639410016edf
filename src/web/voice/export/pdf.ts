// The transcript as a PDF, built with pdf-lib.
//
// How every language survives:
// - Latin, Latin-extended (Slovak č ľ ť, French, German, Spanish) and Cyrillic (Russian) are drawn as
//   real, searchable text with embedded Noto Sans subsets (regular and bold), chosen per character.
// - Hebrew and Arabic need bidi and shaping, Devanagari (Hindi) needs shaping, and CJK fonts are many
//   megabytes: pdf-lib does none of that, so such a paragraph is handed to the injected renderLines,
//   which the browser implements with a canvas (canvas-render-lines.ts) that shapes, wraps and
//   orders the text itself, and each returned line is placed as a picture.
// - With no renderer, or when it fails, the paragraph becomes a visible notice (or, for a stray
//   symbol such as an emoji in Latin text, a U+FFFD mark) instead of vanishing or throwing.
// - In every case the PDF carries the full plain-text transcript as an attached transcript.txt,
//   so every word said is in the file as text, whatever could be drawn.
import { PDFDocument } from 'pdf-lib';
import { translator } from '../../i18n/current.js';
import { messageTime } from './dates.js';
import {
  categoryName,
  isRtlLanguage,
  paragraphs,
  speakerName,
  summaryHeading,
  summarySections,
  transcriptSubtitle,
  transcriptTitle,
} from './labels.js';
import { embedFonts } from './pdf-fonts.js';
import { type LayoutContext, layoutParagraph, type TextStyle } from './pdf-layout.js';
import { CONTENT_WIDTH, createWriter, numberPages } from './pdf-writer.js';
import { transcriptText } from './text.js';
import type { PdfDeps, Transcript } from './types.js';

const INK: [number, number, number] = [0.12, 0.16, 0.23];
const MUTED: [number, number, number] = [0.4, 0.45, 0.52];
const USER: [number, number, number] = [0.11, 0.3, 0.85];
const EXPERT: [number, number, number] = [0.43, 0.16, 0.85];
const TIME_ROOM = 48;

export const transcriptPdf = async (t: Transcript, deps: PdfDeps): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const title = transcriptTitle(t);
  doc.setTitle(title);
  doc.setLanguage(t.language);
  doc.setCreator('Voxpert');
  doc.setProducer('Voxpert');
  doc.setCreationDate(t.exportedAt);
  doc.setModificationDate(t.exportedAt);

  const plain = transcriptText(t);
  const fonts = await embedFonts(doc, () => deps.loadFonts(plain));
  const ctx: LayoutContext = { doc, renderLines: deps.renderLines, rtl: isRtlLanguage(t.language) };
  const style = (bold: boolean, size: number, color: [number, number, number]): TextStyle => ({
    fonts: bold ? fonts.bold : fonts.regular,
    size,
    color,
  });
  const body = style(false, 11, INK);
  const timeFont = fonts.regular[0]?.font;
  const w = createWriter(doc);
  const draw = async (text: string, s: TextStyle, width = CONTENT_WIDTH) => {
    const lines = await layoutParagraph(text, s, width, ctx);
    return lines.map((l) => ({ line: l, span: w.line(l) }));
  };

  await draw(title, style(true, 18, INK));
  await draw(`${categoryName(t)} · ${transcriptSubtitle(t)}`, style(false, 10, MUTED));
  w.rule();

  for (const m of t.messages) {
    w.space(10);
    w.keep(10.5 * 1.45 + body.size * 1.45);
    const label = style(true, 10.5, m.isUser ? USER : EXPERT);
    const drawn = await draw(speakerName(t, m), label, CONTENT_WIDTH - TIME_ROOM);
    const time = messageTime(m.timestamp);
    const last = drawn.at(-1);
    if (time && last && timeFont) {
      // Beside the end of the name: after it, or before it when the name reads right to left.
      const rtl = last.line.kind === 'image' && last.line.rtl;
      const x = rtl ? last.span.start - 8 - timeFont.widthOfTextAtSize(time, 9) : last.span.end + 8;
      w.beside(time, x, last.line.height, timeFont, 9);
    }
    for (const p of paragraphs(m.content)) {
      if (p.trim() === '') w.space(body.size * 0.6);
      else await draw(p, body);
    }
  }

  if (t.summary) {
    w.space(14);
    w.rule();
    await draw(summaryHeading(t), style(true, 14, INK));
    for (const section of summarySections(t, t.summary)) {
      w.space(6);
      await draw(section.heading, style(true, 11, EXPERT));
      for (const line of section.lines) await draw(line, body);
    }
  }

  if (timeFont) numberPages(doc, timeFont);
  await doc.attach(new TextEncoder().encode(plain), 'transcript.txt', {
    mimeType: 'text/plain',
    description: translator()('The full text of this conversation'),
    creationDate: t.exportedAt,
    modificationDate: t.exportedAt,
  });
  return doc.save();
};
