import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { documentMessages } from '../../contract/documents.js';
import { ErrorCode } from '../../contract/errors.js';
import { AppError } from '../http/app-error.js';
import type { PagePicture } from './pdf-pictures.js';

export type { PagePicture };

/** Characters of a file's text kept for the expert; a longer text is condensed part by part. */
export const CONTENT_MAX = 200_000;

/** The bounds of reading one PDF (file-settings.ts resolves them from the configuration). */
export type ReadLimits = {
  /** Wall time of one reading, from when its worker starts. */
  timeoutMs: number;
  /** Pages read at most; the rest are left unread. */
  maxPages: number;
  /** Characters of text read at most. */
  maxCharacters: number;
  /** Memory one reading may take: the worker's heap, and the process's growth while it runs. */
  maxMemoryMb: number;
  /** Readings at once (each in a worker thread of its own); the others wait in turn. */
  workers: number;
  /** Readings that may wait for a worker; past that the upload is refused with 503. */
  maxWaiting: number;
};

/**
 * What the worker is given: a PDF to read page by page, the pictures of a scanned PDF's first pages,
 * or a UTF-8 text file to condense.
 */
export type ReadJob = {
  kind: 'pdf' | 'pdf-pictures' | 'text';
  path: string;
  maxPages: number;
  maxCharacters: number;
  softDeadlineMs: number;
};

/** Pages of a scanned PDF whose pictures are given to a model that sees (the first ones). */
export const PICTURE_PAGES = 5;
/** A page's picture larger than this is left out (as a shared image of that size would be). */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** The pictures of one PDF together at most: the pages past it are left out. */
export const PICTURES_MAX_BYTES = 10 * 1024 * 1024;
/** Raw pixels decoded for one page's picture at most (a 300 dpi A4 colour scan is about 26 MB). */
export const PICTURE_MAX_PIXEL_BYTES = 40 * 1024 * 1024;

/** What the worker posts while it reads. */
export type ReadMessage =
  | { type: 'ready' }
  | { type: 'opened'; pages: number }
  | { type: 'page'; text: string }
  | { type: 'damaged' }
  | { type: 'picture'; picture: PagePicture }
  | { type: 'unreadable' }
  | { type: 'end'; content: string; characters: number; damagedPages: number; truncated: boolean };

export type ReadText = {
  content: string;
  /** Pages the file says it has; undefined when it could not be opened. */
  pages: number | undefined;
  characters: number;
  /** Reading stopped at a bound (pages, characters, time or memory): only the start was read. */
  truncated: boolean;
  /** Pages the page tree names that could not be read (missing, or a tree that loops). */
  damagedPages: number;
};

/**
 * The worker is the sibling module of this one: document-worker.js when built. Under tsx and vitest
 * this module is TypeScript, and so is the worker: a small script registers tsx in the worker
 * thread first, then imports it.
 */
function workerScript(): { script: string | URL; eval: boolean } {
  const here = fileURLToPath(import.meta.url);
  const extension = path.extname(here);
  const worker = pathToFileURL(path.join(path.dirname(here), `document-worker${extension}`));
  if (extension !== '.ts') return { script: worker, eval: false };
  // Resolved from this module where the runtime can; else from the working directory.
  const tsx = typeof import.meta.resolve === 'function' ? import.meta.resolve('tsx/esm/api') : 'tsx/esm/api';
  return {
    script: `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(worker.href)}); });`,
    eval: true,
  };
}
const WORKER = workerScript();
/** Time a worker may take to load before it starts on the file. */
const START_MS = 30_000;
/** How often the process's memory is looked at while a worker reads. */
const MEMORY_CHECK_MS = 50;

/**
 * Reads the text of PDFs in worker threads, bounded in time, pages, characters and memory: a
 * worker past a bound is terminated (which frees its memory) and what it had posted is kept.
 * At most `workers` read at once, and at most `maxWaiting` wait.
 */
export class DocumentReader {
  private running = new Set<Worker>();
  /** Turns taken: readings running or about to start. */
  private busy = 0;
  private waiting: (() => void)[] = [];

  constructor(private readonly limits: ReadLimits) {}

  /** The text of a UTF-8 text file, condensed to CONTENT_MAX in the worker (a 10 MB text takes seconds). */
  async readText(file: string): Promise<{ content: string; characters: number }> {
    const read = await this.inTurn(() => this.readInWorker('text', file));
    return { content: read.content, characters: read.characters };
  }

  /** The text of a PDF. */
  async readPdf(file: string): Promise<ReadText> {
    const { pictures: _none, ...read } = await this.inTurn(() => this.readInWorker('pdf', file));
    return read;
  }

