// The one entry of exporting, loaded by the voice screen with import() when the user exports.
// PDF code (pdf-lib, fonts, canvas) loads one step later still, only for a PDF.
import { downloadFile } from './download.js';
import { exportFileName, exportMimeType } from './file-name.js';
import { transcriptHtml } from './html.js';
import { transcriptText } from './text.js';
import type { ExportFormat, PdfDeps, Transcript } from './types.js';

export { downloadFile, openPrintWindow } from './download.js';
export { exportFileName, exportMimeType } from './file-name.js';
export { transcriptHtml } from './html.js';
export { transcriptText } from './text.js';
export type {
  ExportFormat,
  PdfDeps,
  RenderedLine,
  RenderLines,
  Transcript,
  TranscriptMessage,
} from './types.js';

/** The browser's way of making a PDF: fonts from this app's assets, other scripts via a canvas. */
const browserPdfDeps = async (): Promise<PdfDeps> => {
  const [{ loadBrowserFonts }, canvas] = await Promise.all([
    import('./browser-fonts.js'),
    import('./canvas-render-lines.js'),
  ]);
  return {
    loadFonts: loadBrowserFonts,
    renderLines: canvas.canRenderLines() ? canvas.createCanvasRenderLines() : undefined,
  };
};

export const transcriptPdf = async (t: Transcript, deps?: PdfDeps): Promise<Uint8Array> => {
  const [pdf, resolved] = await Promise.all([import('./pdf.js'), deps ?? browserPdfDeps()]);
  return pdf.transcriptPdf(t, resolved);
};

export type ExportDeps = {
  download?: (name: string, mime: string, data: string | Uint8Array) => void;
  pdf?: PdfDeps;
};

/** Builds the file in the chosen format, downloads it, and returns its name. */
export const exportTranscript = async (format: ExportFormat, t: Transcript, deps: ExportDeps = {}) => {
  const name = exportFileName(format, t.exportedAt);
  const data =
    format === 'txt'
      ? transcriptText(t)
      : format === 'html'
        ? transcriptHtml(t)
        : await transcriptPdf(t, deps.pdf);
  (deps.download ?? downloadFile)(name, exportMimeType[format], data);
  return name;
};
