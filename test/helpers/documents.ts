import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { TestClient, TestResponse } from './app.js';
import { multipart, type Part } from './multipart.js';

/** A PDF with text on each page (pdf-lib), `pages` long. */
export async function textPdf(lines: string[], pages = 1): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, i) => {
      page.drawText(`${line}`, { x: 50, y: 780 - i * 16, size: 11, font });
    });
  }
  return Buffer.from(await doc.save());
}

/** A smallest PNG (1x1, or the size asked: a solid grey picture). */
export function png(width = 1, height = 1): Buffer {
  return solidPicture('png', width, height, 'gray');
}

/** A PDF whose only page is a picture (as a scanner makes): no text layer. */
export async function scannedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(png(64, 64));
  const page = doc.addPage([595, 842]);
  page.drawImage(image, { x: 50, y: 500, width: 300, height: 300 });
  return Buffer.from(await doc.save());
}

/** A small JPEG made by ffmpeg: a solid picture of the colour asked. */
export function jpeg(width: number, height: number, colour = 'gray'): Buffer {
  return solidPicture('mjpeg', width, height, colour);
}

/** One picture of a single colour, encoded by ffmpeg. */
function solidPicture(codec: 'png' | 'mjpeg', width: number, height: number, colour: string): Buffer {
  return execFileSync(ffmpegBin(), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `color=c=${colour}:s=${width}x${height}`,
    '-frames:v',
    '1',
    '-f',
    'image2pipe',
    '-c:v',
    codec,
    'pipe:1',
  ]);
}

/** A scanned document as scanners make it: each page one JPEG picture (pdf-lib's embedJpg), no text layer. */
export async function scannedJpegPdf(pictures: readonly Buffer[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const picture of pictures) {
    const image = await doc.embedJpg(picture);
    const page = doc.addPage([595, 842]);
    page.drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return Buffer.from(await doc.save());
}

export const ffmpegBin = () => process.env.FFMPEG_PATH ?? 'ffmpeg';

/** Speech from espeak-ng as WAV. */
export function speechWav(text: string): Buffer {
  return execFileSync('espeak-ng', ['--stdout', text]);
}

/** A short MP4 (test picture and a tone) made by ffmpeg. */
export function mp4(seconds = 1): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'vx-mp4-'));
  const out = path.join(dir, 'v.mp4');
  execFileSync(ffmpegBin(), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=320x240:rate=10:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    out,
  ]);
  return readFileSync(out);
}

/** A minimal ELF executable header (what `file` calls an executable), padded. */
export function executable(): Buffer {
  const elf = Buffer.alloc(256);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(elf);
  return elf;
}

/** Uploads one file as the browser's FormData would. */
export function upload(
  client: TestClient,
  file: { name: string; type: string; data: Buffer },
  extra: Part[] = [],
  headers: Record<string, string> = {},
  target = '/api/upload',
): Promise<TestResponse> {
  const body = multipart([...extra, { name: 'file', filename: file.name, type: file.type, data: file.data }]);
  return client.post(target, body.payload, { ...body.headers, ...headers });
}

/** The files under DATA_DIR/tmp (in every process's folder): what uploads under way have written. */
export function tempFiles(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'tmp'), { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => d.name);
  } catch {
    return [];
  }
}