  /**
   * The pictures of a scanned PDF's first pages (PICTURE_PAGES, within PICTURES_MAX_BYTES), for a
   * model that sees; none when the file cannot be opened or a bound stops the reading first.
   */
  async readPdfPictures(file: string): Promise<PagePicture[]> {
    return (await this.inTurn(() => this.readInWorker('pdf-pictures', file))).pictures;
  }

  /** Runs `work` when a worker is free (503 when too many wait already). */
  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy >= this.limits.workers) {
      if (this.waiting.length >= this.limits.maxWaiting) {
        throw new AppError(ErrorCode.unavailable, 503, documentMessages.readersBusy, undefined, {
          'retry-after': '30',
        });
      }
      // The reading that ends hands its turn straight to the first in line.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.busy++;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.busy--;
    }
  }

  /** Stops every reading (the server is closing). */
  async close(): Promise<void> {
    await Promise.all([...this.running].map((w) => w.terminate()));
  }

  private readInWorker(kind: ReadJob['kind'], file: string): Promise<ReadText & { pictures: PagePicture[] }> {
    const { limits } = this;
    const job: ReadJob = {
      kind,
      path: file,
      maxPages: kind === 'pdf-pictures' ? Math.min(PICTURE_PAGES, limits.maxPages) : limits.maxPages,
      maxCharacters: limits.maxCharacters,
      // The worker stops between pages a little before the hard bound, with its text condensed.
      softDeadlineMs: Math.floor(limits.timeoutMs * 0.8),
    };
    return new Promise((resolve) => {
      const worker = new Worker(WORKER.script, {
        eval: WORKER.eval,
        workerData: job,
        resourceLimits: {
          maxOldGenerationSizeMb: limits.maxMemoryMb,
          maxYoungGenerationSizeMb: Math.min(32, Math.max(4, Math.floor(limits.maxMemoryMb / 8))),
        },
      });
      this.running.add(worker);
      // What was posted so far: kept when the worker is stopped. Only the first CONTENT_MAX
      // characters are held here (condensing belongs to the worker, off this thread).
      let collected = '';
      let pages: number | undefined;
      let characters = 0;
      let damagedPages = 0;
      let ended: ReadText | undefined;
      const pictures: PagePicture[] = [];
      let pictureBytes = 0;
      const stop = () => void worker.terminate();
      // Counted from when the worker has loaded (loading itself takes some tens of megabytes).
      let startRss = Number.POSITIVE_INFINITY;
      // The time bound counts from when the worker has loaded and starts on the file; loading it
      // is not the file's doing, but is bounded too.
      let deadline = setTimeout(stop, START_MS + limits.timeoutMs);
      const memory = setInterval(() => {
        // Decoded streams live outside the worker's heap (array buffers): the process's growth
        // while readings run is what bounds them.
        const allowed = limits.maxMemoryMb * 1024 * 1024 * Math.max(1, this.running.size);
        if (process.memoryUsage.rss() - startRss > allowed) stop();
      }, MEMORY_CHECK_MS);
      worker.on('message', (message: ReadMessage) => {
        switch (message.type) {
          case 'ready':
            startRss = process.memoryUsage.rss();
            clearTimeout(deadline);
            deadline = setTimeout(stop, limits.timeoutMs);
            break;
          case 'opened':
            pages = message.pages;
            break;
          case 'page':
            characters += message.text.length;
            if (collected.length < CONTENT_MAX)
              collected += `${message.text}\n\n`.slice(0, CONTENT_MAX - collected.length);
            break;
          case 'damaged':
            damagedPages++;
            break;
          case 'picture':
            // The worker keeps to the bounds; they are kept here too.
            if (
              message.picture.data.length <= PICTURE_MAX_BYTES &&
              pictureBytes + message.picture.data.length <= PICTURES_MAX_BYTES
            ) {
              pictures.push(message.picture);
              pictureBytes += message.picture.data.length;
            }
            break;
          case 'unreadable':
            ended = { content: '', pages: undefined, characters: 0, truncated: false, damagedPages: 0 };
            stop();
            break;
          case 'end':
            ended = {
              content: message.content,
              pages,
              characters: message.characters,
              truncated: message.truncated,
              damagedPages: message.damagedPages,
            };
            stop();
            break;
        }
      });
      // Past its heap limit the worker ends with ERR_WORKER_OUT_OF_MEMORY; that, and any other
      // failure, ends the reading with what was read (below).
      worker.on('error', () => {});
      worker.once('exit', () => {
        clearTimeout(deadline);
        clearInterval(memory);
        this.running.delete(worker);
        // A worker that ended without its last message was stopped at a bound, or failed, while
        // reading: what it had posted is kept.
        resolve({
          ...(ended ?? { content: collected.trim(), pages, characters, truncated: true, damagedPages }),
          pictures,
        });
      });
    });
  }
}
