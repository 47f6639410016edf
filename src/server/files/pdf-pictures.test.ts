import { execFileSync } from 'node:child_process';
import { deflateSync } from 'node:zlib';
import { imageSize } from 'image-size';
import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ffmpegBin, jpeg, scannedJpegPdf } from '../../../test/helpers/documents.js';
import { openForPictures, type PictureBounds, pagePictures } from './pdf-pictures.js';

const bounds: PictureBounds = {
  maxPages: 5,
  maxPictureBytes: 5 * 1024 * 1024,
  maxTotalBytes: 10 * 1024 * 1024,
  maxPixelBytes: 40 * 1024 * 1024,
  late: () => false,
};

async function picturesOf(pdf: Uint8Array, overrides: Partial<PictureBounds> = {}) {
  const doc = await openForPictures(pdf);
  if (!doc) throw new Error('not opened');
  return [...pagePictures(doc, { ...bounds, ...overrides })];
}

/** A one-page PDF whose page is one image XObject of raw pixels, written as the dictionary says. */
async function rawImagePdf(dict: Record<string, unknown>, data: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([200, 200]);
  const ref = doc.context.register(
    doc.context.stream(deflateSync(data), {
      Type: 'XObject',
      Subtype: 'Image',
      Filter: 'FlateDecode',
      ...dict,
    }),
  );
  page.node.setXObject(PDFName.of('Scan'), ref);
  return doc.save();
}

/** The pixels of a picture as 8-bit grey, decoded by ffmpeg (which checks every chunk and the data). */
const grey = (picture: Uint8Array) =>
  execFileSync(ffmpegBin(), ['-v', 'error', '-i', 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'], {
    input: picture,
  });

describe('the pictures of a scanned PDF', () => {
  it('leaves out a page whose picture is over its bound, and ends the list before the total bound', async () => {
    const pages = ['red', 'green', 'blue'].map((c) => jpeg(40, 40, c));
    const pdf = await scannedJpegPdf(pages);
    const size = Math.max(...pages.map((p) => p.length));
    expect((await picturesOf(pdf, { maxPictureBytes: size - 1 })).length).toBeLessThan(3);
    expect((await picturesOf(pdf, { maxPictureBytes: 0 })).map((p) => p.page)).toEqual([]);
    const two = await picturesOf(pdf, { maxTotalBytes: (pages[0]?.length ?? 0) + (pages[1]?.length ?? 0) });
    expect(two.map((p) => p.page)).toEqual([1, 2]);
    let calls = 0;
    expect((await picturesOf(pdf, { late: () => ++calls > 1 })).map((p) => p.page)).toEqual([1]);
  });

  it('makes a 1-bit black-and-white scan into a PNG of the same pixels', async () => {
    // 16 by 2: the first row black then white, the second white then black (PDF's 0 is black, as PNG's).
    const bits = new Uint8Array([0x00, 0xff, 0xff, 0x00]);
    const pdf = await rawImagePdf(
      { Width: 16, Height: 2, ColorSpace: 'DeviceGray', BitsPerComponent: 1 },
      bits,
    );
    const [picture] = await picturesOf(pdf);
    expect(picture?.mediaType).toBe('image/png');
    expect(imageSize(picture?.data ?? new Uint8Array())).toMatchObject({ width: 16, height: 2 });
    expect([...grey(picture?.data ?? new Uint8Array())]).toEqual([
      ...Array(8).fill(0),
      ...Array(8).fill(255),
      ...Array(8).fill(255),
      ...Array(8).fill(0),
    ]);
  });

  it('keeps rows already filtered by a PNG predictor, and leaves out what it cannot show as printed', async () => {
    // 3 by 2 RGB with PNG predictors: each row starts with its filter byte (0: none, 2: up).
    const rows = new Uint8Array([0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const rgb = { Width: 3, Height: 2, ColorSpace: 'DeviceRGB', BitsPerComponent: 8 };
    const pdf = await rawImagePdf({ ...rgb, DecodeParms: { Predictor: 15, Colors: 3, Columns: 3 } }, rows);
    const [picture] = await picturesOf(pdf);
    expect(picture?.mediaType).toBe('image/png');
    const rgbOut = execFileSync(
      ffmpegBin(),
      ['-v', 'error', '-i', 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
      { input: picture?.data },
    );
    expect([...rgbOut]).toEqual([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 0, 0, 0, 255, 0, 0, 0, 255]);
    const plain = new Uint8Array(18);
    for (const unshown of [
      { ...rgb, ColorSpace: 'DeviceCMYK' },
      { ...rgb, Decode: [1, 0, 1, 0, 1, 0] },
      { ...rgb, DecodeParms: { Predictor: 2 } },
      { ...rgb, DecodeParms: { Predictor: 15, Colors: 3, Columns: 4 } },
      { ...rgb, Width: 4 },
    ])
      expect(await picturesOf(await rawImagePdf(unshown, plain))).toEqual([]);
    // Over the bound of raw pixels: left out before anything is inflated.
    expect(await picturesOf(await rawImagePdf(rgb, plain), { maxPixelBytes: 17 })).toEqual([]);
  });
});
