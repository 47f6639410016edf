// PDFs written byte by byte, for the cases a PDF library will not make: thousands of pages, a
// page tree that is broken or loops, content that inflates a thousandfold.
import { deflateSync } from 'node:zlib';

/** One object of a hand-written PDF: its dictionary, and the bytes of its stream if it has one. */
export type PdfObject = string | { dict: string; stream: Buffer };

/**
 * A PDF of these objects, numbered from 1 in order, with a correct cross-reference table; the
 * catalog is object 1.
 */
export function writePdf(objects: readonly PdfObject[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(offset);
    const body =
      typeof object === 'string'
        ? Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, 'latin1')
        : Buffer.concat([
            Buffer.from(`${i + 1} 0 obj\n${object.dict}\nstream\n`, 'latin1'),
            object.stream,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ]);
    parts.push(body);
    offset += body.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    `0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`,
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF\n',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/** A content stream that writes `text` (Helvetica, font F1), deflated. */
export function textStream(text: string): PdfObject {
  const ops = Buffer.from(`BT /F1 12 Tf 20 100 Td (${text.replace(/[()\\]/g, '')}) Tj ET`, 'latin1');
  const data = deflateSync(ops);
  return { dict: `<< /Length ${data.length} /Filter /FlateDecode >>`, stream: data };
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/**
 * A PDF of `pages` pages that all show the same line: small however many pages it has (each page is
 * one short object pointing at one shared content stream).
 */
export function manyPagesPdf(pages: number, line = 'The same line on every page.'): Buffer {
  // 1 catalog, 2 page tree, 3 font, 4 content, 5.. pages.
  const kids = Array.from({ length: pages }, (_, i) => `${i + 5} 0 R`).join(' ');
  const objects: PdfObject[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pages} /Kids [${kids}] /MediaBox [0 0 612 200] /Resources << /Font << /F1 3 0 R >> >> >>`,
    FONT,
    textStream(line),
  ];
  for (let i = 0; i < pages; i++) objects.push('<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>');
  return writePdf(objects);
}

/** Two pages of text whose page tree is damaged as asked (the first page is always readable). */
export function brokenTreePdf(damage: 'missing-object' | 'loop' | 'negative-count'): Buffer {
  // 1 catalog, 2 page tree, 3 font, 4 content, 5 first page, 6 second page or inner node.
  const page = '<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>';
  const tree = {
    // The second kid names object 40, which the file does not have.
    'missing-object': ['<< /Type /Pages /Count 2 /Kids [5 0 R 40 0 R] %R >>', page, page],
    // The second kid is an inner node whose kids are the root again.
    loop: [
      '<< /Type /Pages /Count 3 /Kids [5 0 R 6 0 R] %R >>',
      page,
      '<< /Type /Pages /Parent 2 0 R /Count 2 /Kids [2 0 R 5 0 R] >>',
    ],
    'negative-count': ['<< /Type /Pages /Count -1 /Kids [5 0 R 6 0 R] %R >>', page, page],
  }[damage];
  const resources = '/MediaBox [0 0 612 200] /Resources << /Font << /F1 3 0 R >> >>';
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    (tree[0] ?? '').replace('%R', resources),
    FONT,
    textStream('Readable words on a page of a damaged file.'),
    tree[1] ?? '',
    tree[2] ?? '',
  ]);
}

/**
 * Two pages: the first with `line`, the second a content stream that inflates to `inflatedMb`
 * megabytes (a thousandfold and more): of text operators to show, or one unbroken string.
 */
export function bombPdf(
  line: string,
  inflatedMb: number,
  kind: 'operators' | 'one-string' = 'operators',
): Buffer {
  const size = inflatedMb * 1024 * 1024;
  const content =
    kind === 'operators'
      ? Buffer.alloc(size, 'BT /F1 12 Tf 20 100 Td (Again and again.) Tj ET\n')
      : Buffer.concat([
          Buffer.from('BT /F1 12 Tf 20 100 Td ('),
          Buffer.alloc(size, 'a'),
          Buffer.from(') Tj ET'),
        ]);
  const data = deflateSync(content, { level: 9 });
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 2 /Kids [5 0 R 6 0 R] /MediaBox [0 0 612 200] /Resources << /Font << /F1 3 0 R >> >> >>',
    FONT,
    textStream(line),
    '<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>',
    '<< /Type /Page /Parent 2 0 R /Contents 7 0 R >>',
    { dict: `<< /Length ${data.length} /Filter /FlateDecode >>`, stream: data },
  ]);
}
