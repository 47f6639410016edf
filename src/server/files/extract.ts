import { readFile, rm } from 'node:fs/promises';
import { imageSize } from 'image-size';
import type { DocumentKind, DocumentMeta } from '../../contract/documents.js';
import type { DocumentReader } from './document-reader.js';
import { extractAudio, probeMedia } from './media-probe.js';
import type { OneAnalysisPerPerson } from './one-analysis.js';

export { CONTENT_MAX } from './document-reader.js';

export type Extracted = { content: string; meta: DocumentMeta };

export type ExtractDeps = {
  /** The ffmpeg program, or undefined when it is not installed (media then get no duration). */
  ffmpeg: string | undefined;
  /** Writes down the speech of a WAV file; undefined when no transcription provider is configured. */
  transcribe?: ((wav: Buffer, language: string | undefined) => Promise<string>) | undefined;
  /** Reads PDFs and text files off this thread, within bounds. */
  reader: DocumentReader;
  /** Each person's analyses, one at a time. */
  analyses: OneAnalysisPerPerson;
};

type DocumentFile = { path: string; kind: DocumentKind; owner: number; language?: string | undefined };

/**
 * What the expert can read of a file: PDF text (read in a worker, within bounds: document-reader.ts),
 * text files, the size of pictures, and for audio and video
 * their duration (and picture size) and, when a transcription provider is configured, what is said.
 * A picture is measured at once from its header (bounded: at most the 10 MB upload, read in one go);
 * every other analysis is long-running work (a reader's turn, ffmpeg, a transcription), one at a time
 * per person (409 while another of theirs waits or runs).
 */
export async function extractDocument(deps: ExtractDeps, file: DocumentFile): Promise<Extracted> {
  if (file.kind === 'image') return measureImage(file.path);
  const kind = file.kind;
  return deps.analyses.run(file.owner, () => analyse(deps, { ...file, kind }));
}

async function measureImage(path: string): Promise<Extracted> {
  const bytes = await readFile(path);
  try {
    const { width, height } = imageSize(bytes);
    return { content: '', meta: { width, height, hasText: false } };
  } catch {
    return { content: '', meta: { hasText: false } };
  }
}

function analyse(
  deps: ExtractDeps,
  file: DocumentFile & { kind: Exclude<DocumentKind, 'image'> },
): Promise<Extracted> {
  switch (file.kind) {
    case 'text':
      return extractText(deps.reader, file.path);
    case 'pdf':
      return extractPdf(deps.reader, file.path);
    case 'audio':
    case 'video':
      return extractMedia(deps, file.path, file.kind, file.language);
  }
}

async function extractText(reader: DocumentReader, path: string): Promise<Extracted> {
  const { content, characters } = await reader.readText(path);
  return { content, meta: { characters, hasText: content.trim() !== '' } };
}

async function extractPdf(reader: DocumentReader, path: string): Promise<Extracted> {
  const read = await reader.readPdf(path);
  // A file that starts like a PDF but cannot be opened: kept, with nothing to read.
  if (read.pages === undefined && !read.truncated) return { content: '', meta: { hasText: false } };
  return {
    content: read.content,
    meta: {
      ...(read.pages !== undefined ? { pages: read.pages } : {}),
      characters: read.characters,
      hasText: read.characters > 0,
      ...(read.truncated ? { truncated: true } : {}),
      ...(read.damagedPages > 0 ? { damagedPages: read.damagedPages } : {}),
    },
  };
}

async function extractMedia(
  deps: ExtractDeps,
  path: string,
  kind: 'audio' | 'video',
  language: string | undefined,
): Promise<Extracted> {
  if (!deps.ffmpeg) return { content: '', meta: { hasText: false } };
  const info = await probeMedia(deps.ffmpeg, path);
  const meta: DocumentMeta = {
    ...(info.durationSeconds !== undefined ? { durationSeconds: info.durationSeconds } : {}),
    ...(kind === 'video' && info.width ? { width: info.width, height: info.height } : {}),
    hasText: false,
  };
  if (!deps.transcribe || !info.hasAudio) return { content: '', meta };
  const wav = `${path}.wav`;
  try {
    if (!(await extractAudio(deps.ffmpeg, path, wav))) return { content: '', meta };
    const said = (await deps.transcribe(await readFile(wav), language)).trim();
    return {
      content: said,
      meta: { ...meta, transcribed: true, hasText: said !== '', characters: said.length },
    };
  } finally {
    await rm(wav, { force: true });
  }
}
