import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bombPdf } from '../../../test/helpers/hostile-pdfs.js';
import { DocumentReader, type ReadLimits } from './document-reader.js';

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
});
