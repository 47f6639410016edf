import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { toRuns } from './pdf-fonts.js';
import type { Line } from './pdf-layout.js';

// A4 in points, with 20 mm side margins and room at the bottom for the page number.
export const PAGE = { width: 595.28, height: 841.89, margin: 56, bottom: 64 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

/** Draws lines top to bottom, starting a new page whenever the next line does not fit. */
export const createWriter = (doc: PDFDocument) => {
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const makeRoom = (height: number) => {
    if (y - height >= PAGE.bottom) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };

  /** Draws one line at the left margin (right margin for right-to-left pictures); returns its span. */
  const line = (l: Line): { start: number; end: number } => {
    makeRoom(l.height);
    const top = y;
    y -= l.height;
    if (l.kind === 'image') {
      const x = l.rtl ? PAGE.width - PAGE.margin - l.width : PAGE.margin;
      page.drawImage(l.image, { x, y, width: l.width, height: l.height });
      return { start: x, end: x + l.width };
    }
    const { size, color, fonts } = l.style;
    let x = PAGE.margin;
    for (const run of toRuns(fonts, l.text)) {
      page.drawText(run.text, { x, y: top - size * 1.1, size, font: run.font, color: rgb(...color) });
      x += run.font.widthOfTextAtSize(run.text, size);
    }
    return { start: PAGE.margin, end: x };
  };

  /** Small text beside the line just drawn (the time next to a speaker's name). */
  const beside = (text: string, x: number, lineHeight: number, font: PDFFont, size: number) => {
    page.drawText(text, { x, y: y + lineHeight - size * 1.1 - 1, size, font, color: rgb(0.4, 0.45, 0.52) });
  };

  /** Starts a new page now unless height fits, to keep a speaker's name with the first line said. */
  const keep = makeRoom;

  const space = (height: number) => {
    y -= height;
  };

  const rule = () => {
    makeRoom(8);
    page.drawLine({
      start: { x: PAGE.margin, y: y - 4 },
      end: { x: PAGE.width - PAGE.margin, y: y - 4 },
      thickness: 0.75,
      color: rgb(0.8, 0.84, 0.88),
    });
    y -= 8;
  };

  return { line, beside, keep, space, rule };
};

/** "Page N of M" centred at the foot of every page. */
export const numberPages = (doc: PDFDocument, font: PDFFont) => {
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    const size = 9;
    const x = (PAGE.width - font.widthOfTextAtSize(label, size)) / 2;
    p.drawText(label, { x, y: 32, size, font, color: rgb(0.4, 0.45, 0.52) });
  });
};
