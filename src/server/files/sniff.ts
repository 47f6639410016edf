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
  // Markup in UTF-16 first: its byte-order mark (FF FE) is also how an MPEG audio frame starts.
  const utf16 = utf16Text(head);
  if (utf16 !== null && isMarkup(utf16)) return null;
  const found = await fileTypeFromBuffer(head);
  if (found) {
    const kind = ACCEPTED[found.mime];
    return kind ? { kind, mimeType: found.mime === 'audio/x-wav' ? 'audio/wav' : found.mime } : null;
  }
  if (!isText || isMarkup(new TextDecoder('utf-8', { fatal: false }).decode(head))) return null;
  return { kind: 'text', mimeType: 'text/plain' };
}

/** The start of a file as text when it is UTF-16 (a byte-order mark, or every other byte zero). */
function utf16Text(head: Uint8Array): string | null {
  const bytes = head.subarray(0, head.length - (head.length % 2));
  let encoding: 'utf-16le' | 'utf-16be' | null = null;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) encoding = 'utf-16le';
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) encoding = 'utf-16be';
  else if (bytes.length >= 8) {
    const zeros = (from: number) => {
      let n = 0;
      for (let i = from; i < Math.min(bytes.length, 64); i += 2) if (bytes[i] === 0) n++;
      return n;
    };
    const pairs = Math.floor(Math.min(bytes.length, 64) / 2);
    if (zeros(1) === pairs && zeros(0) === 0) encoding = 'utf-16le';
    else if (zeros(0) === pairs && zeros(1) === 0) encoding = 'utf-16be';
  }
  return encoding ? new TextDecoder(encoding, { fatal: false }).decode(bytes) : null;
}

/**
 * Markup a browser or an XML processor would act on: a file that opens (after white space and a
 * byte-order mark) with a tag, a comment, a doctype or an XML declaration or processing
 * instruction, as HTML, SVG, XML and XSLT do (a browser sniffing a file decides from its start
 * too). Refused rather than stored as text; text that only mentions a tag further on is text.
 */
function isMarkup(text: string): boolean {
  const start = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return /^<(!--|!doctype|\?[a-z]|[a-z][\w:.-]*[\s/>])/.test(start);
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
