// Reads the text of one PDF, the pictures of a scanned PDF's first pages, or condenses one text file,
// in a worker thread (started by
// document-reader.ts), so that a hostile file costs this thread's time and memory, never the
// server's event loop. It posts what it reads page
// by page, so that a worker stopped at a bound still leaves what it had read.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { condense } from '../ai/offline/extractive-summary.js';
import {
  CONTENT_MAX,
  PICTURE_MAX_BYTES,
  PICTURE_MAX_PIXEL_BYTES,
  PICTURES_MAX_BYTES,
  type ReadJob,
  type ReadMessage,
} from './document-reader.js';
import { openForPictures, pagePictures } from './pdf-pictures.js';

const job = workerData as ReadJob;
const post = (message: ReadMessage) => parentPort?.postMessage(message);

async function read(): Promise<void> {
  const { getDocumentProxy } = await import('unpdf');
  const started = Date.now();
  post({ type: 'ready' });
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(await readFile(job.path)), {
      verbosity: 0,
      stopAtErrors: false,
    });
  } catch {
    // Starts like a PDF but cannot be opened: nothing to read.
    post({ type: 'unreadable' });
    return;
  }
  // A page tree may claim any count (even a negative one); at most maxPages are read.
  const pages = Math.max(0, Number.isInteger(pdf.numPages) ? pdf.numPages : 0);
  post({ type: 'opened', pages });
  let text = '';
  let characters = 0;
  let damagedPages = 0;
  let truncated = pages > job.maxPages;
  for (let n = 1; n <= Math.min(pages, job.maxPages); n++) {
    if (Date.now() - started > job.softDeadlineMs) {
      truncated = true;
      break;
    }
    let pageText: string;
    try {
      const page = await pdf.getPage(n);
      const found = await page.getTextContent();
      pageText = found.items
        .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : ''))
        .join('')
        .trim();
      page.cleanup();
    } catch {
      // A page the tree names but the file lacks, or a tree that loops: skipped.
      damagedPages++;
      post({ type: 'damaged' });
      continue;
    }
    if (pageText === '') continue;
    const room = job.maxCharacters - characters;
    if (pageText.length > room) {
      pageText = pageText.slice(0, room);
      truncated = true;
    }
    characters += pageText.length;
    post({ type: 'page', text: pageText });
    text += `${pageText}\n\n`;
    if (text.length > CONTENT_MAX) text = `${condense(text, Math.floor(CONTENT_MAX / 2))}\n\n`;
    if (characters >= job.maxCharacters) {
      if (n < pages) truncated = true;
      break;
    }
  }
  post({ type: 'end', content: text.trim(), characters, damagedPages, truncated });
  await pdf.destroy().catch(() => {});
}

/** A text file (checked as UTF-8 while it arrived): condensed here, off the server's thread. */
async function readText(): Promise<void> {
  post({ type: 'ready' });
  const text = (await readFile(job.path, 'utf8')).replace(/^\uFEFF/, '');
  post({
    type: 'end',
    content: condense(text, CONTENT_MAX),
    characters: text.length,
    damagedPages: 0,
    truncated: false,
  });
}

/** The pictures of a scanned PDF's first pages, each posted as it is found, within the bytes bound. */
async function readPictures(): Promise<void> {
  const started = Date.now();
  post({ type: 'ready' });
  const doc = await openForPictures(new Uint8Array(await readFile(job.path)));
  if (!doc) {
    post({ type: 'unreadable' });
    return;
  }
  post({ type: 'opened', pages: doc.getPageCount() });
  let late = false;
  for (const picture of pagePictures(doc, {
    maxPages: job.maxPages,
    maxPictureBytes: PICTURE_MAX_BYTES,
    maxTotalBytes: PICTURES_MAX_BYTES,
    maxPixelBytes: PICTURE_MAX_PIXEL_BYTES,
    late: () => {
      late ||= Date.now() - started > job.softDeadlineMs;
      return late;
    },
  })) {
    // Its own copy, handed over rather than copied again.
    const data = new Uint8Array(picture.data);
    parentPort?.postMessage({ type: 'picture', picture: { ...picture, data } } satisfies ReadMessage, [
      data.buffer,
    ]);
  }
  post({ type: 'end', content: '', characters: 0, damagedPages: 0, truncated: late });
}

await (job.kind === 'text' ? readText() : job.kind === 'pdf-pictures' ? readPictures() : read());
