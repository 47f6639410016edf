import type { Translator } from '../../../i18n/translate.js';
export type TranscriptMessage = { isUser: boolean; content: string; timestamp?: string /* ISO */ };

export type Transcript = {
  /** Oldest first; the pending '...' placeholder is never passed in. */
  messages: TranscriptMessage[];
  expertName: string;
  /** The expert's category (random, business, ...): its name is written in the file's language. */
  category: string;
  /** BCP-47 tag of the conversation, e.g. 'he-IL'. */
  language: string;
  exportedAt: Date;
  /** 'You' when absent. */
  userName?: string;
  /** The conversation's summary, written after the messages when there is one. */
  summary?: TranscriptSummary;
  /** The file's own words (headings, 'You') in the conversation's language; the page's when absent. */
  translator?: Translator;
};

/** A summary as the exports write it; `when` is the step's time, already written for the reader. */
export type TranscriptSummary = {
  discussed: string;
  advice: string;
  steps: { title: string; when?: string }[];
};

export type ExportFormat = 'txt' | 'html' | 'pdf';

/** One line of text drawn as a picture. width and height are in the units of fontPx (PDF points). */
export type RenderedLine = { png: Uint8Array; width: number; height: number };

/**
 * Draws a paragraph the PDF fonts cannot (Hebrew, Arabic, Devanagari, CJK, emoji ...): the browser
 * wraps it to maxWidth, shapes it and applies bidi with a canvas, and returns one picture per line.
 */
export type RenderLines = (
  text: string,
  fontPx: number,
  maxWidthPx: number,
  rtl: boolean,
) => Promise<RenderedLine[]>;

/** WOFF (1.0) files, tried in order for each character; WOFF2 cannot be subset by fontkit. */
export type FontFiles = { regular: Uint8Array[]; bold: Uint8Array[] };

export type PdfDeps = {
  /** Gets the text the PDF will show, so it can leave out the files that text does not need. */
  loadFonts: (text: string) => Promise<FontFiles>;
  renderLines?: RenderLines;
};
