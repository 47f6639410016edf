import type { DocumentReader, PagePicture } from './document-reader.js';
import type { FileStorage } from './storage.js';
import { withStoredCopy } from './stored-copy.js';

/** The pictures of a stored scanned PDF's first pages; none when they cannot be read. */
export type ScannedPagesReader = (storageKey: string) => Promise<PagePicture[]>;

/**
 * Reads the page pictures of a stored PDF for a model that sees: the PDF is copied to a temporary
 * file and read by the document reader's workers, in turn and within their bounds of time and memory
 * (document-reader.ts); a reading refused because too many wait gives no pictures.
 */
export function scannedPagesReader(
  storage: FileStorage,
  reader: Pick<DocumentReader, 'readPdfPictures'>,
  tempDir: string,
): ScannedPagesReader {
  return async (storageKey) =>
    (await withStoredCopy(storage, storageKey, tempDir, (pdf) => reader.readPdfPictures(pdf))) ?? [];
}
