import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../src/contract/documents.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buy } from '../helpers/billing.js';
import {
  executable,
  mp4,
  png,
  scannedPdf,
  speechWav,
  tempFiles,
  textPdf,
  upload,
} from '../helpers/documents.js';
import { multipart } from '../helpers/multipart.js';
import { tempDir } from '../helpers/speech.js';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = tempDir();
  t = await startTestApp({ config: { dataDir } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A Premium user (no daily cap), so these tests can upload as much as they need. */
async function premiumClient() {
  const client = t.client();
  await client.register();
  const bought = await buy(client, 'premium');
  if (bought.status !== 200) throw new Error(`premium not bought: ${bought.status} ${bought.body}`);
  return client;
}

/** Text in UTF-16 (little-endian) with its byte-order mark. */
const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

const storedFiles = () => {
  const root = path.join(dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length;
  } catch {
    return 0;
  }
};

describe('POST /api/upload', () => {
  it('refuses guests', async () => {
    const res = await upload(t.client(), { name: 'a.txt', type: 'text/plain', data: Buffer.from('hello') });
    expect(res.status).toBe(401);
  });

  it('stores a PDF with text, decided by its content, and reads its pages', async () => {
    const client = await premiumClient();
    const pdf = await textPdf(['Quarterly report of the bakery.', 'Sales rose by ten percent in March.'], 3);
    const res = await upload(client, { name: 'report.pdf', type: 'application/pdf', data: pdf });
    expect(res.status, res.body).toBe(201);
    expect(res.json).toMatchObject({
      name: 'report.pdf',
      kind: 'pdf',
      mimeType: 'application/pdf',
      size: pdf.length,
      meta: { pages: 3, hasText: true },
      conversationId: null,
      remainingToday: null,
    });
  });

  it('a PDF that is only a scanned picture has pages but no text', async () => {
    const client = await premiumClient();
    const res = await upload(client, { name: 'scan.pdf', type: 'application/pdf', data: await scannedPdf() });
    expect(res.status, res.body).toBe(201);
    expect(res.json.meta).toEqual({ pages: 1, characters: 0, hasText: false });
  });

  it('reads a picture’s size, a recording’s and a video’s duration', async () => {
    const client = await premiumClient();
    const picture = await upload(client, { name: 'photo.png', type: 'image/png', data: png(40, 30) });
    expect(picture.status, picture.body).toBe(201);
    expect(picture.json).toMatchObject({
      kind: 'image',
      mimeType: 'image/png',
      meta: { width: 40, height: 30 },
    });

    const wav = speechWav('Please call the doctor on Monday.');
    const audio = await upload(client, { name: 'note.wav', type: 'audio/wav', data: wav });
    expect(audio.status, audio.body).toBe(201);
    expect(audio.json.kind).toBe('audio');
    expect(audio.json.meta.durationSeconds).toBeGreaterThan(1);

    const video = await upload(client, { name: 'clip.mp4', type: 'video/mp4', data: mp4(2) });
    expect(video.status, video.body).toBe(201);
    expect(video.json).toMatchObject({
      kind: 'video',
      mimeType: 'video/mp4',
      meta: { width: 320, height: 240 },
    });
    expect(video.json.meta.durationSeconds).toBeCloseTo(2, 0);
  });

  it('refuses an executable named .pdf, SVG named .png, and binary named .txt with 415', async () => {
    const client = await premiumClient();
    const before = storedFiles();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const file of [
      { name: 'invoice.pdf', type: 'application/pdf', data: executable() },
      { name: 'photo.png', type: 'image/png', data: svg },
      { name: 'notes.txt', type: 'text/plain', data: Buffer.from([0x68, 0x69, 0x00, 0xff, 0xfe, 0x01]) },
      { name: 'page.html', type: 'text/plain', data: Buffer.from('<!DOCTYPE html><html><script>x</script>') },
      // Markup that opens with a comment or any other tag is markup all the same.
      { name: 'page.txt', type: 'text/plain', data: Buffer.from('<!-- a --><body onload="x()">hi</body>') },
      {
        name: 'note.txt',
        type: 'text/plain',
        data: Buffer.from('\n  <iframe src="javascript:x()"></iframe>'),
      },
      {
        name: 'style.txt',
        type: 'text/plain',
        data: Buffer.from('<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"/>'),
      },
      // HTML in UTF-16: its byte-order mark FF FE also starts an MPEG audio frame.
      { name: 'song.mp3', type: 'audio/mpeg', data: utf16le('<html><script>x()</script></html>') },
      { name: 'page.txt', type: 'text/plain', data: utf16le('<svg><script>x()</script></svg>').subarray(2) },
    ]) {
      const res = await upload(client, file);
      expect(res.status, file.name).toBe(415);
      expect(res.json).toEqual({
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message:
          'Invalid file type. Please upload an image, document, audio, or video file in a supported format.',
      });
    }
    expect(storedFiles()).toBe(before);
  });

  it('takes exactly 10 MB; one byte more is 413 and nothing is kept', async () => {
    const client = await premiumClient();
    const exact = Buffer.alloc(MAX_UPLOAD_BYTES, 'a');
    const ok = await upload(client, { name: 'big.txt', type: 'text/plain', data: exact });
    expect(ok.status, ok.body).toBe(201);
    expect(ok.json.size).toBe(MAX_UPLOAD_BYTES);
    const before = storedFiles();
    const res = await upload(client, {
      name: 'big.txt',
      type: 'text/plain',
      data: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'a'),
    });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'File is too large. Maximum size is 10MB.',
    });
    expect(storedFiles()).toBe(before);
    expect(tempFiles(dataDir)).toEqual([]);
  });

  it('no file: "Please select a file first."', async () => {
    const client = await premiumClient();
    const body = multipart([{ name: 'category', value: 'coach' }]);
    const res = await client.post('/api/upload', body.payload, body.headers);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'VALIDATION_ERROR', message: 'Please select a file first.' });
  });

  it('two files in one upload: "Please upload one file at a time."', async () => {
    const client = await premiumClient();
    const body = multipart([
      { name: 'file', filename: 'a.txt', type: 'text/plain', data: Buffer.from('one') },
      { name: 'file', filename: 'b.txt', type: 'text/plain', data: Buffer.from('two') },
    ]);
    const res = await client.post('/api/upload', body.payload, body.headers);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'Please upload one file at a time.',
    });
  });

  it('keeps the client name as display text only: folders, control characters and length removed', async () => {
    const client = await premiumClient();
    const evil = await upload(client, {
      name: '../../etc/passwd\u0007.txt',
      type: 'text/plain',
      data: Buffer.from('x'),
    });
    expect(evil.status, evil.body).toBe(201);
    expect(evil.json.name).toBe('passwd.txt');
    const long = await upload(client, {
      name: `${'n'.repeat(5000)}.txt`,
      type: 'text/plain',
      data: Buffer.from('y'),
    });
    expect(long.status).toBe(201);
    expect([...long.json.name].length).toBeLessThanOrEqual(120);
    expect(long.json.name.endsWith('….txt')).toBe(true);
    // Nothing was written outside the storage folder, and stored names are the server's own.
    const names = readdirSync(path.join(dataDir, 'files'), { recursive: true }) as string[];
    expect(names.every((n) => /^u\d+(\/[a-f0-9-]{36})?$/.test(n))).toBe(true);
  });
});

