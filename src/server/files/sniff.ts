import { fileTypeFromBuffer } from 'file-type';
import type { DocumentKind } from '../../contract/documents.js';

/** Bytes read from the start of a file to decide its type. */
export const SNIFF_BYTES = 4100;

/** The types accepted, by what the content is (magic bytes), with their kind. */
const ACCEPTED: Record<string, DocumentKind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'application/pdf': 'pdf',
  'audio/mpeg': 'audio',
  'audio/wav': 'audio',
  'audio/x-wav': 'audio',
  'audio/ogg': 'audio',
  'audio/opus': 'audio',
  'audio/x-m4a': 'audio',
  'audio/mp4': 'audio',
  'audio/webm': 'audio',
  'video/mp4': 'video',
  'video/webm': 'video',
  'video/quicktime': 'video',
};

export type Sniffed = { kind: DocumentKind; mimeType: string };

/**
 * What a file is, from its first bytes (`head`) and, for text, its whole content being valid UTF-8
 * (`isText`, checked while it was written). Null for anything else: executables, archives, SVG and
 * other markup that a browser could run (even when named .pdf or .txt).
 */
export async function sniff(head: Uint8Array, isText: boolean): Promise<Sniffed | null> {
  const found = await fileTypeFromBuffer(head);
  if (found) {
    const kind = ACCEPTED[found.mime];
    return kind ? { kind, mimeType: found.mime === 'audio/x-wav' ? 'audio/wav' : found.mime } : null;
  }
  if (!isText || isMarkup(head)) return null;
  return { kind: 'text', mimeType: 'text/plain' };
}

/** SVG, HTML and XML documents: active content in a browser, refused rather than stored as text. */
function isMarkup(head: Uint8Array): boolean {
  const start = new TextDecoder('utf-8', { fatal: false })
    .decode(head.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return /^<(\?xml|svg|!doctype\s+(html|svg)|html|script)\b/.test(start);
}

/**
 * Checks text piece by piece: valid UTF-8 (a multi-byte character may span two pieces) and no NUL
 * or other control bytes that plain text does not have.
 */
export function textChecker(): { push(chunk: Buffer): void; end(): boolean } {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let ok = true;
  const check = (text: string) => {
    // Tab, line feed, form feed and carriage return are text; other C0 controls and DEL are not.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    if (/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text)) ok = false;
  };
  return {
    push(chunk) {
      if (!ok) return;
      try {
        check(decoder.decode(chunk, { stream: true }));
      } catch {
        ok = false;
      }
    },
    end() {
      if (!ok) return false;
      try {
        check(decoder.decode());
      } catch {
        ok = false;
      }
      return ok;
    },
  };
}
