// The pictures of a scanned PDF's pages, without a renderer: a scanner stores each page as one image
// XObject, which is taken as a JPEG file as it is (DCTDecode) or, for raw pixels (FlateDecode), made
// into a PNG here. Other encodings (JBIG2, CCITT fax, JPEG 2000, CMYK) are skipped. Run in the
// document worker (document-worker.ts), within its bounds of time and memory.
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';

export type PagePicture = { page: number; data: Uint8Array; mediaType: 'image/jpeg' | 'image/png' };

export type PictureBounds = {
  /** Pages looked at, from the first. */
  maxPages: number;
  /** A page's picture larger than this is left out. */
  maxPictureBytes: number;
  /** The pictures together at most: the first one past it ends the list. */
  maxTotalBytes: number;
  /** Raw pixels decoded for one picture at most (a larger one is left out). */
  maxPixelBytes: number;
  /** Stop looking (between pages) when this returns true: the time bound is near. */
  late(): boolean;
};

/** Opens a PDF for its pictures: null when it cannot be opened. */
export async function openForPictures(bytes: Uint8Array): Promise<PDFDocument | null> {
  try {
    return await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      throwOnInvalidObject: false,
      updateMetadata: false,
    });
  } catch {
    return null;
  }
}

/**
 * Each page's picture, from the first page to maxPages: the largest image on the page that can be
 * given as JPEG or PNG. A page with none, or whose picture is over the bound, is left out; the list
 * ends before the pictures together would pass maxTotalBytes, or when `late()`.
 */
export function* pagePictures(doc: PDFDocument, bounds: PictureBounds): Generator<PagePicture> {
  let pages: ReturnType<PDFDocument['getPages']>;
  try {
    pages = doc.getPages();
  } catch {
    return;
  }
  let total = 0;
  for (let i = 0; i < Math.min(pages.length, bounds.maxPages); i++) {
    if (bounds.late()) return;
    let picture: Omit<PagePicture, 'page'> | null = null;
    try {
      picture = largestPicture(doc, pages[i]?.node.Resources(), bounds.maxPixelBytes);
    } catch {
      // A damaged page: no picture from it.
    }
    if (!picture || picture.data.length > bounds.maxPictureBytes) continue;
    total += picture.data.length;
    if (total > bounds.maxTotalBytes) return;
    yield { page: i + 1, ...picture };
  }
}

type ImageStream = { stream: PDFRawStream; width: number; height: number };

function largestPicture(
  doc: PDFDocument,
  resources: PDFDict | undefined,
  maxPixelBytes: number,
): Omit<PagePicture, 'page'> | null {
  const xobjects = resources?.lookup(PDFName.of('XObject'));
  if (!(xobjects instanceof PDFDict)) return null;
  const images: ImageStream[] = [];
  for (const [, value] of xobjects.entries()) {
    const stream = value instanceof PDFRef ? doc.context.lookup(value) : value;
    if (!(stream instanceof PDFRawStream)) continue;
    if (stream.dict.lookup(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const width = numberOf(stream.dict, 'Width');
    const height = numberOf(stream.dict, 'Height');
    if (width > 0 && height > 0) images.push({ stream, width, height });
  }
  images.sort((a, b) => b.width * b.height - a.width * a.height);
  for (const image of images) {
    const picture = asPicture(doc, image, maxPixelBytes);
    if (picture) return picture;
  }
  return null;
}

function numberOf(dict: PDFDict, key: string): number {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : 0;
}

/** The one filter of a stream: a name, or an array of one name; undefined for none or several. */
function onlyFilter(dict: PDFDict): string | undefined {
  const filter = dict.lookup(PDFName.of('Filter'));
  if (filter instanceof PDFName) return filter.decodeText();
  if (filter instanceof PDFArray && filter.size() === 1) {
    const only = filter.lookup(0);
    return only instanceof PDFName ? only.decodeText() : undefined;
  }
  return undefined;
}

/** Colour components of a gray or RGB colour space (ICC-based ones by their N), else undefined. */
function colourComponents(doc: PDFDocument, space: PDFObject | undefined): 1 | 3 | undefined {
  if (space === PDFName.of('DeviceGray') || space === PDFName.of('CalGray')) return 1;
  if (space === PDFName.of('DeviceRGB') || space === PDFName.of('CalRGB')) return 3;
  if (space instanceof PDFArray && space.lookup(0) === PDFName.of('ICCBased')) {
    const profile = doc.context.lookup(space.get(1));
    const n = profile instanceof PDFRawStream ? numberOf(profile.dict, 'N') : 0;
    return n === 1 || n === 3 ? n : undefined;
  }
  return undefined;
}

function asPicture(
  doc: PDFDocument,
  { stream, width, height }: ImageStream,
  maxPixelBytes: number,
): Omit<PagePicture, 'page'> | null {
  const { dict } = stream;
  // A stencil mask, or colours remapped by a Decode array, would not look as printed.
  if (dict.lookup(PDFName.of('ImageMask')) || dict.lookup(PDFName.of('Decode'))) return null;
  const components = colourComponents(doc, dict.lookup(PDFName.of('ColorSpace')));
  const filter = onlyFilter(dict);
  if (filter === 'DCTDecode') {
    // A JPEG file as it is; CMYK ones (Adobe's) are left out, as many readers show them wrong.
    return components ? { data: stream.contents, mediaType: 'image/jpeg' } : null;
  }
  if (filter !== 'FlateDecode' || !components) return null;
  const bits = numberOf(dict, 'BitsPerComponent');
  if (!(components === 1 ? [1, 2, 4, 8, 16] : [8, 16]).includes(bits)) return null;
  const rowBytes = Math.ceil((width * components * bits) / 8);
  if (rowBytes * height > maxPixelBytes) return null;
  const parms = dict.lookup(PDFName.of('DecodeParms'));
  const predictor = parms instanceof PDFDict ? numberOf(parms, 'Predictor') : 0;
  let scanlines: Buffer;
  try {
    if (predictor >= 10) {
      // PNG predictors: the rows already carry PNG's filter bytes, if their layout is the picture's.
      const colors = numberOf(parms as PDFDict, 'Colors') || 1;
      const columns = numberOf(parms as PDFDict, 'Columns') || 1;
      const parmBits = numberOf(parms as PDFDict, 'BitsPerComponent') || 8;
      if (colors !== components || columns !== width || parmBits !== bits) return null;
      scanlines = inflateSync(stream.contents, { maxOutputLength: (rowBytes + 1) * height });
      if (scanlines.length !== (rowBytes + 1) * height) return null;
    } else if (predictor <= 1) {
      const pixels = inflateSync(stream.contents, { maxOutputLength: rowBytes * height });
      if (pixels.length !== rowBytes * height) return null;
      scanlines = Buffer.alloc((rowBytes + 1) * height);
      for (let y = 0; y < height; y++)
        pixels.copy(scanlines, y * (rowBytes + 1) + 1, y * rowBytes, (y + 1) * rowBytes);
    } else return null;
  } catch {
    // Damaged data, or more of it than the picture's size allows.
    return null;
  }
  return { data: png(width, height, bits, components === 1 ? 0 : 2, scanlines), mediaType: 'image/png' };
}

/** A PNG file of PNG-filtered scanlines. */
function png(width: number, height: number, bits: number, colourType: 0 | 2, scanlines: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(bits, 8);
  header.writeUInt8(colourType, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}
