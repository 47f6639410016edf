import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.js';
import { buy } from '../helpers/billing.js';
import { parseEvents } from '../helpers/chat.js';
import { png, speechWav, textPdf, upload } from '../helpers/documents.js';
import { bombPdf, brokenTreePdf, manyPagesPdf } from '../helpers/hostile-pdfs.js';
import { tempDir } from '../helpers/speech.js';

/**
 * PDFs made to stop the server: read in a worker thread within small bounds (configured here: 4
 * pages, 200 characters, 10 seconds, 64 MB), so that the server keeps answering and a file past a
 * bound is stored with what was read.
 */
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = tempDir();
  t = await startTestApp({
    config: {
      dataDir,
      PDF_MAX_PAGES: 4,
      PDF_MAX_CHARACTERS: 200,
      PDF_READ_SECONDS: 10,
      PDF_MAX_MEMORY_MB: 64,
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function premiumClient(): Promise<TestClient> {
  const client = t.client();
  await client.register();
  const bought = await buy(client, 'premium');
  if (bought.status !== 200) throw new Error(`premium not bought: ${bought.status} ${bought.body}`);
  return client;
}

const pdfFile = (data: Buffer) => ({ name: 'file.pdf', type: 'application/pdf', data });

/** True once the upload of `bytes` bytes has been written whole to the temporary folder. */
const received = (bytes: number) => {
  try {
    // Each process writes its uploads in a folder of its own under tmp/.
    const dir = path.join(dataDir, 'tmp');
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).some(
      (name) => statSync(path.join(dir, name)).size === bytes,
    );
  } catch {
    return false;
  }
};

describe('hostile PDFs', () => {
  it('the server keeps answering while a PDF that would block it is read', async () => {
    const client = await premiumClient();
    // One unbroken string of 100 MB on the second page: a parser on the server's thread is stuck
    // in it for as long as it takes.
    const pdf = bombPdf('The first page can be read.', 100, 'one-string');
    let settled = false;
    const uploading = upload(client, pdfFile(pdf)).finally(() => {
      settled = true;
    });
    while (!received(pdf.length) && !settled) await nextTurn();
    // Until the reading ends, /healthz answers, and each answer is followed by proof that the
    // reading is still going on: another PDF of the same person is refused as still being read.
    let answered = 0;
    for (;;) {
      const health = await t.client().get('/healthz');
      const probe = await upload(client, pdfFile(manyPagesPdf(1)));
      if (probe.status !== 409) break;
      if (health.status === 200) answered++;
      if (answered === 20) break;
    }
    expect(answered).toBe(20);
    const res = await uploading;
    expect(res.status, res.body).toBe(201);
    expect(res.json.meta).toEqual({ pages: 2, characters: 27, hasText: true, truncated: true });
  });

  it('a reading stopped at a bound keeps what it read, and the expert says the file was too large', async () => {
    const client = await premiumClient();
    // Text operators inflating a thousandfold: stopped by its memory or its time.
    const up = await upload(client, pdfFile(bombPdf('Flour prices are the biggest risk this year.', 100)));
    expect(up.status, up.body).toBe(201);
    expect(up.json.meta).toEqual({ pages: 2, characters: 44, hasText: true, truncated: true });
    const conversation = (await client.post('/api/conversations', { goatCategory: 'business' })).json.id;
    const res = await client.post(`/api/conversations/${conversation}/messages/stream`, {
      content: 'What does it say?',
      documentIds: [up.json.id],
    });
    const reply = parseEvents(res.body).at(-1)?.data.botMessage.content as string;
    expect(reply).toContain('It is too large to read in full, so I read only its first part');
    expect(reply).toContain('Flour prices are the biggest risk');
  });

  it('reads at most the configured pages and characters, and says the file was cut short', async () => {
    const client = await premiumClient();
    const pages = await upload(client, pdfFile(manyPagesPdf(10_000, 'Short.')));
    expect(pages.status, pages.body).toBe(201);
    expect(pages.json.meta).toEqual({ pages: 10_000, characters: 24, hasText: true, truncated: true });
    const long = 'A line of sixty characters to fill the page up with words.';
    const characters = await upload(client, pdfFile(await textPdf([long, long], 3)));
    expect(characters.status, characters.body).toBe(201);
    expect(characters.json.meta).toEqual({ pages: 3, characters: 200, hasText: true, truncated: true });
    // Within the bounds nothing is said to be cut short.
    const small = await upload(client, pdfFile(await textPdf(['Within every bound.'], 2)));
    expect(small.json.meta).toEqual({ pages: 2, characters: 38, hasText: true });
  });

  it('a damaged page tree is stored with what could be read, never a 5xx', async () => {
    const client = await premiumClient();
    for (const damage of ['missing-object', 'loop'] as const) {
      const res = await upload(client, pdfFile(brokenTreePdf(damage)));
      expect(res.status, `${damage}: ${res.body}`).toBe(201);
      expect(res.json.meta, damage).toEqual({ pages: 2, characters: 43, hasText: true, damagedPages: 1 });
    }
    // A page count of -1: no page can be asked for; stored with nothing read.
    const negative = await upload(client, pdfFile(brokenTreePdf('negative-count')));
    expect(negative.status, negative.body).toBe(201);
    expect(negative.json.meta).toEqual({ pages: 0, characters: 0, hasText: false });
  });

  it('one analysis per person at a time, whatever the file: a text or a recording meanwhile is 409, a picture is measured', async () => {
    const client = await premiumClient();
    const pdf = bombPdf('Read slowly.', 100, 'one-string');
    let settled = false;
    const reading = upload(client, pdfFile(pdf)).finally(() => {
      settled = true;
    });
    while (!received(pdf.length) && !settled) await nextTurn();
    const stillReading = () => upload(client, pdfFile(manyPagesPdf(1)));
    expect((await stillReading()).status).toBe(409);
    const text = await upload(client, {
      name: 'notes.txt',
      type: 'text/plain',
      data: Buffer.from('My notes.'),
    });
    const recording = await upload(client, { name: 'memo.wav', type: 'audio/wav', data: speechWav('Hello') });
    const picture = await upload(client, { name: 'photo.png', type: 'image/png', data: png(6, 4) });
    expect([text.status, text.json.error, recording.status, recording.json.error]).toEqual([
      409,
      'ANALYSIS_IN_PROGRESS',
      409,
      'ANALYSIS_IN_PROGRESS',
    ]);
    // The PDF was still being read after all three.
    expect((await stillReading()).status).toBe(409);
    expect(picture.status, picture.body).toBe(201);
    expect(picture.json.meta).toEqual({ width: 6, height: 4, hasText: false });
    expect((await reading).status).toBe(201);
  });

  it('one person has one PDF read at a time: a second at once is 409 and gives its upload back', async () => {
    const client = t.client();
    await client.register();
    const slow = () => upload(client, pdfFile(bombPdf('Read slowly.', 100)));
    const answers = await Promise.all([slow(), slow()]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.json).toEqual({
      error: 'ANALYSIS_IN_PROGRESS',
      message: 'Your previous file is still being read. Please wait until it is done, then upload this one.',
    });
    // Of the Free plan's 3 uploads a day, one was used.
    const next = await upload(client, pdfFile(await textPdf(['Now it is my turn.'])));
    expect(next.status).toBe(201);
    expect(next.json.remainingToday).toBe(1);
  });
});