describe('retries', () => {
  it('an upload repeated with its Idempotency-Key answers the first file and counts once', async () => {
    const client = t.client();
    await client.register();
    const file = { name: 'once.txt', type: 'text/plain', data: Buffer.from('Only once.') };
    const first = await upload(client, file, [], { 'idempotency-key': 'upload-once-1' });
    expect(first.status, first.body).toBe(201);
    expect(first.json.remainingToday).toBe(2);
    const again = await upload(client, file, [], { 'idempotency-key': 'upload-once-1' });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json.id).toBe(first.json.id);
    const next = await upload(client, file, [], { 'idempotency-key': 'upload-once-2' });
    expect(next.json.remainingToday).toBe(1);
  });
});

describe('GET /api/files/{id}', () => {
  it('serves a file only to its owner, inert, with its display name', async () => {
    const owner = await premiumClient();
    const text = Buffer.from('plain words <script>alert(1)</script>');
    const up = await upload(owner, { name: 'notes été;x.txt', type: 'text/html', data: text });
    expect(up.status, up.body).toBe(201);
    const res = await owner.get(`/api/files/${up.json.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toBe(text.toString());
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="notes _t_;x.txt"; filename*=UTF-8''notes%20%C3%A9t%C3%A9%3Bx.txt`,
    );

    const other = t.client();
    await other.register();
    expect((await other.get(`/api/files/${up.json.id}`)).status).toBe(404);
    expect((await t.client().get(`/api/files/${up.json.id}`)).status).toBe(401);
    expect((await owner.get('/api/files/99999999')).status).toBe(404);
    expect((await owner.get('/api/files/abc')).status).toBe(404);
  });
});
