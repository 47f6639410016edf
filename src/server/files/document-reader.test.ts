import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageSize } from 'image-size';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { ffmpegBin, jpeg, scannedJpegPdf, scannedPdf, textPdf } from '../../../test/helpers/documents.js';
import { bombPdf } from '../../../test/helpers/hostile-pdfs.js';
import { DocumentReader, PICTURE_PAGES, type ReadLimits } from './document-reader.js';

const dir = mkdtempSync(path.join(tmpdir(), 'vox-reader-'));
const bomb = path.join(dir, 'bomb.pdf');
// The second page's text operators inflate from about 300 KB to 100 MB.
writeFileSync(bomb, bombPdf('The first page can be read.', 100));

const limits: ReadLimits = {
  timeoutMs: 60_000,
  maxPages: 100,
  maxCharacters: 100_000,
  maxMemoryMb: 4096,
  workers: 1,
  maxWaiting: 1,
};
const readers: DocumentReader[] = [];
const reader = (bounds: Partial<ReadLimits>) => {
  const made = new DocumentReader({ ...limits, ...bounds });
  readers.push(made);
  return made;
};
afterAll(async () => {
  await Promise.all(readers.map((r) => r.close()));
});

// The picture tests start one or two workers each (seconds apiece under tsx on a busy machine).
describe('DocumentReader', () => {
  it('stops a reading past its time and keeps the pages read before', async () => {
    const read = await reader({ timeoutMs: 1000 }).readPdf(bomb);
    expect(read).toEqual({
      content: 'The first page can be read.',
      pages: 2,
      characters: 27,
      truncated: true,
      damagedPages: 0,
    });
  });

  it('stops a reading past its memory and keeps the pages read before', async () => {
    const read = await reader({ maxMemoryMb: 48 }).readPdf(bomb);
    expect(read).toMatchObject({ content: 'The first page can be read.', truncated: true });
  });

  it('reads one at a time with one worker; past the line of those waiting, 503', async () => {
    const text = path.join(dir, 'note.txt');
    writeFileSync(text, 'A short note.');
    const one = reader({ workers: 1, maxWaiting: 1 });
    const answers = await Promise.allSettled([one.readText(text), one.readText(text), one.readText(text)]);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((answers[2] as PromiseRejectedResult).reason).toMatchObject({
      status: 503,
      message: 'Many files are being read right now. Please try again in a minute.',
    });
    // The turn passed on: the reader takes the next one.
    expect(await one.readText(text)).toEqual({ content: 'A short note.', characters: 13 });
  });

  it("gives the pictures of a scanned PDF's first pages: each JPEG as it is, in page order, five at most", async () => {
    const colours = ['red', 'green', 'blue', 'yellow', 'white', 'black', 'orange'];
    const pages = colours.map((c) => jpeg(48, 64, c));
    const file = path.join(dir, 'scan.pdf');
    writeFileSync(file, await scannedJpegPdf(pages));
    const pictures = await reader({}).readPdfPictures(file);
    expect(PICTURE_PAGES).toBe(5);
    expect(pictures.map((p) => p.page)).toEqual([1, 2, 3, 4, 5]);
    pictures.forEach((picture, i) => {
      expect(picture.mediaType).toBe('image/jpeg');
      expect(Buffer.from(picture.data).equals(pages[i] as Buffer)).toBe(true);
    });
    // PDF_MAX_PAGES lower still: fewer pages.
    expect((await reader({ maxPages: 2 }).readPdfPictures(file)).map((p) => p.page)).toEqual([1, 2]);
  }, 90_000);

  it('makes raw pixels (FlateDecode) into a PNG that decodes to the same picture', async () => {
    const file = path.join(dir, 'scan-png.pdf');
    writeFileSync(file, await scannedPdf());
    const [picture, ...rest] = await reader({}).readPdfPictures(file);
    expect(rest).toEqual([]);
    expect(picture?.mediaType).toBe('image/png');
    const data = Buffer.from(picture?.data ?? []);
    expect(imageSize(data)).toMatchObject({ width: 64, height: 64, type: 'png' });
    // ffmpeg checks every chunk's CRC and the compressed data: the grey of the original, pixel for pixel.
    const gray = execFileSync(
      ffmpegBin(),
      ['-v', 'error', '-i', 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'],
      {
        input: data,
      },
    );
    expect(gray.length).toBe(64 * 64);
    expect(new Set(gray)).toEqual(new Set([128]));
  }, 90_000);

  it('gives no pictures for a PDF with only text, a damaged one or one that is not a PDF', async () => {
    const text = path.join(dir, 'text.pdf');
    writeFileSync(text, await textPdf(['Only words here.']));
    const broken = path.join(dir, 'broken.pdf');
    writeFileSync(broken, '%PDF-1.7\nnothing else');
    const one = reader({});
    expect(await one.readPdfPictures(text)).toEqual([]);
    expect(await one.readPdfPictures(broken)).toEqual([]);
  }, 90_000);

  it('stops looking for pictures at the time bound', async () => {
    // Five large pages of raw pixels (24 MB each): all five take seconds to turn into PNGs (measured:
    // about 6 s here), far past a bound of 300 ms.
    const doc = await PDFDocument.create();
    const big = await doc.embedPng(
      execFileSync(ffmpegBin(), [
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=2400x3400',
        '-frames:v',
        '1',
        '-f',
        'image2pipe',
        '-c:v',
        'png',
        'pipe:1',
      ]),
    );
    for (let i = 0; i < 5; i++)
      doc.addPage([595, 842]).drawImage(big, { x: 0, y: 0, width: 595, height: 842 });
    const file = path.join(dir, 'slow.pdf');
    writeFileSync(file, await doc.save());
    const started = Date.now();
    const pictures = await reader({ timeoutMs: 300 }).readPdfPictures(file);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(pictures.length).toBeLessThan(5);
  }, 90_000);
});
