import { readFile, rm } from 'node:fs/promises';
import { imageSize } from 'image-size';
import type { DocumentKind, DocumentMeta } from '../../contract/documents.js';
import { condense } from '../ai/extractive-summary.js';
import { extractAudio, probeMedia } from './media-probe.js';

/** Characters of a file's text kept for the expert; a longer text is condensed part by part. */
export const CONTENT_MAX = 200_000;

export type Extracted = { content: string; meta: DocumentMeta };

export type ExtractDeps = {
  /** The ffmpeg program, or undefined when it is not installed (media then get no duration). */
  ffmpeg: string | undefined;
  /** Writes down the speech of a WAV file; undefined when no transcription provider is configured. */
  transcribe?: ((wav: Buffer, language: string | undefined) => Promise<string>) | undefined;
};

/**
 * What the expert can read of a file: PDF text page by page (memory stays bounded: past CONTENT_MAX
 * the text gathered so far is condensed), text files, the size of pictures, and for audio and video
 * their duration (and picture size) and, when a transcription provider is configured, what is said.
 */
export async function extractDocument(
  deps: ExtractDeps,
  file: { path: string; kind: DocumentKind; language?: string | undefined },
): Promise<Extracted> {
  switch (file.kind) {
    case 'text': {
      const text = await readFile(file.path, 'utf8');
      return {
        content: condense(text.replace(/^\uFEFF/, ''), CONTENT_MAX),
        meta: { characters: text.length, hasText: text.trim() !== '' },
      };
    }
    case 'pdf':
      return extractPdf(file.path);
    case 'image': {
      const bytes = await readFile(file.path);
      try {
        const { width, height } = imageSize(bytes);
        return { content: '', meta: { width, height, hasText: false } };
      } catch {
        return { content: '', meta: { hasText: false } };
      }
    }
    case 'audio':
    case 'video':
      return extractMedia(deps, file.path, file.kind, file.language);
  }
}

async function extractPdf(path: string): Promise<Extracted> {
  const { getDocumentProxy } = await import('unpdf');
  const bytes = new Uint8Array(await readFile(path));
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(bytes);
  } catch {
    // A file that starts like a PDF but cannot be opened: kept, with nothing to read.
    return { content: '', meta: { hasText: false } };
  }
  let text = '';
  let characters = 0;
  try {
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const found = await page.getTextContent();
      const pageText = found.items
        .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : ''))
        .join('')
        .trim();
      page.cleanup();
      if (pageText === '') continue;
      characters += pageText.length;
      text += `${pageText}\n\n`;
      if (text.length > CONTENT_MAX) text = `${condense(text, Math.floor(CONTENT_MAX / 2))}\n\n`;
    }
    return { content: text.trim(), meta: { pages: pdf.numPages, characters, hasText: characters > 0 } };
  } finally {
    await pdf.destroy();
  }
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
